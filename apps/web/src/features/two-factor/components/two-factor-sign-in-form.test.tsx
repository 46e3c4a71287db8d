import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECOND_STEP_NEEDS_SIGN_IN_CODE_MESSAGE, SIGN_IN_CODE_REQUIRED } from '@vmu/domain';
import { BACKUP_CODE_MESSAGE } from '@vmu/domain/auth/two-factor';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen } from '@/testing/render';
import { TwoFactorRequestError } from '../api/two-factor-request-error';
import { verifyAuthenticatorCode, verifyBackupCode } from '../api/two-factor-requests';
import { TOO_MANY_WRONG_CODES, WRONG_BACKUP_CODE } from '../two-factor-error-message';
import { TwoFactorSignInForm } from './two-factor-sign-in-form';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../api/two-factor-requests', () => ({
  verifyAuthenticatorCode: vi.fn(),
  verifyBackupCode: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

function renderForm() {
  const onSignedIn = vi.fn(async () => {});
  renderScreen(
    <main>
      <TwoFactorSignInForm onSignedIn={onSignedIn} />
    </main>,
  );
  return { onSignedIn };
}

describe("the sign-in's second step", () => {
  it('signs in with the code from the app, spaces and all', async () => {
    vi.mocked(verifyAuthenticatorCode).mockResolvedValue();
    const { onSignedIn } = renderForm();
    await userEvent.type(screen.getByLabelText('Authenticator code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(verifyAuthenticatorCode).toHaveBeenCalledWith('123456');
    await expectNoAxeViolations();
  });

  it('takes a backup code instead; a used one is refused clearly', async () => {
    vi.mocked(verifyBackupCode).mockRejectedValueOnce(
      new TwoFactorRequestError('INVALID_BACKUP_CODE', 'Invalid backup code', 401),
    );
    const { onSignedIn } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    const field = screen.getByLabelText('Backup code');
    expect(field).toHaveFocus();
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(BACKUP_CODE_MESSAGE));
    await userEvent.clear(field);
    await userEvent.type(field, 'aaaaa-11111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_BACKUP_CODE);
    expect(onSignedIn).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    await userEvent.click(
      screen.getByRole('button', { name: 'Use your authenticator app instead' }),
    );
    expect(screen.getByLabelText('Authenticator code')).toHaveFocus();
  });

  it('ends a sign-in after too many wrong codes: only signing in again helps', async () => {
    vi.mocked(verifyAuthenticatorCode).mockRejectedValue(
      new TwoFactorRequestError('TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'Too many attempts', 400),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Authenticator code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_WRONG_CODES);
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it('sends an account with many wrong codes back to the password and the emailed code, never a lock', async () => {
    vi.mocked(verifyAuthenticatorCode).mockRejectedValue(
      new TwoFactorRequestError(SIGN_IN_CODE_REQUIRED, 'many wrong codes', 401),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Authenticator code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SECOND_STEP_NEEDS_SIGN_IN_CODE_MESSAGE,
    );
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
