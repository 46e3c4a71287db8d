import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST_VERIFICATION_REDIRECT_MS, RESEND_COOLDOWN_SECONDS } from '@vmu/domain';
import { toast } from '@/lib/toast';
import { AuthRequestError, unwrap } from '../api/auth-request-error';
import { CODE_EXHAUSTED_MESSAGE } from '../verify-error-message';
import { rememberCodeSent } from '../pending-email';
import { sendVerificationCode } from '../api/send-verification-code';
import { verifyEmail } from '../api/verify-email';
import { useCountdown } from '../hooks/use-countdown';
import { VerifyEmailForm } from './verify-email-form';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../api/send-verification-code', () => ({ sendVerificationCode: vi.fn() }));
vi.mock('../api/verify-email', () => ({ verifyEmail: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  sessionStorage.clear();
});

// Promises settle on microtasks, which fake timers do not hold back.
const flush = () => act(async () => {});

describe('useCountdown', () => {
  it('counts down once a second and stops at zero', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(2);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.secondsLeft).toBe(0);
  });
});

describe('verify email form', () => {
  it('takes at most six characters and cannot be submitted empty', async () => {
    render(<VerifyEmailForm email="ada@example.com" onVerified={vi.fn()} />);
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('maxLength', '6');
    const submit = screen.getByRole('button', { name: 'Verify Email' });
    expect(submit).toBeDisabled();
    await userEvent.type(code, '12');
    expect(submit).toBeEnabled();
  });

  it('counts the resend wait down from the sign-up that just mailed the code, as the server will', () => {
    vi.useFakeTimers();
    rememberCodeSent('ada@example.com', Date.now() - 15_000);
    render(<VerifyEmailForm email="ada@example.com" onVerified={vi.fn()} />);
    const resend = screen.getByRole('button', {
      name: `Resend code in ${RESEND_COOLDOWN_SECONDS - 15}s`,
    });
    expect(resend).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime((RESEND_COOLDOWN_SECONDS - 15) * 1000);
    });
    expect(resend).toHaveTextContent('Resend code');
    expect(resend).toBeEnabled();
  });

  it('does not wait for a code sent to another address', () => {
    rememberCodeSent('someone-else@example.com');
    render(<VerifyEmailForm email="ada@example.com" onVerified={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('shows a visible 60-second countdown after resending', async () => {
    vi.useFakeTimers();
    render(<VerifyEmailForm email="ada@example.com" onVerified={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await flush();
    expect(sendVerificationCode).toHaveBeenCalledWith('ada@example.com');
    expect(toast.success).toHaveBeenCalledWith('Verification email sent!', expect.anything());
    const resend = screen.getByRole('button', {
      name: `Resend code in ${RESEND_COOLDOWN_SECONDS}s`,
    });
    expect(resend).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(resend).toHaveTextContent('Resend code in 59s');
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(resend).toHaveTextContent('Resend code');
    expect(resend).toBeEnabled();
  });

  it("honours the server's remaining cooldown", async () => {
    vi.useFakeTimers();
    vi.mocked(sendVerificationCode).mockRejectedValueOnce(
      new AuthRequestError('RESEND_COOLDOWN', 'Please wait', 429, 42),
    );
    render(<VerifyEmailForm email="ada@example.com" onVerified={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await flush();
    // The wait, from the server's figure; not a failure.
    expect(toast.info).toHaveBeenCalledWith(
      'Please wait 42 seconds before requesting a new code.',
      expect.anything(),
    );
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Resend code in 42s' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend code in 41s' })).toBeDisabled();
  });

  it('reads the wait from the body the server sends with RESEND_COOLDOWN', () => {
    const refused = () =>
      unwrap({
        data: null,
        error: {
          status: 429,
          code: 'RESEND_COOLDOWN',
          message: 'Please wait 37 seconds before requesting a new code.',
          secondsLeft: 37,
        },
      });
    expect(refused).toThrow(AuthRequestError);
    try {
      refused();
    } catch (error) {
      expect((error as AuthRequestError).retryAfterSeconds).toBe(37);
    }
  });

  it('says a code thrown away after too many wrong guesses can no longer be used, and offers a new one', async () => {
    vi.mocked(verifyEmail)
      .mockRejectedValueOnce(new AuthRequestError('TOO_MANY_ATTEMPTS', 'Too many attempts', 403))
      // better-auth then answers INVALID_OTP for every guess: the code is gone.
      .mockRejectedValueOnce(new AuthRequestError('INVALID_OTP', 'Invalid OTP', 400));
    render(<VerifyEmailForm email="ada@example.com" onVerified={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_EXHAUSTED_MESSAGE);
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
  });

  it('shows a readable message for a wrong code', async () => {
    vi.mocked(verifyEmail).mockRejectedValueOnce(
      new AuthRequestError('INVALID_OTP', 'Invalid OTP', 400),
    );
    const onVerified = vi.fn();
    render(<VerifyEmailForm email="ada@example.com" onVerified={onVerified} />);
    await userEvent.type(screen.getByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(toast.error).toHaveBeenCalledWith('Invalid verification code', expect.anything());
    expect(onVerified).not.toHaveBeenCalled();
    // The person can correct the code and try again.
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeEnabled();
  });

  it('confirms, then hands over after 500 ms', async () => {
    vi.useFakeTimers();
    const onVerified = vi.fn(async () => {});
    render(<VerifyEmailForm email="ada@example.com" onVerified={onVerified} />);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    await flush();
    expect(verifyEmail).toHaveBeenCalledWith({ email: 'ada@example.com', code: '123456' });
    expect(toast.success).toHaveBeenCalledWith('Email verified successfully!');
    await act(async () => vi.advanceTimersByTime(POST_VERIFICATION_REDIRECT_MS - 1));
    expect(onVerified).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onVerified).toHaveBeenCalled();
  });
});
