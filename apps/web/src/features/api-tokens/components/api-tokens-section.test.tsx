import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_NAME_REQUIRED,
  API_TOKEN_NAME_TOO_LONG,
  API_TOKEN_SCOPES_REQUIRED,
  API_TOKENS_LIMIT_REACHED,
  apiTokenNameTaken,
} from '@vmu/domain';
import { formatDate, formatDateTime } from '@/lib/format';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { secretFor, serveApiTokens, tokenAnswer } from '@/testing/api-tokens';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, networkError, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { CreateApiTokenMutation } from '../api/create-api-token';
import { ApiTokensQuery } from '../api/list-api-tokens';
import { RevokeApiTokenMutation } from '../api/revoke-api-token';
import { ApiTokensSection, NO_TOKENS, TOKENS_NOT_LOADED } from './api-tokens-section';
import { NEVER_USED } from './api-tokens-table';
import { SHOWN_ONCE_WARNING, TOKEN_COPIED } from './new-token-secret';
import { TOKEN_REVOKED, TOKEN_NOT_REVOKED } from './revoke-api-token-dialog';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const NOW = new Date('2026-11-24T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

const ACTIVE = tokenAnswer();
const EXPIRED = tokenAnswer({
  id: 'token-2',
  name: 'Old laptop',
  scopes: ['SUBMIT_FOR_REVIEW', 'READ_APPS'],
  prefix: 'vmu_Old2',
  createdAt: '2026-08-01T09:00:00.000Z',
  expiresAt: '2026-08-31T09:00:00.000Z',
  lastUsedAt: null,
});
const REVOKED = tokenAnswer({
  id: 'token-3',
  name: 'Release bot',
  scopes: ['UPLOAD_BUILDS'],
  prefix: 'vmu_Rel3',
  createdAt: '2026-07-01T09:00:00.000Z',
  expiresAt: '2027-07-01T09:00:00.000Z',
  revokedAt: '2026-10-02T10:00:00.000Z',
});

function showSection(tokens = [ACTIVE, EXPIRED, REVOKED], refusals = {}) {
  // Copies: the fake server changes its tokens as the real one would.
  const server = { tokens: tokens.map((token) => ({ ...token })), ...refusals };
  serveApiTokens(server);
  const view = renderScreen(
    <main>
      <ApiTokensSection />
    </main>,
  );
  return { ...view, server };
}

const tokensTable = () => screen.findByRole('table', { name: 'API tokens' });
const rowOf = async (name: string) =>
  (await within(await tokensTable()).findByRole('rowheader', { name })).closest('tr')!;

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create token' }));
  return screen.findByRole('dialog', { name: 'Create API token' });
}

/** Fills the create form as a developer would and presses Create token. */
async function submitCreate(dialog: HTMLElement, name: string, scopes: string[], expiry?: string) {
  if (name) await userEvent.type(within(dialog).getByLabelText('Name'), name);
  for (const scope of scopes) await userEvent.click(within(dialog).getByLabelText(scope));
  if (expiry) await userEvent.click(within(dialog).getByLabelText(expiry));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
}

describe('the list of API tokens', () => {
  it('shows each token with its scopes, prefix, dates and state, in the server’s order', async () => {
    showSection();
    const rows = within(await tokensTable()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Scopes', 'Prefix', 'Created', 'Expires', 'Last used', 'Status', 'Actions']);

    const active = await rowOf('GitHub Actions');
    expect(active).toHaveTextContent('Read apps, Upload builds');
    expect(active).toHaveTextContent('vmu_AbC1…');
    expect(active).toHaveTextContent(formatDate(ACTIVE.createdAt));
    expect(active).toHaveTextContent(formatDate(ACTIVE.expiresAt));
    expect(active).toHaveTextContent(formatDateTime(ACTIVE.lastUsedAt!));
    expect(active).toHaveTextContent('Active');

    const expired = await rowOf('Old laptop');
    // Scopes read in the domain's order, whatever order they come in.
    expect(expired).toHaveTextContent('Read apps, Submit for review');
    expect(expired).toHaveTextContent(NEVER_USED);
    expect(expired).toHaveTextContent('Expired');

    expect(await rowOf('Release bot')).toHaveTextContent('Revoked');
    const names = ['GitHub Actions', 'Old laptop', 'Release bot'];
    rows.slice(1).forEach((row, index) => {
      expect(within(row).getByRole('rowheader')).toHaveAccessibleName(names[index]);
    });
    // Only a working token can be revoked.
    expect(
      screen.getAllByRole('button', { name: /^Revoke / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Revoke GitHub Actions']);
    await expectNoAxeViolations();
  });

  it('turns Expired at the expiry instant itself', async () => {
    vi.setSystemTime(new Date(ACTIVE.expiresAt));
    showSection([ACTIVE]);
    expect(await rowOf('GitHub Actions')).toHaveTextContent('Expired');
    expect(screen.queryByRole('button', { name: /^Revoke / })).not.toBeInTheDocument();
  });

  it('says how to start when there is no token', async () => {
    showSection([]);
    expect(await screen.findByText(NO_TOKENS)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded, and Retry loads it', async () => {
    let fail = true;
    answer(ApiTokensQuery, () => (fail ? networkError() : { apiTokens: [ACTIVE] }));
    renderScreen(<ApiTokensSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(TOKENS_NOT_LOADED);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await rowOf('GitHub Actions')).toBeInTheDocument();
  });
});

describe('Create token', () => {
  it('checks the form with the domain’s rules before sending anything', async () => {
    showSection();
    const sent = sentVariables(CreateApiTokenMutation);
    const dialog = await openCreate();
    // A fresh form: no name, no scope, 90 days.
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).getByRole('group', { name: 'Scopes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '90 days' })).toBeChecked();
    // Each scope is explained under its checkbox, and the explanation describes it.
    expect(
      within(dialog).getByRole('checkbox', { name: 'Upload builds' }),
    ).toHaveAccessibleDescription(
      'Upload a package as a new version of an app and set its release notes.',
    );
    await expectNoAxeViolations();

    await userEvent.type(within(dialog).getByLabelText('Name'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining(API_TOKEN_NAME_REQUIRED)),
    );
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: 'Scopes' })).toHaveAccessibleDescription(
      API_TOKEN_SCOPES_REQUIRED,
    );

    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(API_TOKEN_NAME_MAX_LENGTH + 1));
    await userEvent.click(within(dialog).getByLabelText('Read apps'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText(API_TOKEN_NAME_TOO_LONG)).toBeInTheDocument();
    expect(within(dialog).queryByText(API_TOKEN_SCOPES_REQUIRED)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    await expectNoAxeViolations();
  });

  it('shows the new secret once with Copy, lists the token first, and forgets the secret on Done', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { queryClient } = showSection();
    const sent = sentVariables(CreateApiTokenMutation);
    const dialog = await openCreate();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await submitCreate(
      dialog,
      '  Nightly build  ',
      ['Submit for review', 'Upload builds'],
      '365 days',
    );

    const secretDialog = await screen.findByRole('dialog', { name: 'Copy your new token' });
    // Sent as the domain's schema gives it: trimmed, scopes in the usual order.
    expect(sent).toEqual([
      {
        input: {
          name: 'Nightly build',
          scopes: ['UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW'],
          lifetime: 'DAYS_365',
        },
      },
    ]);
    const secret = secretFor('vmu_New1');
    const field = within(secretDialog).getByLabelText('Token');
    expect(field).toHaveValue(secret);
    expect(field).toHaveAttribute('readonly');
    // Focus is on the secret, which the warning describes.
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(SHOWN_ONCE_WARNING);
    expect(secretDialog).toHaveTextContent(
      `Nightly build: Upload builds, Submit for review. Expires on ${formatDate('2027-11-24T12:00:00.000Z')}.`,
    );
    await expectNoAxeViolations();

    await userEvent.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(TOKEN_COPIED));
    expect(writeText).toHaveBeenCalledWith(secret);

    // Behind the dialog the list already has it, first, without its secret.
    const table = await screen.findByRole('table', { name: 'API tokens', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(within(rows[1]!).getByRole('rowheader', { hidden: true })).toHaveTextContent(
      'Nightly build',
    );
    expect(rows[1]).toHaveTextContent('vmu_New1…');
    expect(rows[1]).toHaveTextContent(NEVER_USED);
    expect(rows[1]).not.toHaveTextContent(secret);

    await userEvent.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Create token' })).toHaveFocus();
    expect(document.body).not.toHaveTextContent(secret);
    // Nothing the app keeps holds the secret any more: not the mutation, not the list.
    await waitFor(() =>
      expect(
        JSON.stringify(
          queryClient
            .getMutationCache()
            .getAll()
            .map((m) => m.state),
        ),
      ).not.toContain(secret),
    );
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain(secret);

    // Opening it again starts a new, empty form.
    const again = await openCreate();
    expect(within(again).getByLabelText('Name')).toHaveValue('');
    expect(within(again).getByRole('checkbox', { name: 'Upload builds' })).not.toBeChecked();
  });

  it('forgets the secret when the dialog is closed with Escape too', async () => {
    const { queryClient } = showSection([]);
    const dialog = await openCreate();
    await submitCreate(dialog, 'CI', ['Read apps']);
    await screen.findByRole('dialog', { name: 'Copy your new token' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        JSON.stringify(
          queryClient
            .getMutationCache()
            .getAll()
            .map((m) => m.state),
        ),
      ).not.toContain(secretFor('vmu_New1')),
    );
    expect(await rowOf('CI')).toBeInTheDocument();
  });

  it('says copying failed and leaves the token to be selected by hand', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    showSection([]);
    const dialog = await openCreate();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await submitCreate(dialog, 'CI', ['Read apps']);
    const secretDialog = await screen.findByRole('dialog', { name: 'Copy your new token' });
    await userEvent.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The token could not be copied', {
        description: 'Select the token and copy it yourself.',
      }),
    );
    expect(within(secretDialog).getByLabelText('Token')).toHaveValue(secretFor('vmu_New1'));
  });

  it('puts the server’s refusal of a name in use under the name', async () => {
    showSection();
    const dialog = await openCreate();
    await submitCreate(dialog, 'GitHub Actions', ['Read apps']);
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining(apiTokenNameTaken('GitHub Actions')),
      ),
    );
    expect(name).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Create API token' })).toBeInTheDocument();
  });

  it('says any other refusal above the buttons, and keeps what was typed', async () => {
    showSection([], {
      refuseCreate: new GraphQLRequestError(
        'API_TOKENS_LIMIT_REACHED',
        API_TOKENS_LIMIT_REACHED,
        409,
      ),
    });
    const dialog = await openCreate();
    await submitCreate(dialog, 'CI', ['Read apps']);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(API_TOKENS_LIMIT_REACHED);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('CI');
  });

  it('does not show a masked server fault as if it were a reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    showSection([], {
      refuseCreate: new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Internal server error', 500),
    });
    const dialog = await openCreate();
    await submitCreate(dialog, 'CI', ['Read apps']);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The token could not be created. Please try again.',
    );
  });
});

describe('Revoke', () => {
  it('revokes after confirming: the row says Revoked at once and keeps focus', async () => {
    showSection();
    const sent = sentVariables(RevokeApiTokenMutation);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke GitHub Actions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke token' });
    expect(dialog).toHaveTextContent('GitHub Actions (vmu_AbC1…)');
    await expectNoAxeViolations();
    // Cancel sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke GitHub Actions' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(TOKEN_REVOKED));
    expect(sent).toEqual([{ id: 'token-1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf('GitHub Actions');
    expect(row).toHaveTextContent('Revoked');
    expect(within(row).getByRole('rowheader')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Revoke / })).not.toBeInTheDocument();
  });

  it('says the server’s refusal in the dialog and as a toast', async () => {
    const refusal = new GraphQLRequestError('NOT_FOUND', 'Token not found.', 404);
    showSection([ACTIVE], { refuseRevoke: refusal });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke GitHub Actions' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      refusal.message,
    );
    expect(toast.error).toHaveBeenCalledWith(TOKEN_NOT_REVOKED, { description: refusal.message });
    await userEvent.keyboard('{Escape}');
    expect(await rowOf('GitHub Actions')).toHaveTextContent('Active');
  });
});
