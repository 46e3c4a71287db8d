import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { COUNTS, adminApplication, listDown, serveApps } from '@/testing/admin-apps';
import { sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { ApproveApplicationMutation } from '../api/approve-application';
import { GenerateDownloadUrlMutation } from '../api/generate-download-url';
import { AdminApplicationCountsQuery } from '../api/get-admin-application-counts';
import { AdminApplicationsQuery } from '../api/list-all-applications';
import { RejectApplicationMutation } from '../api/reject-application';
import { StaffViewerProvider } from '../staff-viewer';
import { AppReview } from './app-review';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

afterEach(() => {
  vi.useRealTimers();
});

function serveQueue(...items: ReturnType<typeof adminApplication>[]) {
  serveApps({ pages: [{ items, nextToken: null }] });
}

async function card(name = 'Pocket Chess') {
  return within(await screen.findByRole('article', { name }));
}

function fact(scope: ReturnType<typeof within>, term: string) {
  return scope.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('AppReview', () => {
  it('shows the counts and every field of a submitted app', async () => {
    serveQueue(adminApplication());
    renderScreen(<AppReview />);

    const app = await card();
    expect(screen.getByRole('heading', { level: 1, name: 'App Review' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Pending Review' })).toHaveTextContent(
        String(COUNTS.submitted),
      ),
    );
    expect(screen.getByRole('group', { name: 'Approved Today' })).toHaveTextContent(
      String(COUNTS.liveSince),
    );
    expect(screen.getByRole('group', { name: 'Total Live' })).toHaveTextContent(
      String(COUNTS.live),
    );

    expect(app.getByText('Chess puzzles for the VMU Pro.')).toBeInTheDocument();
    expect(app.getByText('Under Review')).toBeInTheDocument();
    expect(fact(app, 'Price')).toHaveTextContent('$4.99');
    expect(fact(app, 'Currency')).toHaveTextContent('USD');
    expect(fact(app, 'Package size')).toHaveTextContent('1.5 MB');
    expect(fact(app, 'Bundle identifier')).toHaveTextContent('com.example.pocketchess');
    expect(fact(app, 'Version')).toHaveTextContent('1.2.0');
    expect(fact(app, 'Categories')).toHaveTextContent('Game, puzzle');
    expect(fact(app, 'Age rating')).toHaveTextContent('PEGI 7');
    expect(app.getByText(/Hundreds of puzzles\./)).toBeInTheDocument();

    // Three of the five screenshots, then a '+2' tile.
    const shots = within(app.getByRole('group', { name: 'Screenshots' }));
    expect(shots.getAllByRole('img')).toHaveLength(3);
    expect(shots.getByRole('img', { name: 'Screenshot 3 of 5' })).toHaveAttribute(
      'src',
      'http://portal.test/files/shot-3.png',
    );
    expect(shots.getByText('+2')).toBeInTheDocument();
    expect(shots.getByText('2 more screenshots')).toBeInTheDocument();

    // The queue asks for SUBMITTED apps, 100 a page; Approved Today counts from local midnight.
    expect(sentVariables(AdminApplicationsQuery)[0]).toMatchObject({
      status: 'SUBMITTED',
      limit: 100,
    });
    const { approvedSince } = sentVariables(AdminApplicationCountsQuery)[0]!;
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    expect(approvedSince).toBe(midnight.toISOString());
  });

  it("writes 'Free', 'Unknown' and no '+N' tile when there is nothing more to show", async () => {
    serveQueue(
      adminApplication({
        price: 0,
        currency: 'EUR',
        ageRating: { pegi: null },
        assets: {
          ...adminApplication().assets,
          vmupack: null,
          vmupackSize: null,
          screenshots: { web: [{ key: 's1', url: 'http://portal.test/files/s1.png' }] },
        },
      }),
    );
    renderScreen(<AppReview />);
    const app = await card();
    expect(fact(app, 'Price')).toHaveTextContent('Free');
    expect(fact(app, 'Currency')).toHaveTextContent('EUR');
    expect(fact(app, 'Package size')).toHaveTextContent('Unknown');
    expect(fact(app, 'Age rating')).toHaveTextContent('Not rated');
    const shots = within(app.getByRole('group', { name: 'Screenshots' }));
    expect(shots.getAllByRole('img')).toHaveLength(1);
    expect(shots.queryByText(/^\+\d/)).not.toBeInTheDocument();
  });

  it('offers Download only with a package, and Approve and Reject only while SUBMITTED', async () => {
    serveQueue(
      adminApplication(),
      adminApplication({
        appId: 'app-2',
        appName: 'No Package',
        assets: { ...adminApplication().assets, vmupack: null, vmupackSize: null },
      }),
      // Approved by another admin since the list was made.
      adminApplication({ appId: 'app-3', appName: 'Already Live', status: 'LIVE' }),
    );
    renderScreen(<AppReview />);

    const full = await card();
    for (const name of ['Preview', 'Download', 'Approve', 'Reject']) {
      expect(full.getByRole('button', { name })).toBeEnabled();
    }
    const bare = await card('No Package');
    expect(bare.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(bare.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    const live = await card('Already Live');
    expect(live.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(live.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(live.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('shows when a submitted app was sent and its wait against the 1-3 business day promise', async () => {
    serveQueue(adminApplication());
    renderScreen(<AppReview />);
    const app = await card();
    expect(app.getByText(/^Submitted/)).toHaveTextContent(
      /Submitted .+ · (Waiting .+ of 1-3 business days|Overdue: waiting .+ \(promised 1-3 business days\))/,
    );
  });

  it("offers no decision on the staff member's own app, which the server refuses", async () => {
    const own = adminApplication();
    serveQueue(own);
    renderScreen(
      <StaffViewerProvider viewerId={own.developer.userId}>
        <AppReview />
      </StaffViewerProvider>,
    );

    const app = await card();
    expect(app.getByText('This is your own app. Another admin reviews it.')).toBeVisible();
    expect(app.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(app.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('approves an app, toasts and reloads the queue and the counts', async () => {
    serveQueue(adminApplication());
    renderScreen(<AppReview />);
    const app = await card();
    const listsBefore = sentVariables(AdminApplicationsQuery).length;
    const countsBefore = sentVariables(AdminApplicationCountsQuery).length;

    await userEvent.click(app.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pocket Chess has been approved and published'),
    );
    expect(sentVariables(ApproveApplicationMutation)).toEqual([{ appId: 'app-1' }]);
    // The decided card's buttons are leaving: focus waits on the page heading.
    expect(screen.getByRole('heading', { level: 1, name: 'App Review' })).toHaveFocus();
    expect(sentVariables(AdminApplicationsQuery).length).toBeGreaterThan(listsBefore);
    expect(sentVariables(AdminApplicationCountsQuery).length).toBeGreaterThan(countsBefore);
  });

  it("shows the server's message when another admin reviewed the app first", async () => {
    serveApps({
      pages: [{ items: [adminApplication()], nextToken: null }],
      approve: () => {
        throw new GraphQLRequestError(
          'ALREADY_REVIEWED',
          'This application has already been reviewed or changed.',
          200,
        );
      },
    });
    renderScreen(<AppReview />);
    await userEvent.click((await card()).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to approve application', {
        description: 'This application has already been reviewed or changed.',
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('keeps Reject disabled until a reason is written, then sends it trimmed', async () => {
    serveQueue(adminApplication());
    renderScreen(<AppReview />);
    await userEvent.click((await card()).getByRole('button', { name: 'Reject' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Application' }));
    const reason = dialog.getByLabelText('Rejection Reason *');
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription(
      'Be specific about what needs to be fixed or improved. 0 of 1000 characters.',
    );
    const reject = dialog.getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await userEvent.type(reason, '   ');
    expect(reject).toBeDisabled();
    // Enter in a blank form sends nothing either.
    await userEvent.type(reason, '{Enter}');
    expect(sentVariables(RejectApplicationMutation)).toHaveLength(0);

    await userEvent.type(reason, 'The icon is blurry.  ');
    expect(reject).toBeEnabled();
    await userEvent.click(reject);

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pocket Chess has been rejected'),
    );
    expect(sentVariables(RejectApplicationMutation)).toEqual([
      { appId: 'app-1', reason: expect.stringMatching(/^The icon is blurry\.$/) },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'App Review' })).toHaveFocus();
  });

  it('Cancel closes the reject dialog without sending anything, and it opens blank again', async () => {
    serveQueue(adminApplication());
    renderScreen(<AppReview />);
    const app = await card();
    await userEvent.click(app.getByRole('button', { name: 'Reject' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Reject Application' }));
    await userEvent.type(dialog.getByLabelText('Rejection Reason *'), 'Half a thought');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.getByRole('button', { name: 'Reject' })).toHaveFocus();

    await userEvent.click(app.getByRole('button', { name: 'Reject' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Reject Application' }));
    expect(dialog.getByLabelText('Rejection Reason *')).toHaveValue('');
    expect(sentVariables(RejectApplicationMutation)).toHaveLength(0);
  });

  it('keeps the reason after an unexpected failure so the admin can retry', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    serveApps({
      pages: [{ items: [adminApplication()], nextToken: null }],
      reject: (variables) => {
        if (fail) throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Boom', 500);
        return {
          rejectApplication: { appId: variables.appId, status: 'REJECTED', visibility: 'PRIVATE' },
        };
      },
    });
    renderScreen(<AppReview />);
    await userEvent.click((await card()).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Application' }));
    await userEvent.type(dialog.getByLabelText('Rejection Reason *'), 'Blurry icon');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to reject application. Please try again.',
    );
    expect(toast.error).toHaveBeenCalledWith('Failed to reject application', undefined);
    expect(consoleError).toHaveBeenCalled();
    expect(dialog.getByLabelText('Rejection Reason *')).toHaveValue('Blurry icon');

    fail = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pocket Chess has been rejected'),
    );
  });

  it('says so when nothing is pending review', async () => {
    serveQueue();
    renderScreen(<AppReview />);
    expect(await screen.findByRole('heading', { name: 'No applications found' })).toBeVisible();
    expect(screen.getByText('No applications are currently pending review.')).toBeVisible();
  });

  it("toasts 'Failed to load applications' when the queue cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveApps({ pages: [], list: listDown });
    renderScreen(<AppReview />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(toast.error).toHaveBeenCalledWith('Failed to load applications', undefined);
  });

  it('pages with Load more', async () => {
    serveApps({
      pages: [
        { items: [adminApplication()], nextToken: '1' },
        { items: [adminApplication({ appId: 'app-2', appName: 'Second Page' })], nextToken: null },
      ],
    });
    renderScreen(<AppReview />);
    await card();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await card('Second Page');
    expect(sentVariables(AdminApplicationsQuery)[1]).toMatchObject({ nextToken: '1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('downloads the package through an expiring link under the server-given file name', async () => {
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    serveQueue(adminApplication());
    renderScreen(<AppReview />);
    await userEvent.click((await card()).getByRole('button', { name: 'Download' }));

    expect(toast.info).toHaveBeenCalledWith('Preparing download for Pocket Chess...');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Downloaded Pocket Chess vmupack'),
    );
    expect(sentVariables(GenerateDownloadUrlMutation)).toEqual([{ appId: 'app-1' }]);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.href).toBe('http://portal.test/api/downloads/app-1?sig=abc');
    expect(clicks[0]!.download).toBe('Pocket_Chess-v1.2.0.vmupack');
    expect(clicks[0]!.isConnected).toBe(false);
  });

  it.each([
    [
      new GraphQLRequestError('NO_PACKAGE', 'No vmupack file available for download', 200),
      'No vmupack file available for download',
    ],
    [
      new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Boom', 500),
      'Failed to generate download link. Please try again.',
    ],
  ])('shows the download failure %#', async (failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    serveApps({
      pages: [{ items: [adminApplication()], nextToken: null }],
      download: () => {
        throw failure;
      },
    });
    renderScreen(<AppReview />);
    await userEvent.click((await card()).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(click).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('previews the listing as the store page will show it', async () => {
    serveQueue(adminApplication());
    renderScreen(<AppReview />);
    const app = await card();
    await userEvent.click(app.getByRole('button', { name: 'Preview' }));

    const dialog = within(
      await screen.findByRole('dialog', { name: 'Store preview: Pocket Chess' }),
    );
    expect(dialog.getByRole('img', { name: 'Pocket Chess banner' })).toHaveAttribute(
      'src',
      'http://portal.test/files/hero.png',
    );
    expect(dialog.getByText('Chess puzzles for the VMU Pro.')).toBeInTheDocument();
    expect(dialog.getByText(/Three difficulty levels/)).toBeInTheDocument();
    expect(dialog.getAllByRole('img', { name: /^Screenshot \d of 5$/ })).toHaveLength(5);
    expect(dialog.getByText('$4.99')).toBeInTheDocument();
    expect(dialog.getByText('PEGI 7')).toBeInTheDocument();
    // Read-only: nothing to decide in the preview.
    expect(dialog.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.getByRole('button', { name: 'Preview' })).toHaveFocus();
  });
});
