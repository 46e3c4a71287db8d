import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { DeveloperDashboardQuery } from '../api/get-developer-dashboard';
import { DeveloperDashboard } from './developer-dashboard';

const figures = {
  apps: { total: 3, live: 1, inReview: 1, draft: 1 },
  downloads: { last30Days: 118, previous30Days: 100 },
  activeUsers: { last30Days: 40, previous30Days: 0 },
  revenue: [{ currency: 'EUR' as const, last30Days: 1496, previous30Days: 374 }],
};

const open = () =>
  renderScreen(
    <main>
      <DeveloperDashboard name="Ada" />
    </main>,
  );

const stat = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('the developer dashboard', () => {
  it("shows the developer's own figures against the 30 days before, and their recent apps", async () => {
    answer(DeveloperDashboardQuery, () => ({
      developerDashboard: figures,
      listDeveloperApplications: {
        items: [
          {
            appId: 'a1',
            appName: 'Star Hopper',
            status: 'LIVE',
            analytics: { totalDownloads: 1204 },
            metadata: { updatedAt: '2026-11-20T10:00:00.000Z' },
          },
        ],
      },
    }));
    open();
    expect(await screen.findByRole('heading', { level: 3, name: 'Total Apps' })).toBeVisible();
    expect(within(stat('Total Apps')).getByText('3')).toBeVisible();
    expect(within(stat('Total Apps')).getByText('1 live, 1 under review, 1 draft')).toBeVisible();
    expect(within(stat('Downloads')).getByText('+18% from the 30 days before')).toBeVisible();
    expect(within(stat('Developer’s share (75%)')).getByText('€14.96')).toBeVisible();
    expect(
      within(stat('Developer’s share (75%)')).getByText(/\+300% from the 30 days before/),
    ).toBeVisible();
    expect(within(stat('Active Users')).getByText('None in the 30 days before')).toBeVisible();
    expect(screen.getByText('Star Hopper')).toBeVisible();
    expect(screen.getByText('Published')).toBeVisible();
    expect(screen.getByText(/1,204 downloads/)).toBeVisible();
    expect(screen.queryByText('Sample data')).toBeNull();
    await expectNoAxeViolations();
  });

  it('says there are no sales and no apps yet for a new developer', async () => {
    answer(DeveloperDashboardQuery, () => ({
      developerDashboard: {
        apps: { total: 0, live: 0, inReview: 0, draft: 0 },
        downloads: { last30Days: 0, previous30Days: 0 },
        activeUsers: { last30Days: 0, previous30Days: 0 },
        revenue: [],
      },
      listDeveloperApplications: { items: [] },
    }));
    open();
    expect(await screen.findByText('No sales')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create your first app' })).toHaveAttribute(
      'href',
      '/apps/create',
    );
  });
});
