import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SIGN_IN_CODE_INVALID,
  SIGN_IN_CODE_INVALID_MESSAGE,
  SIGN_IN_CODE_REQUIRED,
  SIGN_IN_CODE_REQUIRED_MESSAGE,
} from '@vmu/domain';
import { toast } from '@/lib/toast';
import { answer } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { AuthProvidersQuery } from '../api/get-auth-providers';
import { AuthRequestError } from '../api/auth-request-error';
import { signInWithEmail } from '../api/sign-in';
import { startSocialSignIn } from '../api/social-sign-in';
import type * as SocialSignIn from '../api/social-sign-in';
import { readPendingEmail } from '../pending-email';
import { LoginForm } from './login-form';
import { SocialSignInButtons } from './social-sign-in-buttons';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../api/sign-in', () => ({ signInWithEmail: vi.fn() }));
vi.mock('../api/social-sign-in', async (importOriginal) => ({
  ...(await importOriginal<typeof SocialSignIn>()),
  startSocialSignIn: vi.fn(),
}));

beforeEach(() => {
  answer(AuthProvidersQuery, () => ({ authProviders: { github: false, google: true } }));
});
afterEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

function renderLogin() {
  const onSignedIn = vi.fn(async () => {});
  const onEmailNotVerified = vi.fn();
  const onSecondStep = vi.fn();
  renderScreen(
    <LoginForm
      onSignedIn={onSignedIn}
      onEmailNotVerified={onEmailNotVerified}
      onSecondStep={onSecondStep}
    />,
  );
  return { onSignedIn, onEmailNotVerified, onSecondStep };
}

describe('login form', () => {
  it('requires email and password, tying each message to its input', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('checks the email format and the 6-character password minimum', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('signs in with remember me, says welcome back and hands over', async () => {
    const { onSignedIn } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(signInWithEmail).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret1',
      rememberMe: true,
    });
    expect(toast.success).toHaveBeenCalledWith('Welcome back!');
  });

  it('asks an account under attack for the emailed code, then signs in with it and the password', async () => {
    vi.mocked(signInWithEmail)
      .mockRejectedValueOnce(
        new AuthRequestError(SIGN_IN_CODE_REQUIRED, SIGN_IN_CODE_REQUIRED_MESSAGE, 401),
      )
      .mockRejectedValueOnce(
        new AuthRequestError(SIGN_IN_CODE_INVALID, SIGN_IN_CODE_INVALID_MESSAGE, 401),
      )
      .mockResolvedValueOnce('signed-in');
    const { onSignedIn } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // Not a refusal: the step that takes the code.
    expect(await screen.findByRole('status')).toHaveTextContent(SIGN_IN_CODE_REQUIRED_MESSAGE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Sign-in code'), '123455');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_CODE_INVALID_MESSAGE);
    await userEvent.clear(screen.getByLabelText('Sign-in code'));
    await userEvent.type(screen.getByLabelText('Sign-in code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(signInWithEmail).toHaveBeenLastCalledWith(
      { email: 'ada@example.com', password: 'secret1', rememberMe: false },
      '123456',
    );
  });

  it('goes back from the emailed-code step to the password', async () => {
    vi.mocked(signInWithEmail).mockRejectedValueOnce(
      new AuthRequestError(SIGN_IN_CODE_REQUIRED, SIGN_IN_CODE_REQUIRED_MESSAGE, 401),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use a different password' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('asks for the second step, not yet welcoming, when two-factor sign-in is on', async () => {
    vi.mocked(signInWithEmail).mockResolvedValueOnce('second-step');
    const { onSignedIn, onSecondStep } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSecondStep).toHaveBeenCalled());
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows the server message, or the fallback, when sign-in is refused', async () => {
    vi.mocked(signInWithEmail).mockRejectedValueOnce(
      new AuthRequestError('INVALID_EMAIL_OR_PASSWORD', '', 401),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failedInvalid email or password',
    );
    expect(toast.error).toHaveBeenCalledWith('Invalid email or password', expect.anything());
  });

  it('shows one failure toast at a time: a second failed sign-in replaces the first', async () => {
    vi.mocked(signInWithEmail).mockRejectedValue(
      new AuthRequestError('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 401),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    const [first, second] = vi.mocked(toast.error).mock.calls;
    expect(first?.[1]?.id).toBeTruthy();
    expect(second?.[1]?.id).toBe(first?.[1]?.id);
    vi.mocked(signInWithEmail).mockReset();
  });

  it('says Login failed when the server cannot be reached', async () => {
    vi.mocked(signInWithEmail).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Login failed', expect.anything()),
    );
  });

  it('sends an unverified email account to verification, remembering the address', async () => {
    vi.mocked(signInWithEmail).mockRejectedValueOnce(
      new AuthRequestError('EMAIL_NOT_VERIFIED', 'Email not verified', 403),
    );
    const { onEmailNotVerified, onSignedIn } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onEmailNotVerified).toHaveBeenCalled());
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(readPendingEmail()).toBe('ada@example.com');
  });

  it('links to the forgot-password page', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('social sign-in buttons', () => {
  it('shows no button for a provider the server has not configured, and says nothing of it', async () => {
    renderScreen(<SocialSignInButtons verb="Sign in" divider="or continue with email" />);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /sign in with github/i }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/not configured/i)).not.toBeInTheDocument();
    expect(screen.getByText('or continue with email')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /sign in with google/i }));
    expect(startSocialSignIn).toHaveBeenCalledWith('google', undefined);
  });

  it('shows neither the buttons nor the rule when no provider is configured', async () => {
    answer(AuthProvidersQuery, () => ({ authProviders: { github: false, google: false } }));
    renderScreen(<SocialSignInButtons verb="Sign in" divider="or continue with email" />);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /sign in with google/i }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('or continue with email')).not.toBeInTheDocument();
  });

  it('reports a start failure with the provider name', async () => {
    vi.mocked(startSocialSignIn).mockRejectedValueOnce(new Error('Provider unreachable'));
    renderScreen(<SocialSignInButtons verb="Sign in" divider="or continue with email" />);
    const google = screen.getByRole('button', { name: /sign in with google/i });
    await waitFor(() => expect(google).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(google);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to login with Google: Provider unreachable',
        expect.anything(),
      ),
    );
  });
});
