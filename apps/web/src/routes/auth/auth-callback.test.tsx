import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubGraphQL } from '@/features/auth/testing';
import { Component as AuthCallback } from './auth-callback';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const callback = (query: string) => renderAt(<AuthCallback />, `/auth/callback${query}`);

describe('/auth/callback', () => {
  it.each([
    [
      '?error=invalid_request&error_description=invalid+token+endpoint+response',
      'GitHub sign-in is not set up correctly (OAuth configuration error). Please contact support.',
    ],
    [
      '?error=access_denied&error_description=User+cancelled',
      'Authentication failed: User cancelled',
    ],
    [
      '?error=account_not_linked',
      'This email is already registered with a different sign-in method.',
    ],
    ['?error=state_not_found', 'Authentication failed. Please try again or contact support.'],
  ])('maps %s to its message', async (query, message) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { router } = callback(query);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    // Shown once: the error parameters leave the URL, the message stays on screen.
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('completes authentication, then routes a new social user to onboarding', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubGraphQL({
          viewer: {
            id: '1',
            email: 'ada@example.com',
            name: 'Ada',
            role: 'DEVELOPER',
            provider: 'GITHUB',
            isEmailVerified: true,
            onboardingCompleted: false,
            accountVerified: false,
          },
        }),
      ),
    );
    callback('');
    expect(screen.getByRole('status')).toHaveTextContent('Completing authentication...');
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding');
  });

  it('sends a visitor without a session to sign-in', async () => {
    vi.stubGlobal('fetch', vi.fn(stubGraphQL({ viewer: null })));
    callback('');
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login');
  });
});
