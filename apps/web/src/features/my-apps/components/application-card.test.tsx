import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FREE_TO_PAID,
  livePriceRange,
  PAID_TO_FREE,
  PRICE_NEGATIVE,
  priceTooHigh,
} from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { sentVariables } from '@/testing/graphql';
import { application, serveMyApps, type FakeMyAppsServer } from '@/testing/my-apps';
import { renderScreen } from '@/testing/render';
import type { AppStatus } from '@/lib/graphql/graphql';
import { DeleteApplicationMutation } from '../api/delete-application';
import {
  DeveloperApplicationsQuery,
  type DeveloperApplication,
} from '../api/list-developer-applications';
import { UpdateApplicationMutation } from '../api/update-application';
import { MyApplications } from './my-applications';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function showApp(app: DeveloperApplication, extra: Omit<FakeMyAppsServer, 'pages'> = {}) {
  const server: FakeMyAppsServer = { pages: [{ items: [app], nextToken: null }], ...extra };
  serveMyApps(server);
  renderScreen(<MyApplications />, { url: '/apps' });
  const card = await screen.findByRole('article', { name: app.appName });
  return { card, server };
}

async function openMenu(card: HTMLElement) {
  await userEvent.click(within(card).getByRole('button', { name: /^Actions for / }));
  return screen.findByRole('menu');
}

/** Each item of the open menu as 'label' or 'label (disabled)', hints included. */
function describeMenu(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map(
      (item) =>
        `${item.textContent}${item.getAttribute('aria-disabled') === 'true' ? ' (disabled)' : ''}`,
    );
}

describe('the card menu', () => {
  const MENUS: Record<AppStatus, string[]> = {
    DRAFT: [
      'Edit Details',
      'Submit New Version (disabled)',
      'Version History',
      'View Analytics (disabled)',
      'Copy Store Link (disabled)',
      'Delete App',
    ],
    REJECTED: [
      'Edit Details',
      'Submit New Version (disabled)',
      'Version History',
      'View Analytics (disabled)',
      'Copy Store Link (disabled)',
      'Delete App',
    ],
    SUBMITTED: [
      'Edit DetailsIn review (disabled)',
      'Submit New Version (disabled)',
      'Version History',
      'View Analytics (disabled)',
      'Copy Store Link (disabled)',
      'Withdraw',
    ],
    LIVE: [
      'Edit Price',
      'Submit New Version',
      'Version History',
      'View Analytics',
      'Copy Store Link',
      'Unpublish',
    ],
    SUSPENDED: [
      'Edit Price',
      'Submit New Version',
      'Version History',
      'View Analytics',
      'Copy Store Link',
      'Unpublish',
    ],
  };

  it.each(Object.entries(MENUS))('offers what a %s app allows', async (status, expected) => {
    const { card } = await showApp(application({ status: status as AppStatus }));
    expect(describeMenu(await openMenu(card))).toEqual(expected);
  });

  it('opens the app form to edit a draft', async () => {
    const { card } = await showApp(application({ status: 'DRAFT' }));
    const menu = await openMenu(card);
    expect(within(menu).getByRole('menuitem', { name: 'Edit Details' })).toHaveAttribute(
      'href',
      '/apps/create?edit=app-1',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit Details' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/apps/create?edit=app-1');
  });

  it('opens the update form and the version history of a published app', async () => {
    const { card } = await showApp(application({ status: 'SUSPENDED' }));
    const menu = await openMenu(card);
    expect(within(menu).getByRole('menuitem', { name: 'Version History' })).toHaveAttribute(
      'href',
      '/apps/app-1/versions',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Submit New Version' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/apps/app-1/versions/new');
  });

  it('opens the analytics of this app from View Analytics', async () => {
    const { card } = await showApp(application({ status: 'LIVE' }));
    const menu = await openMenu(card);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View Analytics' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/analytics?app=app-1');
  });

  it('is reachable with the keyboard', async () => {
    const { card } = await showApp(application({ status: 'SUBMITTED' }));
    within(card).getByRole('button', { name: 'Actions for Pocket Chess' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Disabled items are skipped: the first stop is Withdraw.
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Withdraw' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Withdraw from Review' })).toBeInTheDocument();
  });

  it('copies the store link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { card } = await showApp(application({ status: 'LIVE' }));
    // user-event installs its own clipboard stub on setup; replace it after that.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const menu = await openMenu(card);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy Store Link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Store link copied'));
    expect(writeText).toHaveBeenCalledWith('http://portal.test/store/apps/com.example.chess');
  });
});

describe('typed confirmations', () => {
  async function openStep(card: HTMLElement, item: string, title: string) {
    const menu = await openMenu(card);
    await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
    return screen.findByRole('dialog', { name: title });
  }

  it('enables Withdraw only for the typed phrase, in any case', async () => {
    const { card } = await showApp(application({ status: 'SUBMITTED' }));
    const dialog = await openStep(card, 'Withdraw', 'Withdraw from Review');
    const input = within(dialog).getByLabelText('Type withdraw Pocket Chess to confirm');
    const withdraw = within(dialog).getByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    await userEvent.type(input, 'withdraw Pocket');
    expect(withdraw).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(sentVariables(UpdateApplicationMutation)).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, '  WITHDRAW pocket CHESS ');
    expect(withdraw).toBeEnabled();

    const listLoads = sentVariables(DeveloperApplicationsQuery).length;
    await userEvent.click(withdraw);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        '"Pocket Chess" has been withdrawn from review successfully',
      ),
    );
    expect(sentVariables(UpdateApplicationMutation)).toEqual([
      { appId: 'app-1', input: { action: 'WITHDRAW' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sentVariables(DeveloperApplicationsQuery).length).toBeGreaterThan(listLoads),
    );
  });

  it('deletes a draft and toasts even when the reload removes its card first', async () => {
    const { card, server } = await showApp(application({ status: 'DRAFT' }));
    const dialog = await openStep(card, 'Delete App', 'Delete App');
    await userEvent.type(
      within(dialog).getByLabelText('Type delete Pocket Chess to confirm'),
      'delete pocket chess',
    );
    server.pages = [{ items: [], nextToken: null }];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete App' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('"Pocket Chess" has been deleted successfully'),
    );
    expect(sentVariables(DeleteApplicationMutation)).toEqual([{ appId: 'app-1' }]);
    expect(await screen.findByRole('link', { name: 'Create Your First App' })).toBeInTheDocument();
    // Its menu button is gone, so focus goes to the page heading rather than the document.
    expect(screen.getByRole('heading', { level: 1, name: 'My Applications' })).toHaveFocus();
  });

  it('unpublishes a live app', async () => {
    const { card } = await showApp(application({ status: 'LIVE' }));
    const dialog = await openStep(card, 'Unpublish', 'Unpublish App');
    await userEvent.type(
      within(dialog).getByLabelText('Type unpublish Pocket Chess to confirm'),
      'Unpublish Pocket Chess',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        '"Pocket Chess" has been unpublished successfully',
      ),
    );
    expect(sentVariables(UpdateApplicationMutation)).toEqual([
      { appId: 'app-1', input: { action: 'UNPUBLISH' } },
    ]);
  });

  it('keeps the dialog for a retry when the request fails unexplained', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { card } = await showApp(application({ status: 'REJECTED' }), {
      remove: () => {
        throw new GraphQLRequestError('NETWORK_ERROR', 'Request failed (502)', 502);
      },
    });
    const dialog = await openStep(card, 'Delete App', 'Delete App');
    const input = within(dialog).getByLabelText('Type delete Pocket Chess to confirm');
    await userEvent.type(input, 'delete Pocket Chess');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete App' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to delete application. Please try again.',
        undefined,
      ),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Failed to delete application. Please try again.',
    );
    expect(input).toHaveValue('delete Pocket Chess');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('closes with the server reason when the app changed meanwhile', async () => {
    const { card } = await showApp(application({ status: 'SUBMITTED' }), {
      update: () => {
        throw new GraphQLRequestError(
          'INVALID_TRANSITION',
          'Only an app under review can be withdrawn.',
          200,
        );
      },
    });
    const consoleError = vi.spyOn(console, 'error');
    const dialog = await openStep(card, 'Withdraw', 'Withdraw from Review');
    await userEvent.type(
      within(dialog).getByLabelText('Type withdraw Pocket Chess to confirm'),
      'withdraw pocket chess',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to withdraw application. Please try again.',
        { description: 'Only an app under review can be withdrawn.' },
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('Cancel sends nothing and returns focus to the menu button', async () => {
    const { card } = await showApp(application({ status: 'DRAFT' }));
    const dialog = await openStep(card, 'Delete App', 'Delete App');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentVariables(DeleteApplicationMutation)).toHaveLength(0);
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Actions for Pocket Chess' })).toHaveFocus(),
    );
  });
});

describe('the price dialog', () => {
  async function openPrice(app: DeveloperApplication, extra: Omit<FakeMyAppsServer, 'pages'> = {}) {
    const { card } = await showApp(app, extra);
    const menu = await openMenu(card);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Price' });
    return {
      dialog,
      input: within(dialog).getByLabelText('Price (USD)'),
      update: within(dialog).getByRole('button', { name: 'Update Price' }),
    };
  }

  it("names the app's currency in the label and every message", async () => {
    const { card } = await showApp(application({ status: 'LIVE', price: 4.99, currency: 'EUR' }));
    await userEvent.click(
      within(await openMenu(card)).getByRole('menuitem', { name: 'Edit Price' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Price' });
    const input = within(dialog).getByLabelText('Price (EUR)');
    await userEvent.clear(input);
    await userEvent.type(input, '1000');
    expect(within(dialog).getByText('Price cannot exceed €999.99')).toBeInTheDocument();
    await userEvent.clear(input);
    expect(within(dialog).getByText('Price must be between €0.01 and €999.99')).toBeInTheDocument();
    expect(within(dialog).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('applies the live price rules of a paid app', async () => {
    const { dialog, input, update } = await openPrice(application({ status: 'LIVE', price: 4.99 }));
    expect(input).toHaveValue(4.99);
    expect(input).toHaveAttribute('step', '0.01');
    // Unchanged: nothing to update, and no error.
    expect(update).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'false');

    const cases: [string, string][] = [
      ['0', PAID_TO_FREE],
      ['-1', PRICE_NEGATIVE],
      ['1000', priceTooHigh('USD')],
      ['1.234', livePriceRange('USD')],
    ];
    for (const [typed, message] of cases) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      expect(within(dialog).getByText(message)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(update).toBeDisabled();
    }
    await userEvent.clear(input);
    expect(within(dialog).getByText(livePriceRange('USD'))).toBeInTheDocument();
    expect(update).toBeDisabled();

    await userEvent.type(input, '5.49');
    expect(update).toBeEnabled();
    await userEvent.click(update);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('App price updated successfully'),
    );
    expect(sentVariables(UpdateApplicationMutation)).toEqual([
      { appId: 'app-1', input: { price: 5.49 } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a free app free', async () => {
    const { dialog, input, update } = await openPrice(
      application({ status: 'SUSPENDED', price: 0 }),
    );
    expect(dialog).toHaveTextContent('free apps must remain free');
    expect(update).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '1.99');
    expect(within(dialog).getByText(FREE_TO_PAID)).toBeInTheDocument();
    expect(update).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(sentVariables(UpdateApplicationMutation)).toHaveLength(0);
  });

  it("shows the server's reason when it refuses", async () => {
    const { dialog, input, update } = await openPrice(
      application({ status: 'LIVE', price: 4.99 }),
      {
        update: () => {
          throw new GraphQLRequestError(
            'VALIDATION_FAILED',
            'Cannot convert a paid app to free. Paid apps must remain paid.',
            200,
          );
        },
      },
    );
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await userEvent.click(update);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cannot convert a paid app to free. Paid apps must remain paid.',
    );
    expect(toast.error).toHaveBeenCalledWith('Failed to update price. Please try again.', {
      description: 'Cannot convert a paid app to free. Paid apps must remain paid.',
    });
    expect(toast.success).not.toHaveBeenCalled();
  });
});
