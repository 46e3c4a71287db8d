import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessGuard } from '@/app/guards/access-guard';
import { signOut } from '@/features/auth/api/sign-out';
import { readPendingEmail, rememberPendingEmail } from '@/features/auth/pending-email';
import { renderAt, stubGraphQL } from '@/features/auth/testing';
import { toast } from '@/lib/toast';
import { Component as VerifyEmail } from './verify-email';

vi.mock('@/features/auth/api/sign-out', () => ({ signOut: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const viewer = {
  id: '1',
  email: 'ada@example.com',
  name: 'Ada',
  role: 'DEVELOPER',
  provider: 'EMAIL',
  isEmailVerified: true,
  onboardingCompleted: false,
  accountVerified: false,
};

describe('/verify-email', () => {
  it('sends an already verified developer on to onboarding', async () => {
    vi.stubGlobal('fetch', vi.fn(stubGraphQL({ viewer })));
    renderAt(<VerifyEmail />, '/verify-email');
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding');
  });

  it('sends an already verified admin to the admin dashboard, never to onboarding', async () => {
    vi.stubGlobal('fetch', vi.fn(stubGraphQL({ viewer: { ...viewer, role: 'ADMIN' } })));
    renderAt(<VerifyEmail />, '/verify-email');
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/dashboard');
  });
});

describe('Wrong email? Sign up again', () => {
  it('says so and stays when the session could not be ended', async () => {
    const unverified = { ...viewer, isEmailVerified: false };
    vi.stubGlobal('fetch', vi.fn(stubGraphQL({ viewer: unverified })));
    vi.mocked(signOut).mockRejectedValueOnce(new Error('offline'));
    const { router } = renderAt(<VerifyEmail />, '/verify-email');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up again' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Logout failed'));
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('signs the unverified user out and opens sign-up', async () => {
    const unverified = { ...viewer, isEmailVerified: false };
    // Signed in until sign-out ends the session.
    const signedIn = vi.fn(stubGraphQL({ viewer: unverified }));
    vi.stubGlobal('fetch', signedIn);
    vi.mocked(signOut).mockImplementationOnce(async () => {
      signedIn.mockImplementation(stubGraphQL({ viewer: null }));
    });
    rememberPendingEmail(unverified.email);
    // The real gates: sign-up is guest-only, and the main area sends unverified users back.
    const router = createMemoryRouter(
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
      { initialEntries: ['/verify-email'] },
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up again' }));
    expect(await screen.findByText('sign-up form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signup');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(readPendingEmail()).toBeNull();
  });
});
