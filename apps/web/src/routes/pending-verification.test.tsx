import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ReviewStatusQuery,
  SupportEmailQuery,
} from '@/features/pending-review/api/get-review-status';
import { answer } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { signedInAs, viewer, type Viewer } from '@/testing/viewer';
import { Component as PendingVerification } from './pending-verification';

const developer = viewer({ accountVerified: false });

function renderAt(who: Viewer | null) {
  signedInAs(who);
  answer(ReviewStatusQuery, () => ({
    getDeveloperProfile: {
      developerStatus: {
        status: 'pending',
        verifiedAt: null,
        verificationNotes: null,
        lastStatusChange: null,
      },
    },
  }));
  answer(SupportEmailQuery, () => ({ supportEmail: 'support@vmu.example' }));
  const where = (name: string) => <p>{name}</p>;
  renderScreen(
    [
      { path: '/pending-verification', element: <PendingVerification /> },
      { path: '/auth/login', element: where('login') },
      { path: '/verify-email', element: where('verify') },
      { path: '/onboarding/country', element: where('onboarding') },
      { path: '/dashboard', element: where('dashboard') },
      { path: '/admin/dashboard', element: where('admin') },
    ],
    { url: '/pending-verification' },
  );
}

describe('/pending-verification gating (accessRedirect of the main area)', () => {
  it('shows the review status to a developer who completed onboarding', async () => {
    renderAt(developer);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Under Review' }),
    ).toBeInTheDocument();
  });

  it.each<[string, Viewer | null, string]>([
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
