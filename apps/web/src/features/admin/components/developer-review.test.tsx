import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql';
import type { ApproveDeveloperAccountMutation as ApproveResult } from '@/lib/graphql/graphql';
import { toast } from '@/lib/toast';
import {
  pendingDeveloper,
  serveDevelopers,
  STATS,
  type FakeDeveloperServer,
} from '@/testing/admin-developers';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { ApproveDeveloperAccountMutation } from '../api/approve-developer-account';
import { AdminStatsQuery } from '../api/get-admin-stats';
import { PendingDevelopersQuery } from '../api/list-pending-developers';
import { RejectDeveloperAccountMutation } from '../api/reject-developer-account';
import { DeveloperReview } from './developer-review';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

async function graceArticle() {
  return screen.findByRole('article', { name: 'Grace Hopper' });
}

beforeEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('DeveloperReview', () => {
  it('shows every field of a pending developer, the total count and the completed steps', async () => {
    serveDevelopers({ pages: [{ items: [pendingDeveloper()], nextToken: null }] });
    renderScreen(<DeveloperReview />);

    const article = await graceArticle();
    expect(screen.getByRole('heading', { level: 1, name: 'Developer Review' })).toBeInTheDocument();
    const count = screen.getByRole('group', { name: 'Pending Developers' });
    await waitFor(() => expect(count).toHaveTextContent(String(STATS.pendingDevelopers)));

    const card = within(article);
    expect(card.getByText('grace@example.com')).toBeInTheDocument();
    expect(card.getByText('Pending')).toBeInTheDocument();
    expect(article).toHaveTextContent(/Applied \d{1,2} Nov 2026|Applied Nov \d{1,2}, 2026/);
    const personal = card.getByRole('group', { name: 'Personal Information' });
    for (const value of ['1 Compiler Way', 'Arlington', '22201', 'Germany']) {
      expect(personal).toHaveTextContent(value);
    }
    const business = card.getByRole('group', { name: 'Business Information' });
    for (const value of ['Business', 'Grace Hopper', 'COBOL Ltd']) {
      expect(business).toHaveTextContent(value);
    }
    const app = card.getByRole('group', { name: 'Initial App' });
    expect(app).toHaveTextContent('Bug Hunter');
    expect(app).toHaveTextContent('Finds moths in relays.');
    const steps = card.getByRole('group', { name: 'Completed Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Country', 'App Details', 'Developer Details']);
  });

  it('leaves out the company name and app description when there are none', async () => {
    serveDevelopers({
      pages: [
        {
          items: [
            pendingDeveloper({
              businessInfo: { accountType: 'individual', legalName: 'Grace Hopper' },
              onboardingData: {
                appName: 'Bug Hunter',
                completedSteps: ['country', 'appDetails', 'developerDetails'],
              },
            }),
          ],
          nextToken: null,
        },
      ],
    });
    renderScreen(<DeveloperReview />);
    const card = within(await graceArticle());
    expect(card.getByRole('group', { name: 'Business Information' })).toHaveTextContent(
      'Individual',
    );
    expect(card.queryByText('Company name')).not.toBeInTheDocument();
    expect(card.queryByText('Description')).not.toBeInTheDocument();
  });

  it('shows the empty state when nobody is waiting', async () => {
    serveDevelopers({ pages: [{ items: [], nextToken: null }] });
    renderScreen(<DeveloperReview />);
    expect(await screen.findByRole('heading', { name: 'All caught up!' })).toBeInTheDocument();
    expect(
      screen.getByText('No developer accounts are currently pending review.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('loads the next page with the nextToken', async () => {
    const ada = pendingDeveloper({
      userId: 'user-2',
      email: 'ada@example.com',
      personalInfo: { ...pendingDeveloper().personalInfo, firstName: 'Ada', lastName: 'Lovelace' },
    });
    serveDevelopers({
      pages: [
        { items: [pendingDeveloper()], nextToken: '1' },
        { items: [ada], nextToken: null },
      ],
    });
    renderScreen(<DeveloperReview />);
    await graceArticle();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(sentVariables(PendingDevelopersQuery)).toEqual([
      { limit: 50, nextToken: null },
      { limit: 50, nextToken: '1' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('toasts when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveDevelopers({
      pages: [],
      list: () => {
        throw new GraphQLRequestError('FORBIDDEN', 'Only staff can do this.', 200);
      },
    });
    renderScreen(<DeveloperReview />);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to load pending developer accounts', {
        description: 'Only staff can do this.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('Reject', () => {
    it('keeps Reject disabled while the reason is blank, and Cancel sends nothing', async () => {
      serveDevelopers({ pages: [{ items: [pendingDeveloper()], nextToken: null }] });
      renderScreen(<DeveloperReview />);
      await userEvent.click(within(await graceArticle()).getByRole('button', { name: 'Reject' }));

      const dialog = screen.getByRole('dialog', { name: 'Reject developer account' });
      const reason = within(dialog).getByLabelText('Please provide a reason for rejection:');
      const reject = within(dialog).getByRole('button', { name: 'Reject' });
      expect(reject).toBeDisabled();
      await userEvent.type(reason, '   ');
      expect(reject).toBeDisabled();
      await userEvent.type(reason, '{Enter}');
      expect(sentVariables(RejectDeveloperAccountMutation)).toHaveLength(0);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sentVariables(RejectDeveloperAccountMutation)).toHaveLength(0);
      expect(screen.getByRole('article', { name: 'Grace Hopper' })).toBeInTheDocument();
    });

    it('aborts on Escape and opens blank again', async () => {
      serveDevelopers({ pages: [{ items: [pendingDeveloper()], nextToken: null }] });
      renderScreen(<DeveloperReview />);
      const article = await graceArticle();
      const rejectButton = within(article).getByRole('button', { name: 'Reject' });
      await userEvent.click(rejectButton);
      // Modal: the page behind the dialog is hidden from assistive technology while it is open.
      expect(article.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(screen.getByRole('dialog').closest('[aria-hidden="true"]')).toBeNull();
      await userEvent.type(
        screen.getByLabelText('Please provide a reason for rejection:'),
        'Not yet',
      );
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(rejectButton).toHaveFocus());
      expect(article.closest('[aria-hidden="true"]')).toBeNull();
      expect(sentVariables(RejectDeveloperAccountMutation)).toHaveLength(0);

      await userEvent.click(rejectButton);
      expect(screen.getByLabelText('Please provide a reason for rejection:')).toHaveValue('');
    });

    it('sends the trimmed reason, toasts and reloads the list and the stats', async () => {
      serveDevelopers({ pages: [{ items: [pendingDeveloper()], nextToken: null }] });
      renderScreen(<DeveloperReview />);
      await userEvent.click(within(await graceArticle()).getByRole('button', { name: 'Reject' }));
      const dialog = screen.getByRole('dialog', { name: 'Reject developer account' });
      await userEvent.type(
        within(dialog).getByLabelText('Please provide a reason for rejection:'),
        '  Address is a PO box.  ',
      );
      const listLoads = sentVariables(PendingDevelopersQuery).length;
      const statsLoads = sentVariables(AdminStatsQuery).length;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith('Developer account rejected for Grace Hopper'),
      );
      expect(sentVariables(RejectDeveloperAccountMutation)).toEqual([
        { userId: 'user-1', notes: 'Address is a PO box.' },
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => {
        expect(sentVariables(PendingDevelopersQuery).length).toBeGreaterThan(listLoads);
        expect(sentVariables(AdminStatsQuery).length).toBeGreaterThan(statsLoads);
      });
    });

    it('toasts the failure and keeps the reason for a retry', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      serveDevelopers({
        pages: [{ items: [pendingDeveloper()], nextToken: null }],
        reject: () => {
          throw new GraphQLRequestError('NETWORK_ERROR', 'Request failed (502)', 502);
        },
      });
      renderScreen(<DeveloperReview />);
      await userEvent.click(within(await graceArticle()).getByRole('button', { name: 'Reject' }));
      const dialog = screen.getByRole('dialog', { name: 'Reject developer account' });
      const reason = within(dialog).getByLabelText('Please provide a reason for rejection:');
      await userEvent.type(reason, 'Incomplete address');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Failed to reject developer account', undefined),
      );
      expect(toast.success).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Reject developer account' })).toBeInTheDocument();
      expect(reason).toHaveValue('Incomplete address');
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to reject developer account. Please try again.',
      );
    });
  });

  describe('Approve', () => {
    it('sends no notes when none are written, toasts and reloads', async () => {
      serveDevelopers({ pages: [{ items: [pendingDeveloper()], nextToken: null }] });
      renderScreen(<DeveloperReview />);
      await userEvent.click(within(await graceArticle()).getByRole('button', { name: 'Approve' }));
      const dialog = screen.getByRole('dialog', { name: 'Approve developer account' });
      expect(within(dialog).getByLabelText('Notes (optional)')).toHaveValue('');
      const listLoads = sentVariables(PendingDevelopersQuery).length;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith('Developer account approved for Grace Hopper'),
      );
      expect(sentVariables(ApproveDeveloperAccountMutation)).toEqual([
        { userId: 'user-1', notes: undefined },
      ]);
      await waitFor(() =>
        expect(sentVariables(PendingDevelopersQuery).length).toBeGreaterThan(listLoads),
      );
    });

    it('still toasts when the reload removes the approved developer first', async () => {
      const server: FakeDeveloperServer = {
        pages: [{ items: [pendingDeveloper()], nextToken: null }],
      };
      serveDevelopers(server);
      renderScreen(<DeveloperReview />);
      await userEvent.click(within(await graceArticle()).getByRole('button', { name: 'Approve' }));
      // From now on the server no longer lists her, so the reload unmounts her card; the stats
      // answer later than the list, as they may, so the card is gone before the reloads settle.
      server.pages = [{ items: [], nextToken: null }];
      answer(AdminStatsQuery, async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { getAdminStats: STATS };
      });
      const dialog = screen.getByRole('dialog', { name: 'Approve developer account' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

      await waitFor(() =>
        expect(screen.queryByRole('article', { name: 'Grace Hopper' })).not.toBeInTheDocument(),
      );
      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith('Developer account approved for Grace Hopper'),
      );
    });

    it('sends the trimmed notes', async () => {
      serveDevelopers({ pages: [{ items: [pendingDeveloper()], nextToken: null }] });
      renderScreen(<DeveloperReview />);
      await userEvent.click(within(await graceArticle()).getByRole('button', { name: 'Approve' }));
      const dialog = screen.getByRole('dialog', { name: 'Approve developer account' });
      await userEvent.type(within(dialog).getByLabelText('Notes (optional)'), '  Checked ID.  ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(toast.success).toHaveBeenCalled());
      expect(sentVariables(ApproveDeveloperAccountMutation)).toEqual([
        { userId: 'user-1', notes: 'Checked ID.' },
      ]);
    });

    it('Cancel sends nothing', async () => {
      serveDevelopers({ pages: [{ items: [pendingDeveloper()], nextToken: null }] });
      renderScreen(<DeveloperReview />);
      await userEvent.click(within(await graceArticle()).getByRole('button', { name: 'Approve' }));
      const dialog = screen.getByRole('dialog', { name: 'Approve developer account' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sentVariables(ApproveDeveloperAccountMutation)).toHaveLength(0);
    });

    it('keeps the buttons disabled while the decision is in flight', async () => {
      let decide: (value: ApproveResult) => void = () => {};
      serveDevelopers({
        pages: [{ items: [pendingDeveloper()], nextToken: null }],
        approve: () => new Promise((resolve) => (decide = resolve)),
      });
      renderScreen(<DeveloperReview />);
      const article = await graceArticle();
      await userEvent.click(within(article).getByRole('button', { name: 'Approve' }));
      const dialog = screen.getByRole('dialog', { name: 'Approve developer account' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

      expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await userEvent.keyboard('{Escape}');
      expect(dialog).toBeInTheDocument();
      expect(sentVariables(ApproveDeveloperAccountMutation)).toHaveLength(1);

      decide({
        approveDeveloperAccount: { userId: 'user-1', developerStatus: { status: 'verified' } },
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('shows the server message of a typed failure in the dialog', async () => {
      serveDevelopers({
        pages: [{ items: [pendingDeveloper()], nextToken: null }],
        approve: () => {
          throw new GraphQLRequestError(
            'VALIDATION_FAILED',
            'Approval notes must be 1000 characters or less',
            200,
          );
        },
      });
      renderScreen(<DeveloperReview />);
      await userEvent.click(within(await graceArticle()).getByRole('button', { name: 'Approve' }));
      const dialog = screen.getByRole('dialog', { name: 'Approve developer account' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Failed to approve developer account. Approval notes must be 1000 characters or less',
      );
      expect(toast.error).toHaveBeenCalledWith('Failed to approve developer account', {
        description: 'Approval notes must be 1000 characters or less',
      });
    });

    it('closes and toasts when another admin decided first', async () => {
      serveDevelopers({
        pages: [{ items: [pendingDeveloper()], nextToken: null }],
        approve: () => {
          throw new GraphQLRequestError(
            'ALREADY_REVIEWED',
            'This developer account has already been reviewed.',
            200,
          );
        },
      });
      const consoleError = vi.spyOn(console, 'error');
      renderScreen(<DeveloperReview />);
      await userEvent.click(within(await graceArticle()).getByRole('button', { name: 'Approve' }));
      await userEvent.click(
        within(screen.getByRole('dialog', { name: 'Approve developer account' })).getByRole(
          'button',
          { name: 'Approve' },
        ),
      );
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Failed to approve developer account', {
          description: 'This developer account has already been reviewed.',
        }),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // An expected, typed failure is not logged as a fault.
      expect(consoleError).not.toHaveBeenCalled();
    });
  });
});
