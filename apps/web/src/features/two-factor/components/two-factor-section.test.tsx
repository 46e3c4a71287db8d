import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STAFF_TWO_FACTOR_KEEP_MESSAGE,
  STAFF_TWO_FACTOR_REQUIRED_MESSAGE,
  TWO_FACTOR_NEEDS_PASSWORD_MESSAGE,
  TWO_FACTOR_PASSWORD_INCORRECT,
} from '@vmu/domain/auth/two-factor';
import { expectNoAxeViolations } from '@/testing/axe';
import { captureDownloads } from '@/testing/downloads';
import { renderScreen } from '@/testing/render';
import { serveTwoFactorStatus, TWO_FACTOR_OFF } from '@/testing/two-factor';
import { TwoFactorRequestError } from '../api/two-factor-request-error';
import {
  makeNewBackupCodes,
  startTwoFactorSetup,
  turnOffTwoFactor,
  verifyAuthenticatorCode,
} from '../api/two-factor-requests';
import { WRONG_AUTHENTICATOR_CODE } from '../two-factor-error-message';
import { BACKUP_CODES_FILE, BACKUP_CODES_SHOWN_ONCE } from './backup-codes';
import { TwoFactorSection } from './two-factor-section';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../api/two-factor-requests', () => ({
  startTwoFactorSetup: vi.fn(),
  verifyAuthenticatorCode: vi.fn(),
  makeNewBackupCodes: vi.fn(),
  turnOffTwoFactor: vi.fn(),
}));

const TOTP_URI =
  'otpauth://totp/VMU%20Pro%20Developers:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=VMU%20Pro%20Developers&digits=6&period=30';
const CODES = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333'];

afterEach(() => vi.clearAllMocks());

const ON = { ...TWO_FACTOR_OFF, enabled: true };

async function openPasswordDialog(button: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

describe('two-factor sign-in on the profile', () => {
  it('turns on: the password, the setup key, a first code, then the backup codes once', async () => {
    serveTwoFactorStatus(TWO_FACTOR_OFF, ON);
    vi.mocked(startTwoFactorSetup).mockResolvedValue({ totpURI: TOTP_URI, backupCodes: CODES });
    vi.mocked(verifyAuthenticatorCode)
      .mockRejectedValueOnce(new TwoFactorRequestError('INVALID_CODE', 'Invalid code', 401))
      .mockResolvedValueOnce();
    const saved = captureDownloads();
    renderScreen(<TwoFactorSection email="ada@example.com" />);
    expect(await screen.findByText('Off')).toBeInTheDocument();

    const dialog = await openPasswordDialog('Turn on two-factor sign-in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is required',
    );
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Analytical#1843');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(startTwoFactorSetup).toHaveBeenCalledWith('Analytical#1843');

    const heading = await screen.findByRole('heading', {
      name: 'Add the portal to your authenticator app',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('img', { name: /QR code of the setup key/ })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      TOTP_URI,
    );
    await expectNoAxeViolations();

    const code = screen.getByLabelText('Code from the app');
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app');
    expect(verifyAuthenticatorCode).not.toHaveBeenCalled();

    await userEvent.type(code, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_AUTHENTICATOR_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const codes = await screen.findByRole('list', { name: 'Backup codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(BACKUP_CODES_SHOWN_ONCE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(saved[0]?.name).toBe(BACKUP_CODES_FILE);
    expect(await saved[0]?.blob.text()).toContain(CODES.join('\n'));
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Backup codes' })).not.toBeInTheDocument();
  });

  it('says what was wrong with the password and stays in the dialog', async () => {
    serveTwoFactorStatus(TWO_FACTOR_OFF);
    vi.mocked(startTwoFactorSetup).mockRejectedValue(
      new TwoFactorRequestError('INVALID_PASSWORD', 'Invalid password', 400),
    );
    renderScreen(<TwoFactorSection email="ada@example.com" />);
    const dialog = await openPasswordDialog('Turn on two-factor sign-in');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      TWO_FACTOR_PASSWORD_INCORRECT,
    );
  });

  it('asks an account without a password to set one first', async () => {
    serveTwoFactorStatus({ ...TWO_FACTOR_OFF, passwordSet: false });
    renderScreen(<TwoFactorSection email="ada@example.com" />);
    expect(await screen.findByText(TWO_FACTOR_NEEDS_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on two-factor sign-in' })).toBeNull();
  });

  it('makes new backup codes and turns off, each with the password', async () => {
    serveTwoFactorStatus(ON, TWO_FACTOR_OFF);
    vi.mocked(makeNewBackupCodes).mockResolvedValue(['ddddd-44444']);
    vi.mocked(turnOffTwoFactor).mockResolvedValue();
    renderScreen(<TwoFactorSection email="ada@example.com" />);

    const renew = await openPasswordDialog('Make new backup codes');
    await userEvent.type(within(renew).getByLabelText('Password'), 'Analytical#1843');
    await userEvent.click(within(renew).getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('heading', { name: 'Your new backup codes' })).toHaveFocus();
    expect(screen.getByText('ddddd-44444')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));

    const off = await openPasswordDialog('Turn off');
    await userEvent.type(within(off).getByLabelText('Password'), 'Analytical#1843');
    await userEvent.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(turnOffTwoFactor).toHaveBeenCalledWith('Analytical#1843');
    expect(await screen.findByText('Off')).toBeInTheDocument();
  });

  it('tells staff who must use it, and offers them no way to turn it off', async () => {
    serveTwoFactorStatus({ ...TWO_FACTOR_OFF, requiredForStaff: true });
    const { unmount } = renderScreen(<TwoFactorSection email="boss@example.com" />);
    expect(await screen.findByText(STAFF_TWO_FACTOR_REQUIRED_MESSAGE)).toBeInTheDocument();
    unmount();

    serveTwoFactorStatus({ ...ON, requiredForStaff: true });
    renderScreen(<TwoFactorSection email="boss@example.com" />);
    expect(await screen.findByText(STAFF_TWO_FACTOR_KEEP_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });
});
