import * as z from 'zod/mini';
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '../limits';

// The developer profile's preferences (docs/product.md, "Developer profile"; decision 0044): email
// notifications, marketing emails, currency and time zone. The profile's form and
// updateNotificationPreferences parse with the one schema below; which mails the first switch
// silences is notifications/mail-kinds.

export const DEFAULT_TIMEZONE = 'UTC';

export type NotificationPreferences = {
  emailNotifications: boolean;
  marketingEmails: boolean;
  currency: Currency;
  timezone: string;
};

/** A new profile's: mail on, marketing off until the developer asks for it (consent). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  marketingEmails: false,
  currency: DEFAULT_CURRENCY,
  timezone: DEFAULT_TIMEZONE,
};

/** The longest IANA name is 30 characters (America/Argentina/ComodRivadavia); room to spare. */
export const TIMEZONE_MAX_LENGTH = 64;

export const CURRENCY_NOT_SUPPORTED = `Please choose one of ${CURRENCIES.join(', ')}`;
export const TIMEZONE_NOT_KNOWN = 'Please choose a time zone from the list';

/**
 * The IANA time zones this runtime knows (the browser's and the server's ICU), with UTC, which
 * some engines list only as Etc/UTC.
 */
export function knownTimezones(): readonly string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(DEFAULT_TIMEZONE) ? zones : [DEFAULT_TIMEZONE, ...zones];
}

// An IANA zone name: UTC, or Area/Location (America/Argentina/Buenos_Aires), never an offset.
const ZONE_NAME = /^(UTC|[A-Z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+){1,2})$/;

/**
 * True for an IANA zone name the runtime can show dates in. The name's shape keeps out offsets
 * (+01:00), which Intl.DateTimeFormat takes too; the runtime's own check keeps out unknown names
 * without a list that a browser and the server, on different ICU versions, could disagree on.
 */
export function isIanaTimezone(value: string): boolean {
  if (value.length > TIMEZONE_MAX_LENGTH || !ZONE_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const NotificationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  currency: z.enum(CURRENCIES, { error: CURRENCY_NOT_SUPPORTED }),
  timezone: z.string().check(z.refine(isIanaTimezone, TIMEZONE_NOT_KNOWN)),
});
export type NotificationPreferencesInput = z.input<typeof NotificationPreferencesSchema>;
