import { describe, expect, it } from 'vitest';
import {
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

// [state, role] -> redirect per group (null = the route is shown), and the entry path (where
// the user goes after signing in, verifying or the OAuth callback).
type Row = Record<RouteGroup, string | null> & { entry: string };
const table: Array<[string, 'DEVELOPER' | 'ADMIN', Row]> = [
  ['signed out', 'DEVELOPER', { guest: null, onboarding: L, main: L, admin: L, entry: L }],
  ['email unverified', 'DEVELOPER', { guest: D, onboarding: V, main: V, admin: V, entry: V }],
  ['email unverified', 'ADMIN', { guest: AD, onboarding: V, main: V, admin: V, entry: V }],
  [
    'social, no onboarding',
    'DEVELOPER',
    { guest: D, onboarding: null, main: O, admin: APPS, entry: O },
  ],
  [
    'social, no onboarding',
    'ADMIN',
    { guest: AD, onboarding: AD, main: null, admin: null, entry: AD },
  ],
  [
    'onboarding incomplete',
    'DEVELOPER',
    { guest: D, onboarding: null, main: O, admin: APPS, entry: O },
  ],
  [
    'onboarding incomplete',
    'ADMIN',
    { guest: AD, onboarding: AD, main: null, admin: null, entry: AD },
  ],
  ['awaiting review', 'DEVELOPER', { guest: D, onboarding: null, main: P, admin: APPS, entry: P }],
  ['awaiting review', 'ADMIN', { guest: AD, onboarding: AD, main: null, admin: null, entry: AD }],
  ['verified', 'DEVELOPER', { guest: D, onboarding: null, main: null, admin: APPS, entry: D }],
  ['verified', 'ADMIN', { guest: AD, onboarding: AD, main: null, admin: null, entry: AD }],
];

describe('accessRedirect', () => {
  for (const [state, role, expected] of table) {
    for (const group of ['guest', 'onboarding', 'main', 'admin'] as const) {
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
  });
});
