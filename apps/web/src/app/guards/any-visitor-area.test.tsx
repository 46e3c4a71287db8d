import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { renderScreen } from '@/testing/render';
import { signedInAs, viewer, type Viewer } from '@/testing/viewer';

const developer = viewer({ accountVerified: false });

function openCookieSettings(who: Viewer | null) {
  signedInAs(who);
  renderScreen(<AppRoutes />, { url: '/settings/cookies', path: '*' });
}

// The footer's Cookie Settings link is on every public page: every visitor can change their
// choice there, not only those the main area admits.
describe('/settings/cookies for every visitor', () => {
  it.each([
    ['a signed-out visitor', null, 'Back to Home', '/'],
    ['a developer under review', developer, 'Back to Dashboard', '/pending-verification'],
    [
      'an unverified email user',
      { ...developer, isEmailVerified: false, onboardingCompleted: false },
      'Back to Dashboard',
      '/verify-email',
    ],
  ])('opens for %s, in the public layout', async (_who, viewer, back, href) => {
    openCookieSettings(viewer);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cookie Settings' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', href);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('opens for a verified developer inside the main-area shell', async () => {
    openCookieSettings({ ...developer, accountVerified: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cookie Settings' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
