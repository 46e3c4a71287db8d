import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessGuard } from '@/app/guards/access-guard';
import { signOut } from '@/features/auth/api/sign-out';
import { readPendingEmail, rememberPendingEmail } from '@/features/auth/pending-email';
import { toast } from '@/lib/toast';
import { expectLocation, renderScreen } from '@/testing/render';
import { signedInAs, viewer as signedInViewer } from '@/testing/viewer';
import { Component as VerifyEmail } from './verify-email';

vi.mock('@/features/auth/api/sign-out', () => ({ signOut: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const viewer = signedInViewer({ onboardingCompleted: false, accountVerified: false });

describe('/verify-email', () => {
  it('sends an already verified developer on to onboarding', async () => {
    signedInAs(viewer);
    renderScreen(<VerifyEmail />, { url: '/verify-email' });
    await expectLocation('/onboarding');
  });

  it('sends an already verified admin to the admin dashboard, never to onboarding', async () => {
    signedInAs({ ...viewer, role: 'ADMIN' });
    renderScreen(<VerifyEmail />, { url: '/verify-email' });
    await expectLocation('/admin/dashboard');
  });
});

describe('Wrong email? Sign up again', () => {
  it('says so and stays when the session could not be ended', async () => {
    const unverified = { ...viewer, isEmailVerified: false };
    signedInAs(unverified);
    vi.mocked(signOut).mockRejectedValueOnce(new Error('offline'));
    const { router } = renderScreen(<VerifyEmail />, { url: '/verify-email' });
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up again' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Logout failed'));
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('signs the unverified user out and opens sign-up', async () => {
    const unverified = { ...viewer, isEmailVerified: false };
    // Signed in until sign-out ends the session.
    signedInAs(unverified);
    vi.mocked(signOut).mockImplementationOnce(async () => signedInAs(null));
    rememberPendingEmail(unverified.email);
    // The real gates: sign-up is guest-only, and the main area sends unverified users back.
    const { router } = renderScreen(
      [
        { path: '/verify-email', element: <VerifyEmail /> },
        {
          element: <AccessGuard group="guest" />,
          children: [{ path: '/auth/signup', element: <p>sign-up form</p> }],
        },
        {
          element: <AccessGuard group="main" />,
          children: [{ path: '/dashboard', element: <p>dashboard</p> }],
        },
      ],
      { url: '/verify-email' },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up again' }));
    expect(await screen.findByText('sign-up form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signup');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(readPendingEmail()).toBeNull();
  });
});
