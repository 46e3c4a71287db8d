import { describe, expect, it } from 'vitest';
import {
  holdsApiTokens,
  accessRedirect,
  entryPathFor,
  homePathFor,
  type AccessViewer,
  type RouteGroup,
} from './access';

const ready: AccessViewer = {
  role: 'DEVELOPER',
  provider: 'EMAIL',
  isEmailVerified: true,
  onboardingCompleted: true,
  accountVerified: true,
};

// Every user state the spec distinguishes, for each role.
const states: Record<string, AccessViewer | null> = {
  'signed out': null,
  'email unverified': {
    ...ready,
    isEmailVerified: false,
    onboardingCompleted: false,
    accountVerified: false,
  },
  'social, no onboarding': {
    ...ready,
    provider: 'GITHUB',
    isEmailVerified: true,
    onboardingCompleted: false,
    accountVerified: false,
  },
  'onboarding incomplete': { ...ready, onboardingCompleted: false, accountVerified: false },
  'awaiting review': { ...ready, accountVerified: false },
  verified: ready,
};

const L = '/auth/login';
const V = '/verify-email';
const O = '/onboarding/country';
const P = '/pending-verification';
const D = '/dashboard';
const AD = '/admin/dashboard';
const APPS = '/apps';
const PU = '/store/purchases';

// [state, role] -> redirect per group (null = the route is shown), and the entry path (where
// the user goes after signing in, verifying or the OAuth callback).
type Row = Record<RouteGroup, string | null> & { entry: string };
const table: Array<[string, 'DEVELOPER' | 'ADMIN' | 'CUSTOMER', Row]> = [
  [
    'signed out',
    'DEVELOPER',
    { guest: null, 'own-account': L, account: L, onboarding: L, main: L, admin: L, entry: L },
  ],
  [
    'email unverified',
    'DEVELOPER',
    { guest: D, 'own-account': null, account: V, onboarding: V, main: V, admin: V, entry: V },
  ],
  [
    'email unverified',
    'ADMIN',
    { guest: AD, 'own-account': null, account: V, onboarding: V, main: V, admin: V, entry: V },
  ],
  [
    'social, no onboarding',
    'DEVELOPER',
    {
      guest: D,
      'own-account': null,
      account: null,
      onboarding: null,
      main: O,
      admin: APPS,
      entry: O,
    },
  ],
  [
    'social, no onboarding',
    'ADMIN',
    {
      guest: AD,
      'own-account': null,
      account: null,
      onboarding: AD,
      main: null,
      admin: null,
      entry: AD,
    },
  ],
  [
    'onboarding incomplete',
    'DEVELOPER',
    {
      guest: D,
      'own-account': null,
      account: null,
      onboarding: null,
      main: O,
      admin: APPS,
      entry: O,
    },
  ],
  [
    'onboarding incomplete',
    'ADMIN',
    {
      guest: AD,
      'own-account': null,
      account: null,
      onboarding: AD,
      main: null,
      admin: null,
      entry: AD,
    },
  ],
  [
    'awaiting review',
    'DEVELOPER',
    {
      guest: D,
      'own-account': null,
      account: null,
      onboarding: null,
      main: P,
      admin: APPS,
      entry: P,
    },
  ],
  [
    'awaiting review',
    'ADMIN',
    {
      guest: AD,
      'own-account': null,
      account: null,
      onboarding: AD,
      main: null,
      admin: null,
      entry: AD,
    },
  ],
  [
    'verified',
    'DEVELOPER',
    {
      guest: D,
      'own-account': null,
      account: null,
      onboarding: null,
      main: null,
      admin: APPS,
      entry: D,
    },
  ],
  [
    'verified',
    'ADMIN',
    {
      guest: AD,
      'own-account': null,
      account: null,
      onboarding: AD,
      main: null,
      admin: null,
      entry: AD,
    },
  ],
  // A store account (decision 0038): its purchases, and none of the developer or staff areas.
  [
    'signed out',
    'CUSTOMER',
    { guest: null, 'own-account': L, account: L, onboarding: L, main: L, admin: L, entry: L },
  ],
  [
    'email unverified',
    'CUSTOMER',
    { guest: PU, 'own-account': null, account: V, onboarding: V, main: V, admin: V, entry: V },
  ],
  [
    'social, no onboarding',
    'CUSTOMER',
    {
      guest: PU,
      'own-account': null,
      account: null,
      onboarding: PU,
      main: PU,
      admin: PU,
      entry: PU,
    },
  ],
  [
    'verified',
    'CUSTOMER',
    {
      guest: PU,
      'own-account': null,
      account: null,
      onboarding: PU,
      main: PU,
      admin: PU,
      entry: PU,
    },
  ],
];

describe('accessRedirect', () => {
  for (const [state, role, expected] of table) {
    for (const group of [
      'guest',
      'own-account',
      'account',
      'onboarding',
      'main',
      'admin',
    ] as const) {
      it(`${group} route, ${state}, ${role.toLowerCase()} -> ${expected[group] ?? 'shown'}`, () => {
        const base = states[state];
        const viewer = base ? { ...base, role } : null;
        expect(accessRedirect(group, viewer)).toBe(expected[group]);
      });
    }
    it(`entry path, ${state}, ${role.toLowerCase()} -> ${expected.entry}`, () => {
      const base = states[state];
      expect(entryPathFor(base ? { ...base, role } : null)).toBe(expected.entry);
    });
  }

  it('treats a missing provider as email and a missing role as developer', () => {
    const viewer = { isEmailVerified: false, onboardingCompleted: true, accountVerified: true };
    expect(accessRedirect('main', viewer)).toBe(V);
    expect(accessRedirect('admin', { ...viewer, isEmailVerified: true })).toBe(APPS);
  });

  it('sends admins home to the admin dashboard and everyone else to the dashboard', () => {
    expect(homePathFor({ role: 'admin' })).toBe(AD);
    expect(homePathFor({ role: 'DEVELOPER' })).toBe(D);
    expect(homePathFor({})).toBe(D);
    expect(homePathFor({ role: 'customer' })).toBe(PU);
  });

  it('goes back to the store page that asked for a sign-in once the email counts as verified', () => {
    const customer = { ...ready, role: 'CUSTOMER' };
    expect(entryPathFor(customer, '/store/apps/com.example.game')).toBe(
      '/store/apps/com.example.game',
    );
    // Every role may shop; a developer still awaiting review goes back to the store too.
    expect(entryPathFor({ ...ready, accountVerified: false }, '/store')).toBe('/store');
    // Not before the code is confirmed: the verification screen comes first.
    expect(entryPathFor({ ...customer, isEmailVerified: false }, '/store')).toBe(V);
    // Only the store's own paths.
    expect(entryPathFor(customer, '/admin/dashboard')).toBe(PU);
    expect(entryPathFor(customer, 'https://evil.example/store')).toBe(PU);
    expect(entryPathFor(customer, '//evil.example/store')).toBe(PU);
    expect(entryPathFor(customer, null)).toBe(PU);
  });

  it('lets every account with a verified email manage itself; API tokens only for verified developers', () => {
    const pending = { ...ready, accountVerified: false };
    const rejectedOrNew = { ...ready, onboardingCompleted: false, accountVerified: false };
    const customer = { ...ready, role: 'CUSTOMER' };
    const admin = { ...ready, role: 'ADMIN' };
    for (const viewer of [ready, pending, rejectedOrNew, customer, admin]) {
      expect(accessRedirect('account', viewer)).toBeNull();
    }
    expect(holdsApiTokens(ready)).toBe(true);
    for (const viewer of [pending, rejectedOrNew, customer, admin]) {
      expect(holdsApiTokens(viewer)).toBe(false);
    }
  });
});
