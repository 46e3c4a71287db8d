import { describe, expect, it } from 'vitest';
import { activeHref, adminNav, developerNav, navFor } from './nav-config';

const labels = (nav: ReturnType<typeof navFor>) => nav.map((group) => group.map((l) => l.label));

describe('navFor', () => {
  it('gives a developer the developer links in their groups', () => {
    expect(labels(navFor({ role: 'DEVELOPER' }))).toEqual([
      ['Dashboard'],
      ['My Apps', 'Analytics'],
      ['Payments', 'Payouts', 'Profile'],
    ]);
  });

  it('treats a missing role as developer', () => {
    expect(navFor({ role: null })).toBe(developerNav);
  });

  it('gives an admin the admin links only, Profile going to /profile', () => {
    const nav = navFor({ role: 'ADMIN' });
    expect(nav).toBe(adminNav);
    expect(labels(nav)).toEqual([
      ['Admin Dashboard'],
      ['App Review', 'Developer Review'],
      ['All Apps', 'Analytics'],
      ['Users', 'Settings', 'Audit Log'],
      ['Profile'],
    ]);
    expect(nav.flat().map((link) => link.href)).toEqual([
      '/admin/dashboard',
      '/admin/review',
      '/admin/developers',
      '/admin/apps',
      '/admin/analytics',
      '/admin/users',
      '/admin/settings',
      '/admin/audit',
      '/profile',
    ]);
  });

  it('lists no test-only screen: the payment-provider test screen is reached from Payments', () => {
    for (const nav of [developerNav, adminNav]) {
      expect(nav.flat().map((link) => link.href)).not.toContain('/payments/provider-test');
      expect(nav.flat().map((link) => link.label.toLowerCase())).not.toContainEqual(
        expect.stringContaining('test'),
      );
    }
  });
});

describe('activeHref', () => {
  it('marks the exact page', () => {
    expect(activeHref(developerNav, '/analytics')).toBe('/analytics');
    expect(activeHref(adminNav, '/admin/developers')).toBe('/admin/developers');
  });

  it('marks the most specific link the page lies under', () => {
    expect(activeHref(developerNav, '/payments/provider-test')).toBe('/payments');
    expect(activeHref(developerNav, '/payments/setup')).toBe('/payments');
    expect(activeHref(developerNav, '/apps/create')).toBe('/apps');
    expect(activeHref(developerNav, '/dashboard/')).toBe('/dashboard');
  });

  it('marks nothing for pages outside the sidebar or sharing only a prefix', () => {
    expect(activeHref(developerNav, '/settings/cookies')).toBeNull();
    expect(activeHref(developerNav, '/appsx')).toBeNull();
    expect(activeHref(adminNav, '/dashboard')).toBeNull();
  });
});
