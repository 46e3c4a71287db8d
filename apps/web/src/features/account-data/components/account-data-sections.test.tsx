import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_DELETION_CODE_INVALID,
  ACCOUNT_DELETION_CONFIRMATION_MISMATCH,
  ACCOUNT_EXPORT_PATH,
  LAST_ADMIN_CANNOT_DELETE_ACCOUNT,
} from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { DeleteAccountMutation } from '../api/delete-account';
import { SendAccountDeletionCodeMutation } from '../api/send-account-deletion-code';
import { AccountDataSections } from './account-data-sections';
import { AFTER_DELETION_PATH } from './delete-account-dialog';

const EMAIL = 'ada@example.com';
const replace = vi.fn();

beforeEach(() => {
  replace.mockReset();
  vi.stubGlobal('location', { ...window.location, replace });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function showSections() {
  return renderScreen(
    <main>
      <AccountDataSections email={EMAIL} />
    </main>,
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Delete account' }) };
}

describe('Download my data and Delete account', () => {
  it("links to the server's file of the account, saved as a download", async () => {
    const view = showSections();
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', ACCOUNT_EXPORT_PATH);
    expect(link).toHaveAttribute('download');
    await expectNoAxeViolations(view.container);
  });

  it('deletes with the email typed and the emailed code, then leaves for sign-in', async () => {
    answer(SendAccountDeletionCodeMutation, () => ({
      sendAccountDeletionCode: { sentTo: EMAIL, expiresAt: '2026-11-25T12:10:00.000Z' },
    }));
    answer(DeleteAccountMutation, () => ({
      deleteAccount: { deletedAt: '2026-11-25T12:01:00.000Z' },
    }));
    showSections();
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(/come off the store/)).toBeInTheDocument();
    await expectNoAxeViolations(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(dialog).findByText(`Code sent to ${EMAIL}. Check your inbox.`),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send a new code' })).toBeEnabled();

    await user.type(within(dialog).getByLabelText(/Type your email address/), 'ADA@example.com ');
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith(AFTER_DELETION_PATH));
    expect(sentVariables(DeleteAccountMutation)).toEqual([
      { input: { confirmation: 'ADA@example.com', code: '123456' } },
    ]);
  });

  it('refuses another email before asking the server, and shows a wrong code under Code', async () => {
    answer(DeleteAccountMutation, () => {
      throw new GraphQLRequestError('INVALID_CODE', ACCOUNT_DELETION_CODE_INVALID, 400);
    });
    showSections();
    const { user, dialog } = await openDialog();
    const confirmation = within(dialog).getByLabelText(/Type your email address/);
    await user.type(confirmation, 'someone@example.com');
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(ACCOUNT_DELETION_CONFIRMATION_MISMATCH)).toBeVisible();
    expect(confirmation).toHaveFocus();
    expect(sentVariables(DeleteAccountMutation)).toEqual([]);

    await user.clear(confirmation);
    await user.type(confirmation, EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(ACCOUNT_DELETION_CODE_INVALID)).toBeVisible();
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(replace).not.toHaveBeenCalled();
  });

  it('says why no code is sent when the account cannot be deleted now', async () => {
    answer(SendAccountDeletionCodeMutation, () => {
      throw new GraphQLRequestError('LAST_ADMIN', LAST_ADMIN_CANNOT_DELETE_ACCOUNT, 409);
    });
    showSections();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      LAST_ADMIN_CANNOT_DELETE_ACCOUNT,
    );
  });
});
