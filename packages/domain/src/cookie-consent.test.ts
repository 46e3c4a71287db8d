import { describe, expect, it } from 'vitest';
import {
  COOKIE_CATEGORIES,
  PORTAL_COOKIE_NAMES,
  withoutSecurePrefix,
  COOKIE_CONSENT_STORAGE_KEY,
  COOKIE_CONSENT_VERSION,
  DEFAULT_COOKIE_PREFERENCES,
  acceptAll,
  acceptNecessaryOnly,
  cookieCategory,
  parseCookieConsent,
  serializeCookieConsent,
  withPreferences,
} from './cookie-consent';

const now = new Date('2025-03-14T09:26:53.589Z');

describe('cookie consent record', () => {
  it('uses the storage key and version of the spec', () => {
    expect(COOKIE_CONSENT_STORAGE_KEY).toBe('cookie-consent');
    expect(COOKIE_CONSENT_VERSION).toBe('1.0');
  });

  it('defaults to necessary cookies only', () => {
    expect(DEFAULT_COOKIE_PREFERENCES).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });

  it('accept all switches every category on', () => {
    expect(acceptAll(now)).toEqual({
      preferences: { necessary: true, functional: true, analytics: true, marketing: true },
      timestamp: '2025-03-14T09:26:53.589Z',
      version: '1.0',
    });
  });

  it('accept necessary only switches the rest off', () => {
    expect(acceptNecessaryOnly(now)).toEqual({
      preferences: { necessary: true, functional: false, analytics: false, marketing: false },
      timestamp: '2025-03-14T09:26:53.589Z',
      version: '1.0',
    });
  });

  it('keeps the chosen categories and forces necessary on', () => {
    const consent = withPreferences(
      { necessary: false, functional: true, analytics: false, marketing: true },
      now,
    );
    expect(consent.preferences).toEqual({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: true,
    });
  });

  it('reads back what it stores', () => {
    const consent = withPreferences({ functional: false, analytics: true, marketing: false }, now);
    expect(parseCookieConsent(serializeCookieConsent(consent))).toEqual(consent);
  });

  it('accepts a timestamp with an offset', () => {
    const stored = JSON.stringify({ ...acceptAll(now), timestamp: '2025-03-14T10:26:53+01:00' });
    expect(parseCookieConsent(stored)?.timestamp).toBe('2025-03-14T10:26:53+01:00');
  });

  it("keeps only the record's own fields", () => {
    const stored = JSON.stringify({
      ...acceptAll(now),
      extra: 'ignored',
      preferences: { ...acceptAll(now).preferences, other: true },
    });
    expect(parseCookieConsent(stored)).toEqual(acceptAll(now));
  });

  it.each([
    ['nothing stored', null],
    ['a JSON array', '[]'],
    ['an empty string', ''],
    ['broken JSON', '{"preferences":'],
    ['a JSON string', '"yes"'],
    ['JSON null', 'null'],
    ['another version', JSON.stringify({ ...acceptAll(now), version: '0.9' })],
    [
      'no version',
      JSON.stringify({ preferences: acceptAll(now).preferences, timestamp: now.toISOString() }),
    ],
    [
      'necessary switched off',
      JSON.stringify({
        ...acceptAll(now),
        preferences: { ...acceptAll(now).preferences, necessary: false },
      }),
    ],
    [
      'a missing category',
      JSON.stringify({
        ...acceptAll(now),
        preferences: { necessary: true, functional: true, analytics: true },
      }),
    ],
    [
      'a non-boolean category',
      JSON.stringify({
        ...acceptAll(now),
        preferences: { ...acceptAll(now).preferences, analytics: 'yes' },
      }),
    ],
    ['a timestamp that is not ISO', JSON.stringify({ ...acceptAll(now), timestamp: 'yesterday' })],
    [
      'a timestamp without seconds',
      JSON.stringify({ ...acceptAll(now), timestamp: '2025-03-14T09:26Z' }),
    ],
    [
      'a timestamp without a zone',
      JSON.stringify({ ...acceptAll(now), timestamp: '2025-03-14T09:26:53' }),
    ],
    [
      'a thirteenth month',
      JSON.stringify({ ...acceptAll(now), timestamp: '2025-13-14T09:26:53Z' }),
    ],
    [
      'preferences that are not an object',
      JSON.stringify({ ...acceptAll(now), preferences: true }),
    ],
  ])('treats %s as no choice', (_label, stored) => {
    expect(parseCookieConsent(stored)).toBeNull();
  });
});

describe('cookie list', () => {
  const durations = Object.fromEntries(
    COOKIE_CATEGORIES.flatMap((c) => c.cookies.map((cookie) => [cookie.name, cookie.duration])),
  );

  it('lists exactly the cookies the server sets, with their durations', () => {
    expect(durations).toEqual({
      'better-auth.session_token':
        '30 days with Remember me, otherwise until you close the browser',
      'better-auth.dont_remember': 'Session',
      'better-auth.two_factor': '10 minutes',
      'better-auth.state': '5 minutes',
    });
    expect(PORTAL_COOKIE_NAMES).toEqual(Object.keys(durations));
    expect(withoutSecurePrefix('__Secure-better-auth.state')).toBe('better-auth.state');
  });

  it('has the four categories in order, only Strictly Necessary always active', () => {
    expect(COOKIE_CATEGORIES.map((c) => [c.id, c.name, c.alwaysActive])).toEqual([
      ['necessary', 'Strictly Necessary', true],
      ['functional', 'Functional', false],
      ['analytics', 'Performance & Analytics', false],
      ['marketing', 'Marketing & Targeting', false],
    ]);
  });

  it('gives every cookie a purpose and a lifetime matching its duration', () => {
    for (const cookie of COOKIE_CATEGORIES.flatMap((c) => c.cookies)) {
      expect(cookie.purpose.length).toBeGreaterThan(10);
      if (cookie.duration === 'Session') expect(cookie.maxAgeSeconds).toBeNull();
    }
    expect(cookieCategory('necessary').cookies[0]?.maxAgeSeconds).toBe(30 * 24 * 3600);
    expect(cookieCategory('necessary').cookies[2]?.maxAgeSeconds).toBe(10 * 60);
    expect(cookieCategory('analytics').cookies).toEqual([]);
  });
});
