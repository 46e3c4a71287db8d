import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { COUNTS, adminApplication, listDown, serveApps } from '@/testing/admin-apps';
import { sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { AdminApplicationCountsQuery } from '../api/get-admin-application-counts';
import { AdminApplicationDetailsQuery } from '../api/get-application-details';
import { DeveloperForAdminQuery } from '../api/get-developer-for-admin';
import { GenerateVersionPackageLinkDocument } from '@/lib/api/version-download';
import { AdminApplicationsQuery, type AdminApplication } from '../api/list-all-applications';
import { RestoreApplicationMutation } from '../api/restore-application';
import { SuspendApplicationMutation } from '../api/suspend-application';
import { AllApps } from './all-apps';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const live = (overrides: Partial<AdminApplication> = {}) =>
  adminApplication({ status: 'LIVE', visibility: 'PUBLIC', ...overrides });

function serveList(...items: AdminApplication[]) {
  serveApps({ pages: [{ items, nextToken: null }] });
}

async function card(name = 'Pocket Chess') {
  return within(await screen.findByRole('article', { name }));
}

function fact(scope: ReturnType<typeof within>, term: string) {
  return scope.getByText(term, { selector: 'dt' }).nextElementSibling;
}

async function openMenu(name = 'Pocket Chess') {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return within(await screen.findByRole('menu'));
}

describe('AllApps', () => {
  it('shows the counts and every field of an app card', async () => {
    serveList(live());
    renderScreen(<AllApps />);

    const app = await card();
    expect(screen.getByRole('heading', { level: 1, name: 'All Apps' })).toBeInTheDocument();
    const counts: [string, number][] = [
      ['Total', COUNTS.totalExceptSubmitted],
      ['Published', COUNTS.live],
      ['Draft', COUNTS.draft],
      ['Suspended', COUNTS.suspended],
      ['Rejected', COUNTS.rejected],
    ];
    for (const [title, value] of counts) {
      await waitFor(() =>
        expect(screen.getByRole('group', { name: title })).toHaveTextContent(String(value)),
      );
    }

    expect(app.getByText('Published')).toBeInTheDocument();
    expect(app.getByText('v1.2.0')).toBeInTheDocument();
    expect(app.getByText('Chess puzzles for the VMU Pro.')).toBeInTheDocument();
    expect(fact(app, 'Price')).toHaveTextContent('$4.99');
    expect(fact(app, 'Size')).toHaveTextContent('1.5 MB');
    expect(fact(app, 'Bundle ID')).toHaveTextContent('com.example.pocketchess');
    expect(fact(app, 'Categories')).toHaveTextContent('Game, puzzle');
    expect(fact(app, 'Age rating')).toHaveTextContent('PEGI 7');
    expect(fact(app, 'Visibility')).toHaveTextContent('Public');
    expect(fact(app, 'Downloads')).toHaveTextContent(new Intl.NumberFormat().format(12345));
    expect(fact(app, 'Gross sales')).toHaveTextContent('$1,234.50');
    expect(fact(app, 'Active users')).toHaveTextContent('678');
    expect(fact(app, 'Developer')).toHaveTextContent('Grace Hopper');
    expect(app.getByText('Updated', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
        new Date('2026-11-20T10:00:00.000Z'),
      ),
    );

    // Every status but SUBMITTED, 100 a page.
    expect(sentVariables(AdminApplicationsQuery)[0]).toMatchObject({
      excludeStatus: 'SUBMITTED',
      status: null,
      search: null,
      limit: 100,
    });
    expect(sentVariables(AdminApplicationCountsQuery)).toHaveLength(1);
  });

  it("writes 'Free', 'Unknown', 'Private' and 'Recently' for what an app lacks", async () => {
    serveList(
      adminApplication({
        status: 'DRAFT',
        price: 0,
        visibility: null as unknown as AdminApplication['visibility'],
        assets: { ...adminApplication().assets, vmupack: null, vmupackSize: null },
        metadata: { updatedAt: null as unknown as string },
      }),
    );
    renderScreen(<AllApps />);
    const app = await card();
    expect(fact(app, 'Price')).toHaveTextContent('Free');
    expect(fact(app, 'Size')).toHaveTextContent('Unknown');
    expect(fact(app, 'Visibility')).toHaveTextContent('Private');
    expect(app.getByText('Updated', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Recently',
    );
  });

  it('filters by status on the server, with LIVE shown as Published', async () => {
    serveList(live());
    renderScreen(<AllApps />);
    await card();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Draft', 'Published', 'Suspended', 'Rejected']);
    await userEvent.selectOptions(status, 'Published');
    await waitFor(() =>
      expect(sentVariables(AdminApplicationsQuery).at(-1)).toMatchObject({
        status: 'LIVE',
        excludeStatus: 'SUBMITTED',
      }),
    );
  });

  it('sends the search to the server once typing pauses', async () => {
    serveList(live());
    renderScreen(<AllApps />);
    await card();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute(
      'placeholder',
      'Search by app name, description, or developer...',
    );
    await userEvent.type(search, '  grace ');
    await waitFor(() =>
      expect(sentVariables(AdminApplicationsQuery).at(-1)).toMatchObject({ search: 'grace' }),
    );
    // One request for the settled text, none for each keystroke.
    expect(sentVariables(AdminApplicationsQuery).filter((call) => call.search)).toHaveLength(1);
  });

  it('tells apart an empty store and a search that finds nothing', async () => {
    serveList();
    const { unmount } = renderScreen(<AllApps />);
    expect(await screen.findByRole('heading', { name: 'No applications found' })).toBeVisible();
    expect(screen.getByText('No applications have been created yet')).toBeVisible();
    unmount();

    serveList();
    renderScreen(<AllApps />);
    await screen.findByText('No applications have been created yet');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('Try adjusting your search or filters')).toBeVisible();
  });

  it.each([
    ['LIVE', ['View Details', 'Download', 'View Developer', 'Suspend App']],
    ['SUSPENDED', ['View Details', 'Download', 'View Developer', 'Restore App']],
    ['DRAFT', ['View Details', 'Download', 'View Developer']],
    ['REJECTED', ['View Details', 'Download', 'View Developer']],
  ] as const)('offers the moderation a %s app allows', async (status, items) => {
    serveList(adminApplication({ status }));
    renderScreen(<AllApps />);
    await card();
    const menu = await openMenu();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(items);
  });

  it('offers no Download without a package', async () => {
    serveList(live({ assets: { ...adminApplication().assets, vmupack: null, vmupackSize: null } }));
    renderScreen(<AllApps />);
    await card();
    const menu = await openMenu();
    expect(menu.queryByRole('menuitem', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('suspends a live app with an optional reason', async () => {
    serveList(live());
    renderScreen(<AllApps />);
    await card();
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Suspend App' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend App' }));
    await userEvent.type(dialog.getByLabelText('Reason (optional)'), ' Crashes on start. ');
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend App' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pocket Chess has been suspended'),
    );
    expect(sentVariables(SuspendApplicationMutation)).toEqual([
      { appId: 'app-1', reason: 'Crashes on start.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the card's menu button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for Pocket Chess' })).toHaveFocus(),
    );
  });

  it('suspends without a reason, and shows a failure in the dialog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    serveApps({
      pages: [{ items: [live()], nextToken: null }],
      suspend: (variables) => {
        if (fail) throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Boom', 500);
        return {
          suspendApplication: {
            appId: variables.appId,
            status: 'SUSPENDED',
            visibility: 'PRIVATE',
          },
        };
      },
    });
    renderScreen(<AllApps />);
    await card();
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Suspend App' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend App' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend App' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to suspend application. Please try again.',
    );
    expect(toast.error).toHaveBeenCalledWith('Failed to suspend application', undefined);

    fail = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend App' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pocket Chess has been suspended'),
    );
    expect(sentVariables(SuspendApplicationMutation).at(-1)).toEqual({
      appId: 'app-1',
      reason: null,
    });
  });

  it('restores a suspended app and reloads the list and the counts', async () => {
    serveList(adminApplication({ status: 'SUSPENDED' }));
    renderScreen(<AllApps />);
    await card();
    const before = sentVariables(AdminApplicationCountsQuery).length;
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Restore App' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pocket Chess has been restored'),
    );
    expect(sentVariables(RestoreApplicationMutation)).toEqual([{ appId: 'app-1' }]);
    await waitFor(() =>
      expect(sentVariables(AdminApplicationCountsQuery).length).toBeGreaterThan(before),
    );
  });

  it("shows the server's message when a restore is refused", async () => {
    serveApps({
      pages: [{ items: [adminApplication({ status: 'SUSPENDED' })], nextToken: null }],
      restore: () => {
        throw new GraphQLRequestError(
          'ALREADY_REVIEWED',
          'This application has already been reviewed or changed.',
          200,
        );
      },
    });
    renderScreen(<AllApps />);
    await card();
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Restore App' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to restore application', {
        description: 'This application has already been reviewed or changed.',
      }),
    );
  });

  it('View Details shows the versions and the review history', async () => {
    serveList(live());
    renderScreen(<AllApps />);
    await card();
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pocket Chess' }));
    const versions = within(await dialog.findByRole('region', { name: 'Versions' }));
    const [current, rejected] = versions.getAllByRole('listitem');
    expect(current).toHaveTextContent('v1.2.0');
    expect(current).toHaveTextContent('Update');
    expect(current).toHaveTextContent('Live');
    expect(current).toHaveTextContent(/Decided/);
    expect(rejected).toHaveTextContent('v1.1.0');
    expect(rejected).not.toHaveTextContent('Update');
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Reviewer’s reason: The knight moves like a bishop.');
    // Only a version with a package offers its download, through an expiring link of its own.
    expect(within(rejected!).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(versions.getByRole('button', { name: 'Download v1.2.0' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Downloaded Pocket Chess v1.2.0 vmupack'),
    );
    expect(sentVariables(GenerateVersionPackageLinkDocument)).toEqual([{ versionId: 'v-2' }]);
    expect(click).toHaveBeenCalledTimes(1);
    const history = within(dialog.getByRole('region', { name: 'Review history' }));
    const events = history.getAllByRole('listitem');
    expect(events).toHaveLength(2);
    expect(events[0]).toHaveTextContent('Approved');
    expect(events[0]).toHaveTextContent('Under Review → Published by Ada Admin');
    expect(events[1]).toHaveTextContent('Rejected');
    expect(events[1]).toHaveTextContent('The knight moves like a bishop.');
    expect(sentVariables(AdminApplicationDetailsQuery)).toEqual([{ appId: 'app-1' }]);
  });

  it('View Developer shows the profile and the verification history', async () => {
    serveList(live());
    renderScreen(<AllApps />);
    await card();
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'View Developer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Grace Hopper' }));
    expect(await dialog.findByText('grace@example.com')).toBeInTheDocument();
    expect(dialog.getByText('Verified', { selector: 'span' })).toBeInTheDocument();
    expect(dialog.getByText('COBOL Ltd')).toBeInTheDocument();
    expect(dialog.getByText('Germany')).toBeInTheDocument();
    const history = within(dialog.getByRole('region', { name: 'Verification history' }));
    const changes = history.getAllByRole('listitem');
    expect(changes).toHaveLength(2);
    expect(changes[0]).toHaveTextContent('By the developer');
    expect(changes[1]).toHaveTextContent('Pending → Verified');
    expect(changes[1]).toHaveTextContent('By Ada Admin');
    expect(sentVariables(DeveloperForAdminQuery)).toEqual([{ userId: 'user-1' }]);
  });

  it("toasts 'Failed to load applications' when the list cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveApps({ pages: [], list: listDown });
    renderScreen(<AllApps />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(toast.error).toHaveBeenCalledWith('Failed to load applications', undefined);
  });
});
