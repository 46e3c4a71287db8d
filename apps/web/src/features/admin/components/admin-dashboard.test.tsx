import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql';
import { formatDate, formatMeasure, formatMinorMoney, formatShare } from '@/lib/format';
import { toast } from '@/lib/toast';
import { expectNoAxeViolations } from '@/testing/axe';
import { STATS } from '@/testing/admin-developers';
import { answer } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { serveStoreDashboard, type StoreFiguresFixture } from '@/testing/store-figures';
import { AdminStatsQuery } from '../api/get-admin-stats';
import { StoreDashboardQuery } from '../api/get-store-dashboard';
import { AdminDashboard } from './admin-dashboard';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

// Monday 2026-11-23 at noon UTC.
const NOW = new Date('2026-11-23T12:00:00Z');

// Three reviews of the last 30 days: 2 hours, 16 business hours (over a weekend), 5 business days.
const FIGURES: StoreFiguresFixture = {
  decisions: {
    newApps: [
      { submittedAt: '2026-11-20T17:00:00Z', decidedAt: '2026-11-23T09:00:00Z' },
      { submittedAt: '2026-11-09T10:00:00Z', decidedAt: '2026-11-16T10:00:00Z' },
    ],
    updates: [{ submittedAt: '2026-11-18T08:00:00Z', decidedAt: '2026-11-18T10:00:00Z' }],
  },
  pending: {
    newApps: 2,
    updates: 1,
    developers: 0,
    // Friday 09:00 UTC: a business day and three hours before NOW.
    newAppsWaitingSince: '2026-11-20T09:00:00Z',
    updatesWaitingSince: '2026-11-23T06:00:00Z',
  },
  payoutsDueThisMonth: [
    {
      currency: 'EUR',
      dueCount: 1,
      dueAmount: 4000,
      paidCount: 2,
      paidAmount: 2550,
      overdueCount: 1,
      overdueAmount: 1200,
    },
  ],
};

beforeEach(() => {
  vi.restoreAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  serveStoreDashboard(FIGURES);
});

afterEach(() => {
  vi.useRealTimers();
});

function statCard(title: string) {
  return screen.getByRole('group', { name: title });
}

describe('AdminDashboard', () => {
  it('shows a spinner, then the stat cards, action cards and status from getAdminStats', async () => {
    let sendStats: (stats: typeof STATS) => void = () => {};
    const stats = new Promise<typeof STATS>((resolve) => (sendStats = resolve));
    answer(AdminStatsQuery, async () => ({ getAdminStats: await stats }));
    renderScreen(<AdminDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    sendStats(STATS);
    await screen.findByRole('group', { name: 'Pending Review' });
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(statCard('Pending Review')).toHaveTextContent('3');
    expect(statCard('Total Apps')).toHaveTextContent('12');
    expect(statCard('Published Apps')).toHaveTextContent('7');
    expect(statCard('Developers')).toHaveTextContent('5');

    const apps = screen.getByRole('link', { name: 'Review Apps' });
    expect(apps).toHaveAttribute('href', '/admin/review');
    expect(apps).toHaveAccessibleDescription('2 new apps and 1 update waiting for review.');
    const developers = screen.getByRole('link', { name: 'Review Developers' });
    expect(developers).toHaveAttribute('href', '/admin/developers');
    expect(developers).toHaveAccessibleDescription(
      '2 developer accounts waiting for verification.',
    );
    expect(screen.getByRole('link', { name: 'Manage Apps' })).toHaveAttribute(
      'href',
      '/admin/apps',
    );

    expect(screen.getByText('All systems operational')).toBeInTheDocument();
    expect(screen.getByText('7 published apps')).toBeInTheDocument();
    expect(screen.getByText('5 verified developers')).toBeInTheDocument();
  });

  it('writes a count of one in the singular', async () => {
    answer(AdminStatsQuery, () => ({
      getAdminStats: {
        ...STATS,
        publishedApps: 1,
        totalDevelopers: 1,
        pendingReview: 2,
        pendingNewApps: 1,
        pendingUpdates: 1,
      },
    }));
    renderScreen(<AdminDashboard />);
    expect(await screen.findByText('1 verified developer')).toBeInTheDocument();
    expect(screen.getByText('1 published app')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review Apps' })).toHaveAccessibleDescription(
      '1 new app and 1 update waiting for review.',
    );
  });

  it('says when no apps or updates wait for review', async () => {
    answer(AdminStatsQuery, () => ({
      getAdminStats: { ...STATS, pendingReview: 0, pendingNewApps: 0, pendingUpdates: 0 },
    }));
    renderScreen(<AdminDashboard />);
    expect(await screen.findByRole('link', { name: 'Review Apps' })).toHaveAccessibleDescription(
      'No apps or updates waiting for review.',
    );
  });

  it('shows what waits of every kind, the review times against the promise and the payouts due', async () => {
    answer(AdminStatsQuery, () => ({ getAdminStats: STATS }));
    renderScreen(
      <main>
        <AdminDashboard />
      </main>,
    );
    const waiting = (await screen.findByRole('heading', { name: 'Waiting for Review' })).closest(
      'div.rounded-xl',
    ) as HTMLElement;
    const item = (label: string) =>
      within(waiting).getByRole('link', { name: label }).closest('li') as HTMLElement;
    await waitFor(() => expect(item('New apps')).toHaveTextContent(/^New apps2/));
    expect(within(waiting).getByRole('link', { name: 'New apps' })).toHaveAttribute(
      'href',
      '/admin/review',
    );
    expect(item('New apps')).toHaveTextContent(
      `the oldest since ${formatDate('2026-11-20T09:00:00Z')} (1.1 business days)`,
    );
    expect(item('Updates')).toHaveTextContent(/^Updates1/);
    expect(within(waiting).getByRole('link', { name: 'Developer accounts' })).toHaveAttribute(
      'href',
      '/admin/developers',
    );
    expect(item('Developer accounts')).toHaveTextContent('Developer accounts0Nothing waiting');

    const times = within(
      screen
        .getByRole('heading', { name: 'Review Times' })
        .closest('div.rounded-xl') as HTMLElement,
    );
    expect(
      times.getByText('The promise is 1-3 business days.', { exact: false }),
    ).toBeInTheDocument();
    // Waits of 2, 16 and 120 business hours: the median 16 (0.7 of a day, 64 calendar hours).
    expect(times.getByText('Median').nextSibling).toHaveTextContent(
      `${formatMeasure(16 / 24)} business days (${formatMeasure(64)} h)`,
    );
    expect(times.getByText('Within 3 business days').nextSibling).toHaveTextContent(
      `${formatShare(2 / 3)} (2 of 3)`,
    );
    expect(times.getByRole('link', { name: 'Store Analytics' })).toHaveAttribute(
      'href',
      '/admin/analytics',
    );

    const payouts = within(
      screen
        .getByRole('heading', { name: 'Payouts Due This Month' })
        .closest('div.rounded-xl') as HTMLElement,
    );
    expect(payouts.getByText(/to pay/)).toHaveTextContent(
      `${formatMinorMoney(4000, 'EUR')} to pay (1 payout), ${formatMinorMoney(2550, 'EUR')} paid (2 payouts)`,
    );
    expect(payouts.getByText(/late/)).toHaveTextContent(
      `${formatMinorMoney(1200, 'EUR')} late (1 payout past their due date)`,
    );
    await expectNoAxeViolations();
  });

  it('says so when nothing was decided and no payouts are due', async () => {
    answer(AdminStatsQuery, () => ({ getAdminStats: STATS }));
    serveStoreDashboard({});
    renderScreen(<AdminDashboard />);
    expect(
      await screen.findByText('No reviews were decided in the last 30 days.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No payouts are due this month.')).toBeInTheDocument();
  });

  it('only logs a store figures failure: dashes and a quiet retry', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(AdminStatsQuery, () => ({ getAdminStats: STATS }));
    answer(StoreDashboardQuery, () => {
      throw new GraphQLRequestError('NETWORK_ERROR', 'Down', 502);
    });
    renderScreen(<AdminDashboard />);
    expect(
      await screen.findByText('The review times and payouts could not be loaded.'),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to get store figures', expect.anything());
    expect(toast.error).not.toHaveBeenCalled();
    expect(statCard('Total Apps')).toHaveTextContent('12');
  });

  it('only logs a stats failure: dashes, a quiet retry, no toast', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = true;
    answer(AdminStatsQuery, () => {
      if (down) throw new GraphQLRequestError('NETWORK_ERROR', 'Down', 502);
      return { getAdminStats: STATS };
    });
    renderScreen(<AdminDashboard />);

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(within(statCard('Total Apps')).getByText('—')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to get admin stats', expect.anything());
    expect(toast.error).not.toHaveBeenCalled();

    down = false;
    await userEvent.click(retry);
    await waitFor(() => expect(statCard('Total Apps')).toHaveTextContent('12'));
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
