import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PendingVerification } from './pending-verification';

afterEach(() => vi.unstubAllGlobals());

const developer = {
  id: '1',
  email: 'ada@example.com',
  name: 'Ada',
  role: 'DEVELOPER',
  provider: 'EMAIL',
  isEmailVerified: true,
  onboardingCompleted: true,
  accountVerified: false,
};

function renderAt(viewer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const { query } = JSON.parse(String(init?.body)) as { query: string };
      const data = query.includes('viewer')
        ? { viewer }
        : {
            getDeveloperProfile: {
              developerStatus: {
                status: 'pending',
                verificationNotes: null,
                lastStatusChange: null,
              },
            },
          };
      return new Response(JSON.stringify({ data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const where = (name: string) => <p>{name}</p>;
  const router = createMemoryRouter(
    [
      { path: '/pending-verification', element: <PendingVerification /> },
      { path: '/auth/login', element: where('login') },
      { path: '/verify-email', element: where('verify') },
      { path: '/onboarding/country', element: where('onboarding') },
      { path: '/dashboard', element: where('dashboard') },
      { path: '/admin/dashboard', element: where('admin') },
    ],
    { initialEntries: ['/pending-verification'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/pending-verification gating (accessRedirect of the main area)', () => {
  it('shows the review status to a developer who completed onboarding', async () => {
    renderAt(developer);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Under Review' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a signed-out visitor', null, 'login'],
    ['an unverified email', { ...developer, isEmailVerified: false }, 'verify'],
    ['unfinished onboarding', { ...developer, onboardingCompleted: false }, 'onboarding'],
    ['a verified developer', { ...developer, accountVerified: true }, 'dashboard'],
    ['an admin', { ...developer, role: 'ADMIN', onboardingCompleted: false }, 'admin'],
  ])('sends %s elsewhere', async (_who, viewer, where) => {
    renderAt(viewer);
    expect(await screen.findByText(where)).toBeInTheDocument();
  });
});
