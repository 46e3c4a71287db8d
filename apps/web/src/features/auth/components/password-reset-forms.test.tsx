import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_LINK_INVALID, RESET_LINK_INVALID_MESSAGE } from '@vmu/domain';
import { toast } from '@/lib/toast';
import { expectLocation, renderScreen } from '@/testing/render';
import { AuthRequestError } from '../api/auth-request-error';
import { requestPasswordReset } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';
import { resetErrorMessage } from '../reset-error-message';
import { CODE_EXHAUSTED_MESSAGE } from '../verify-error-message';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../api/forgot-password', () => ({ requestPasswordReset: vi.fn() }));
vi.mock('../api/reset-password', () => ({ resetPassword: vi.fn() }));

afterEach(() => vi.clearAllMocks());

describe('forgot password form', () => {
  it('requires a valid email', async () => {
    renderScreen(<ForgotPasswordForm />);
    const send = screen.getByRole('button', { name: 'Send Reset Code' });
    await userEvent.click(send);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(send);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the code and goes to the reset page with the email', async () => {
    renderScreen(<ForgotPasswordForm />, { url: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada+dev@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await expectLocation('/reset-password?email=ada%2Bdev%40example.com');
    expect(toast.success).toHaveBeenCalledWith('Password reset email sent!', expect.anything());
  });

  it('reports a failure', async () => {
    vi.mocked(requestPasswordReset).mockRejectedValueOnce(new Error('boom'));
    renderScreen(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to send password reset', expect.anything()),
    );
  });
});

describe('forgot password form, when the server asks to wait', () => {
  it("shows the wait and counts down from the server's figure", async () => {
    vi.mocked(requestPasswordReset).mockRejectedValueOnce(
      new AuthRequestError('RATE_LIMITED', 'Too many requests', 429, 90),
    );
    renderScreen(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 90 seconds before requesting a new code.',
    );
    expect(screen.getByRole('button', { name: 'Send Reset Code in 90s' })).toBeDisabled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('reset password form', () => {
  it('shows the email from the link, disabled, and the 24-hour notice', () => {
    renderScreen(<ResetPasswordForm email="ada@example.com" link={null} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toBeDisabled();
    expect(screen.getByText('The reset code expires after 24 hours.')).toBeInTheDocument();
  });

  it('validates the code and the new password', async () => {
    renderScreen(<ResetPasswordForm email="ada@example.com" link={null} />);
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    await userEvent.click(submit);
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'Verification code is required',
    );
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Verification code'), '123');
    await userEvent.type(screen.getByLabelText('New password'), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Str0ng!pasS');
    await userEvent.click(submit);
    expect(screen.getByText('Verification code must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('resets with the prefilled email and returns to sign-in with the message', async () => {
    renderScreen(<ResetPasswordForm email="ada@example.com" link={null} />, {
      url: '/reset-password',
    });
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Str0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await expectLocation('/auth/login?message=password-changed');
    expect(resetPassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      code: '123456',
      password: 'Str0ng!pass',
    });
  });

  it('shows the mapped error when the code is refused', async () => {
    vi.mocked(resetPassword).mockRejectedValueOnce(
      new AuthRequestError('OTP_EXPIRED', 'OTP expired', 400),
    );
    renderScreen(<ResetPasswordForm email="ada@example.com" link={null} />);
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Str0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification code has expired. Please request a new password reset.',
    );
  });
});

describe("reset password form, from the mail's link", () => {
  const LINK = 'L'.repeat(43);

  it('asks for no code, says the link stands in for it, and resets with the link', async () => {
    renderScreen(<ResetPasswordForm email="ada@example.com" link={LINK} />, {
      url: '/reset-password',
    });
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'The link from your email stands in for the code.',
    );
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Str0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await expectLocation('/auth/login?message=password-changed');
    expect(resetPassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      code: LINK,
      password: 'Str0ng!pass',
    });
  });

  it('says when the link has expired or has been used', async () => {
    vi.mocked(resetPassword).mockRejectedValueOnce(
      new AuthRequestError(RESET_LINK_INVALID, 'whatever the server said', 400),
    );
    renderScreen(<ResetPasswordForm email="ada@example.com" link={LINK} />);
    await userEvent.type(screen.getByLabelText('New password'), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Str0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
  });
});

describe('reset password form, code used up', () => {
  it('says the code can no longer be used and sends a new one', async () => {
    vi.mocked(resetPassword)
      .mockRejectedValueOnce(new AuthRequestError('TOO_MANY_ATTEMPTS', 'Too many attempts', 403))
      .mockRejectedValueOnce(new AuthRequestError('INVALID_OTP', 'Invalid OTP', 400));
    renderScreen(<ResetPasswordForm email="ada@example.com" link={null} />);
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Str0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_EXHAUSTED_MESSAGE);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(requestPasswordReset).toHaveBeenCalledWith('ada@example.com');
    expect(await screen.findByRole('button', { name: /^Send a new code in \d+s$/ })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});

describe('reset error messages', () => {
  it.each([
    ['INVALID_OTP', 'Invalid OTP', 'Invalid verification code. Please check and try again.'],
    [
      'OTP_EXPIRED',
      'OTP expired',
      'Verification code has expired. Please request a new password reset.',
    ],
    ['USER_NOT_FOUND', 'User not found', 'User not found. Please check your email address.'],
    ['TOO_MANY_ATTEMPTS', 'Too many attempts', CODE_EXHAUSTED_MESSAGE],
    ['RATE_LIMITED', 'Too many requests', 'Too many requests'],
    ['UNKNOWN', '', 'Failed to reset password. Please try again.'],
  ])('%s -> %s', (code, message, expected) => {
    expect(resetErrorMessage(new AuthRequestError(code, message, 400))).toBe(expected);
  });
  it('falls back for anything that is not an auth error', () => {
    expect(resetErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to reset password. Please try again.',
    );
  });
});
