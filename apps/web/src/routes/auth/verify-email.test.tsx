import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubGraphQL } from '@/features/auth/testing';
import { Component as VerifyEmail } from './verify-email';

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
