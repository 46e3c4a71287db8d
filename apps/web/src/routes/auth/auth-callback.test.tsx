import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sentVariables } from '@/testing/graphql';
import { expectLocation, renderScreen } from '@/testing/render';
import { signedInAs, viewer } from '@/testing/viewer';
import { ViewerQuery } from '@/features/viewer/api/get-viewer';
import { Component as AuthCallback } from './auth-callback';

const callback = (query: string) =>
  renderScreen(<AuthCallback />, { url: `/auth/callback${query}` });

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
    // Answered so that a viewer request would be counted; any other request fails the test.
    signedInAs(null);
    const { router } = callback(query);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    // Shown once: the error parameters leave the URL, the message stays on screen.
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(sentVariables(ViewerQuery)).toEqual([]);
  });

  it('completes authentication, then routes a new social user to onboarding', async () => {
    signedInAs(viewer({ provider: 'GITHUB', onboardingCompleted: false, accountVerified: false }));
    callback('');
    expect(screen.getByRole('status')).toHaveTextContent('Completing authentication...');
    await expectLocation('/onboarding');
  });

  it('sends a visitor without a session to sign-in', async () => {
    signedInAs(null);
    callback('');
    await expectLocation('/auth/login');
  });
});
