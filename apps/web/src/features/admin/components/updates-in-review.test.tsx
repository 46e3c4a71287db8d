import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import {
  COUNTS,
  adminApplication,
  serveApps,
  updateInReview,
  type FakeAppServer,
} from '@/testing/admin-apps';
import { answer, sentVariables } from '@/testing/graphql';
import { GenerateVersionPackageLinkDocument } from '@/lib/api/version-download';
import { renderScreen } from '@/testing/render';
import { ApproveApplicationUpdateMutation } from '../api/approve-application-update';
import { AdminApplicationVersionQuery } from '../api/get-application-version';
import { UpdatesInReviewQuery } from '../api/list-updates-in-review';
import { RejectApplicationUpdateMutation } from '../api/reject-application-update';
import { AppReview } from './app-review';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.clearAllMocks();
});

function serveUpdates(server: Partial<FakeAppServer> = {}) {
  serveApps({
    pages: [{ items: [], nextToken: null }],
    updates: [{ items: [updateInReview()], nextToken: null }],
    ...server,
  });
}

async function updatesSection() {
  return within(await screen.findByRole('region', { name: 'Updates in Review' }));
}

async function updateCard() {
  return within(await (await updatesSection()).findByRole('article', { name: 'Pocket Chess' }));
}

describe('App Review: updates of published apps', () => {
  it('lists an update with its badge, its versions, its developer and its notes', async () => {
    serveUpdates();
    renderScreen(<AppReview />);
    const update = await updateCard();
    expect(update.getByText('Update')).toBeInTheDocument();
    expect(update.getByText('v1.2.0 → v1.3.0')).toBeInTheDocument();
    expect(update.getByText(/by Grace Hopper/)).toBeInTheDocument();
    expect(update.getByText(/New openings\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Updates in Review' })).toHaveTextContent(
        String(COUNTS.updatesInReview),
      ),
    );
    expect(sentVariables(UpdatesInReviewQuery)[0]).toMatchObject({ limit: 100 });
  });

  it('says when the update was submitted, how long it has waited against the promise, and downloads its package', async () => {
    serveUpdates();
    answer(GenerateVersionPackageLinkDocument, () => ({
      generateVersionDownloadUrl: {
        downloadUrl: '/files/packages/pocket-chess-1.3.0.vmupack',
        expiresIn: 300,
        fileName: 'pocket-chess-1.3.0.vmupack',
      },
    }));
    renderScreen(<AppReview />);
    const update = await updateCard();
    expect(update.getByText(/^Submitted/)).toHaveTextContent(
      /Submitted .+ · (Waiting .+ of 1-3 business days|Overdue: waiting .+ \(promised 1-3 business days\))/,
    );
    await userEvent.click(update.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Downloaded Pocket Chess v1.3.0 vmupack'),
    );
    expect(sentVariables(GenerateVersionPackageLinkDocument)).toEqual([
      { versionId: updateInReview().id },
    ]);
  });

  it('says so when no update waits, and pages with Load more', async () => {
    serveUpdates({ updates: [{ items: [], nextToken: null }] });
    const { unmount } = renderScreen(<AppReview />);
    expect(await screen.findByRole('heading', { name: 'No updates to review' })).toBeVisible();
    unmount();

    serveUpdates({
      updates: [
        { items: [updateInReview()], nextToken: '1' },
        {
          items: [
            updateInReview({
              id: 'v-9',
              application: { ...updateInReview().application, appName: 'Second Page' },
            }),
          ],
          nextToken: null,
        },
      ],
    });
    renderScreen(<AppReview />);
    const section = await updatesSection();
    await section.findByRole('article', { name: 'Pocket Chess' });
    await userEvent.click(section.getByRole('button', { name: 'Load more' }));
    expect(await section.findByRole('article', { name: 'Second Page' })).toBeInTheDocument();
  });

  it('View Changes shows the live and the updated values side by side', async () => {
    serveUpdates();
    renderScreen(<AppReview />);
    await userEvent.click((await updateCard()).getByRole('button', { name: 'View Changes' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Changes in Pocket Chess v1.3.0' }),
    );
    const shortDescription = (await dialog.findByRole('heading', { name: 'Short Description' }))
      .parentElement!;
    const [live, updated] = within(shortDescription).getAllByRole('definition');
    expect(live).toHaveTextContent('Chess puzzles for the VMU Pro.');
    expect(updated).toHaveTextContent('Chess puzzles and openings for the VMU Pro.');
    const size = dialog.getByRole('heading', { name: 'Package Size' }).parentElement!;
    expect(
      within(size)
        .getAllByRole('definition')
        .map((side) => side.textContent),
    ).toEqual(['1.5 MB', '1.6 MB']);
    expect(dialog.getByRole('img', { name: 'Live Screenshots 1' })).toHaveAttribute(
      'src',
      'http://portal.test/files/old-shot.png',
    );
    expect(dialog.getByRole('img', { name: 'Update Screenshots 2' })).toHaveAttribute(
      'src',
      'http://portal.test/files/new-shot-2.png',
    );
    expect(dialog.getByText(/Faster hints\./)).toBeInTheDocument();
    expect(sentVariables(AdminApplicationVersionQuery)).toEqual([{ versionId: 'v-3' }]);
  });

  it('approves an update with approveApplicationUpdate', async () => {
    serveUpdates();
    renderScreen(<AppReview />);
    await userEvent.click((await updateCard()).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Pocket Chess v1.3.0 has been approved and is now live',
      ),
    );
    expect(sentVariables(ApproveApplicationUpdateMutation)).toEqual([{ versionId: 'v-3' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'App Review' })).toHaveFocus();
  });

  it('rejects an update with a required reason through rejectApplicationUpdate', async () => {
    serveUpdates();
    renderScreen(<AppReview />);
    await userEvent.click((await updateCard()).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Update' }));
    const reject = dialog.getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Rejection Reason *'), ' The hints are wrong. ');
    await userEvent.click(reject);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pocket Chess v1.3.0 has been rejected'),
    );
    expect(sentVariables(RejectApplicationUpdateMutation)).toEqual([
      { versionId: 'v-3', reason: 'The hints are wrong.' },
    ]);
  });

  it("closes Reject with the server's message when the update is no longer in review", async () => {
    serveUpdates({
      rejectUpdate: () => {
        throw new GraphQLRequestError('UPDATE_NOT_IN_REVIEW', 'This update is withdrawn.', 409);
      },
    });
    renderScreen(<AppReview />);
    await userEvent.click((await updateCard()).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Update' }));
    await userEvent.type(dialog.getByLabelText('Rejection Reason *'), 'Wrong hints.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to reject update', {
        description: 'This update is withdrawn.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('opens the conversation of a first submission without deciding it', async () => {
    serveUpdates({ pages: [{ items: [adminApplication()], nextToken: null }] });
    renderScreen(<AppReview />);
    const first = within(await screen.findByRole('region', { name: 'First Submissions' }));
    const app = within(await first.findByRole('article', { name: 'Pocket Chess' }));
    await userEvent.click(app.getByRole('button', { name: 'Conversation' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Conversation: Pocket Chess v1.2.0' }),
    );
    expect(await dialog.findByText('The hints are faster now.')).toBeInTheDocument();
    expect(sentVariables(AdminApplicationVersionQuery)).toEqual([{ versionId: 'v-submitted' }]);
  });
});
