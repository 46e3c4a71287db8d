import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountDetailsQuery } from '@/features/account-details/api/get-account-details';
import { ApiTokensQuery } from '@/features/api-tokens/api/list-api-tokens';
import { NotificationPreferencesQuery } from '@/features/notification-preferences/api/get-notification-preferences';
import { serveApiTokens, tokenAnswer } from '@/testing/api-tokens';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { signedInAs, viewer, type Viewer } from '@/testing/viewer';
import { Component as Profile } from './profile';

// The route composes the sections; each section's own tests cover what it does. The account's
// sign-in, two-factor, sessions and data sections stand in as their headings here.
const { standIn } = vi.hoisted(() => ({
  standIn: (name: string) =>
    function StandIn() {
      return (
        <section aria-label={name}>
          <h2>{name}</h2>
        </section>
      );
    },
}));
vi.mock('@/features/sign-in-methods/components/sign-in-sections', () => ({
  SignInSections: standIn('Sign-in methods'),
}));
vi.mock('@/features/two-factor/components/two-factor-section', () => ({
  TwoFactorSection: standIn('Two-factor sign-in'),
}));
vi.mock('@/features/sessions/components/active-sessions-section', () => ({
  ActiveSessionsSection: standIn('Active sessions'),
}));
vi.mock('@/features/account-data/components/account-data-sections', () => ({
  AccountDataSections: standIn('Your data'),
}));

function showProfile(who: Viewer) {
  signedInAs(who);
  serveApiTokens({ tokens: [tokenAnswer()] });
  answer(AccountDetailsQuery, () => ({
    getDeveloperProfile: {
      userId: who.id,
      personalInfo: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '1 Analytical Way',
        city: 'London',
        postalCode: 'N1 1AA',
        country: 'GB',
      },
      businessInfo: { accountType: 'individual', companyName: null, legalName: 'Ada Lovelace' },
      developerStatus: { status: 'verified' },
      stripeInfo: { accountStatus: 'not_started', chargesEnabled: false },
    },
  }));
  answer(NotificationPreferencesQuery, () => ({
    getDeveloperProfile: {
      userId: who.id,
      preferences: {
        emailNotifications: true,
        marketingEmails: false,
        currency: 'GBP',
        timezone: 'Europe/London',
      },
    },
  }));
  const asked = {
    tokens: sentVariables(ApiTokensQuery),
    details: sentVariables(AccountDetailsQuery),
  };
  renderScreen(
    <main>
      <Profile />
    </main>,
    { url: '/profile' },
  );
  return asked;
}

describe('/profile', () => {
  it("shows a developer their account, details and preferences, then the account's sections", async () => {
    showProfile(viewer({ name: 'Ada Lovelace', email: 'ada@example.com' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const account = await screen.findByRole('region', { name: 'Your account' });
    expect(within(account).getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(account).toHaveTextContent('Developer · ada@example.com');
    const details = screen.getByRole('region', { name: 'Personal and business details' });
    expect(await within(details).findByLabelText('Legal name')).toHaveValue('Ada Lovelace');
    const preferences = screen.getByRole('region', { name: 'Notification preferences' });
    expect(await within(preferences).findByLabelText('Currency')).toHaveValue('GBP');
    const tokens = screen.getByRole('region', { name: 'API tokens' });
    expect(
      await within(tokens).findByRole('rowheader', { name: 'GitHub Actions' }),
    ).toBeInTheDocument();
    const order = [
      account,
      details,
      preferences,
      screen.getByRole('region', { name: 'Sign-in methods' }),
      tokens,
      screen.getByRole('region', { name: 'Your data' }),
    ];
    for (const [earlier, later] of order.slice(0, -1).map((each, i) => [each, order[i + 1]!])) {
      expect(
        earlier!.compareDocumentPosition(later!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    await expectNoAxeViolations();
  });

  it('shows staff their account only, without asking for a developer profile or tokens', async () => {
    const asked = showProfile(viewer({ role: 'ADMIN', name: 'Ada Admin' }));
    const account = await screen.findByRole('region', { name: 'Your account' });
    expect(account).toHaveTextContent('Admin');
    expect(
      screen.queryByRole('region', { name: 'Personal and business details' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Notification preferences' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'API tokens' })).not.toBeInTheDocument();
    expect(asked).toEqual({ tokens: [], details: [] });
  });

  it("shows a store account its account's sections, without a developer profile or tokens", async () => {
    const asked = showProfile(viewer({ role: 'CUSTOMER', name: 'Bea Buyer' }));
    await screen.findByRole('region', { name: 'Your account' });
    for (const name of ['Sign-in methods', 'Two-factor sign-in', 'Active sessions', 'Your data']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'API tokens' })).not.toBeInTheDocument();
    expect(asked.tokens).toEqual([]);
  });

  it('shows a developer under review everything but API tokens, which staff must verify first', async () => {
    const asked = showProfile(viewer({ accountVerified: false }));
    await screen.findByRole('region', { name: 'Your account' });
    for (const name of ['Sign-in methods', 'Two-factor sign-in', 'Active sessions', 'Your data']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'API tokens' })).not.toBeInTheDocument();
    expect(asked.tokens).toEqual([]);
  });

  it('shows an account whose email is not verified its sign-in, sessions and data, and points at verifying', async () => {
    const asked = showProfile(
      viewer({ isEmailVerified: false, onboardingCompleted: false, accountVerified: false }),
    );
    await screen.findByRole('region', { name: 'Your account' });
    expect(screen.getByRole('note')).toHaveTextContent('Your email address is not verified yet.');
    expect(screen.getByRole('link', { name: 'verify your email' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
    for (const name of ['Sign-in methods', 'Two-factor sign-in', 'Active sessions', 'Your data']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    // What the server refuses before the address is verified is not asked for.
    for (const name of [
      'Personal and business details',
      'Notification preferences',
      'API tokens',
    ]) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(asked).toEqual({ tokens: [], details: [] });
    await expectNoAxeViolations();
  });
});
