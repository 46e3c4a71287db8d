import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { STATS } from '@/testing/admin-developers';
import { answer } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { AdminStatsQuery } from '../api/get-admin-stats';
import { AdminDashboard } from './admin-dashboard';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.restoreAllMocks();
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

    expect(screen.getByRole('link', { name: 'Review Apps' })).toHaveAttribute(
      'href',
      '/admin/review',
    );
    const developers = screen.getByRole('link', { name: 'Review Developers' });
    expect(developers).toHaveAttribute('href', '/admin/developers');
    expect(developers).toHaveAccessibleDescription(
      '2 developer accounts waiting for verification.',
    );
    expect(screen.getByRole('link', { name: 'Manage Apps' })).toHaveAttribute(
      'href',
      '/admin/apps',
    );

    expect(screen.getByText('3 apps pending review')).toBeInTheDocument();
    expect(screen.getByText('All systems operational')).toBeInTheDocument();
    expect(screen.getByText('7 published apps')).toBeInTheDocument();
    expect(screen.getByText('5 verified developers')).toBeInTheDocument();
  });

  it('writes a count of one in the singular (issue 13)', async () => {
    answer(AdminStatsQuery, () => ({
      getAdminStats: { ...STATS, publishedApps: 1, totalDevelopers: 1, pendingReview: 1 },
    }));
    renderScreen(<AdminDashboard />);
    expect(await screen.findByText('1 verified developer')).toBeInTheDocument();
    expect(screen.getByText('1 published app')).toBeInTheDocument();
    expect(screen.getByText('1 app pending review')).toBeInTheDocument();
  });

  it('says when there are no pending submissions', async () => {
    answer(AdminStatsQuery, () => ({ getAdminStats: { ...STATS, pendingReview: 0 } }));
    renderScreen(<AdminDashboard />);
    expect(await screen.findByText('No pending submissions')).toBeInTheDocument();
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
