// Cookie consent of SPEC sections 2, 3 and 4: the record kept in the browser's local storage,
// the ways to make a choice, and the cookie list that the policy page and the settings
// screen both render, so the two cannot disagree.
//
// Written without zod: the banner that reads the record loads on every public page, and zod
// would add about 9 kB gzipped to what the landing page loads (decision 0030).

export const COOKIE_CONSENT_VERSION = '1.0';
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie-consent';

export interface CookiePreferences {
  // Necessary cookies cannot be switched off (SPEC section 5), so a record saying otherwise is invalid.
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

export interface CookieConsent {
  preferences: CookiePreferences;
  /** ISO 8601 date and time, with seconds, in UTC (`Z`) or with an offset. */
  timestamp: string;
  version: typeof COOKIE_CONSENT_VERSION;
}

/** The categories a visitor may switch on or off; necessary is not one of them. */
export const OPTIONAL_COOKIE_CATEGORIES = ['functional', 'analytics', 'marketing'] as const;
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];
export type CookieCategoryId = 'necessary' | OptionalCookieCategory;

/** What a visitor chose; `necessary` may be passed but is always stored as true. */
export type CookiePreferenceChoice = Record<OptionalCookieCategory, boolean> & {
  necessary?: boolean;
};

/** Before any choice only necessary cookies are on (SPEC section 3). */
export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
};

export function withPreferences(choice: CookiePreferenceChoice, now: Date): CookieConsent {
  return {
    preferences: {
      necessary: true,
      functional: choice.functional,
      analytics: choice.analytics,
      marketing: choice.marketing,
    },
    timestamp: now.toISOString(),
    version: COOKIE_CONSENT_VERSION,
  };
}

export function acceptAll(now: Date): CookieConsent {
  return withPreferences({ functional: true, analytics: true, marketing: true }, now);
}

export function acceptNecessaryOnly(now: Date): CookieConsent {
  return withPreferences({ functional: false, analytics: false, marketing: false }, now);
}

/**
 * Reads the stored value. Anything unreadable, incomplete or of another consent version gives
 * null, which means "no choice yet": the banner asks again rather than trusting a bad record.
 */
export function parseCookieConsent(stored: string | null | undefined): CookieConsent | null {
  if (stored == null || stored === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  return toCookieConsent(value);
}

// A date and time as RFC 3339 writes it (what toISOString gives, or a time with an offset).
const ISO_DATE_TIME =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The record, with only its own fields, or null when anything in it is missing or wrong. */
function toCookieConsent(value: unknown): CookieConsent | null {
  if (!isRecord(value) || !isRecord(value.preferences)) return null;
  const { preferences, timestamp, version } = value;
  const { functional, analytics, marketing } = preferences;
  const valid =
    version === COOKIE_CONSENT_VERSION &&
    typeof timestamp === 'string' &&
    ISO_DATE_TIME.test(timestamp) &&
    preferences.necessary === true &&
    typeof functional === 'boolean' &&
    typeof analytics === 'boolean' &&
    typeof marketing === 'boolean';
  if (!valid) return null;
  return {
    preferences: { necessary: true, functional, analytics, marketing },
    timestamp,
    version,
  };
}

export function serializeCookieConsent(consent: CookieConsent): string {
  return JSON.stringify(consent);
}

export interface CookieDescription {
  name: string;
  purpose: string;
  /** As shown to visitors. */
  duration: string;
  /** Lifetime in seconds; null for a cookie that ends with the browser session. */
  maxAgeSeconds: number | null;
}

export interface CookieCategory {
  id: CookieCategoryId;
  name: string;
  description: string;
  /** Strictly necessary cookies are always active and have no switch. */
  alwaysActive: boolean;
  cookies: readonly CookieDescription[];
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  {
    id: 'necessary',
    name: 'Strictly Necessary',
    description:
      'Needed for the portal to work: signing in, keeping you signed in and protecting your forms. They cannot be switched off.',
    alwaysActive: true,
    cookies: [
      {
        name: 'Identity token',
        purpose: 'Proves who you are after you sign in, so the portal can show your account.',
        duration: '1 hour',
        maxAgeSeconds: HOUR,
      },
      {
        name: 'Refresh token',
        purpose:
          'Renews your identity token so you stay signed in without entering your password again.',
        duration: '30 days',
        maxAgeSeconds: 30 * DAY,
      },
      {
        name: 'Session preferences',
        purpose: 'Remembers choices you make while you use the portal during this visit.',
        duration: 'Session',
        maxAgeSeconds: null,
      },
      {
        name: 'CSRF token',
        purpose:
          'Protects your forms from being submitted by other websites (cross-site request forgery).',
        duration: 'Session',
        maxAgeSeconds: null,
      },
    ],
  },
  {
    id: 'functional',
    name: 'Functional',
    description: 'Remember your settings so the portal looks and behaves the way you chose.',
    alwaysActive: false,
    cookies: [
      {
        name: 'User preferences',
        purpose: 'Remembers your portal settings, such as list layout and notification choices.',
        duration: '1 year',
        maxAgeSeconds: YEAR,
      },
      {
        name: 'Theme selection',
        purpose: 'Remembers whether you chose the light or dark appearance.',
        duration: '1 year',
        maxAgeSeconds: YEAR,
      },
      {
        name: 'Language preference',
        purpose: 'Remembers the language you read the portal in.',
        duration: '1 year',
        maxAgeSeconds: YEAR,
      },
    ],
  },
  {
    id: 'analytics',
    name: 'Performance & Analytics',
    description:
      'Help us understand how the portal is used and how fast it is, so we can improve it.',
    alwaysActive: false,
    cookies: [
      {
        name: 'Analytics session',
        purpose: 'Groups the pages you view in one visit, so visits can be counted.',
        duration: '30 minutes',
        maxAgeSeconds: 30 * MINUTE,
      },
      {
        name: 'Performance metrics',
        purpose: 'Records page load times and errors, so we can find and fix slow pages.',
        duration: '7 days',
        maxAgeSeconds: 7 * DAY,
      },
      {
        name: 'Usage patterns',
        purpose: 'Shows which features are used over time, so we know what to improve.',
        duration: '1 year',
        maxAgeSeconds: YEAR,
      },
    ],
  },
  {
    id: 'marketing',
    name: 'Marketing & Targeting',
    description:
      'Would let us show you relevant VMU Pro news on other websites. We set none today.',
    alwaysActive: false,
    cookies: [],
  },
];

export function cookieCategory(id: CookieCategoryId): CookieCategory {
  const category = COOKIE_CATEGORIES.find((c) => c.id === id);
  // The list above names every id; reaching this means the list was edited wrongly.
  if (!category) throw new Error(`Unknown cookie category: ${id}`);
  return category;
}
