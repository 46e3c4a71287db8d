// Cookie consent (docs/product.md, "Cookie consent", "Cookie consent record", "Cookie choice"): the
// record kept in the browser's local storage, the ways to make a choice, and the cookie list that
// the policy page and the settings screen both render, so the two cannot disagree.
//
// Written without zod: the banner that reads the record loads on every public page, and zod
// would add about 9 kB gzipped to what the landing page loads (decision 0030).

export const COOKIE_CONSENT_VERSION = '1.0';
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie-consent';

export interface CookiePreferences {
  // Necessary cookies cannot be switched off (docs/product.md, "Cookie choice"), so a record saying
  // otherwise is invalid.
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

/** Before any choice only necessary cookies are on (docs/product.md, "Cookie consent record"). */
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
const DAY = 24 * 60 * MINUTE;

// --- The cookies the portal sets -------------------------------------------------------------
// Exactly the cookies the server sets (better-auth's, named `${prefix}.${name}`); the web sets
// none of its own (the consent choice is kept in local storage, a hidden notice in session
// storage). The server passes AUTH_COOKIE_PREFIX to better-auth and reads these names, and a
// server test collects every Set-Cookie of the sign-in flows and fails on a name not listed
// here (decision 0058).

/** The prefix of every cookie the server sets; better-auth's `advanced.cookiePrefix`. */
export const AUTH_COOKIE_PREFIX = 'better-auth';
/** Over HTTPS the names begin with this, so browsers keep them for secure pages only. */
export const SECURE_COOKIE_PREFIX = '__Secure-';

/** better-auth's own names of the cookies it sets for the portal's sign-in. */
export const AUTH_COOKIES = {
  sessionToken: 'session_token',
  dontRemember: 'dont_remember',
  twoFactor: 'two_factor',
  socialSignInState: 'state',
} as const;

/** How long a session lasts with Remember me (and how long its cookie is kept). */
export const SESSION_DAYS = 30;
/** How long the step between the password and the two-factor code may take. */
export const SECOND_STEP_MINUTES = 10;
/** How long a GitHub or Google sign-in may take at the provider (better-auth's own). */
export const SOCIAL_SIGN_IN_STATE_MINUTES = 5;

/** A cookie's full name as the server sets it over plain HTTP (tests, development). */
export const authCookieName = (cookie: (typeof AUTH_COOKIES)[keyof typeof AUTH_COOKIES]) =>
  `${AUTH_COOKIE_PREFIX}.${cookie}`;

/** The cookie's name without the __Secure- prefix HTTPS adds. */
export const withoutSecurePrefix = (name: string) =>
  name.startsWith(SECURE_COOKIE_PREFIX) ? name.slice(SECURE_COOKIE_PREFIX.length) : name;

export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  {
    id: 'necessary',
    name: 'Strictly Necessary',
    description:
      'Needed for the portal to work: signing in and keeping you signed in. They cannot be switched off.',
    alwaysActive: true,
    cookies: [
      {
        name: authCookieName(AUTH_COOKIES.sessionToken),
        purpose:
          'Keeps you signed in: it names your session, which the portal checks on every request.',
        duration: `${SESSION_DAYS} days with Remember me, otherwise until you close the browser`,
        maxAgeSeconds: SESSION_DAYS * DAY,
      },
      {
        name: authCookieName(AUTH_COOKIES.dontRemember),
        purpose:
          'Set when you sign in without Remember me, so your session ends when you close the browser.',
        duration: 'Session',
        maxAgeSeconds: null,
      },
      {
        name: authCookieName(AUTH_COOKIES.twoFactor),
        purpose:
          'Holds your sign-in between your password and your two-factor code, if you use two-factor sign-in.',
        duration: `${SECOND_STEP_MINUTES} minutes`,
        maxAgeSeconds: SECOND_STEP_MINUTES * MINUTE,
      },
      {
        name: authCookieName(AUTH_COOKIES.socialSignInState),
        purpose:
          'Ties a GitHub or Google sign-in to the browser that started it, so no other site can complete it.',
        duration: `${SOCIAL_SIGN_IN_STATE_MINUTES} minutes`,
        maxAgeSeconds: SOCIAL_SIGN_IN_STATE_MINUTES * MINUTE,
      },
    ],
  },
  {
    id: 'functional',
    name: 'Functional',
    description: 'Would remember your settings so the portal looks and behaves the way you chose.',
    alwaysActive: false,
    cookies: [],
  },
  {
    id: 'analytics',
    name: 'Performance & Analytics',
    description:
      'Would help us understand how the portal is used and how fast it is, so we can improve it.',
    alwaysActive: false,
    cookies: [],
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

/** Every cookie name the portal may set (over plain HTTP; HTTPS adds SECURE_COOKIE_PREFIX). */
export const PORTAL_COOKIE_NAMES: readonly string[] = COOKIE_CATEGORIES.flatMap((category) =>
  category.cookies.map((cookie) => cookie.name),
);

export function cookieCategory(id: CookieCategoryId): CookieCategory {
  const category = COOKIE_CATEGORIES.find((c) => c.id === id);
  // The list above names every id; reaching this means the list was edited wrongly.
  if (!category) throw new Error(`Unknown cookie category: ${id}`);
  return category;
}
