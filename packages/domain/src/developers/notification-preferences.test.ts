import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_NOT_SUPPORTED,
  DEFAULT_NOTIFICATION_PREFERENCES,
  isIanaTimezone,
  knownTimezones,
  NotificationPreferencesSchema,
  TIMEZONE_NOT_KNOWN,
} from './notification-preferences';

const messageOf = (value: unknown) => {
  const result = z.safeParse(NotificationPreferencesSchema, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('NotificationPreferencesSchema', () => {
  it('takes the defaults and any supported currency with an IANA zone', () => {
    expect(messageOf(DEFAULT_NOTIFICATION_PREFERENCES)).toBeNull();
    expect(
      messageOf({
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        currency: 'GBP',
        timezone: 'Europe/London',
      }),
    ).toBeNull();
  });
  it('refuses a currency the store does not sell in', () => {
    expect(messageOf({ ...DEFAULT_NOTIFICATION_PREFERENCES, currency: 'JPY' })).toBe(
      CURRENCY_NOT_SUPPORTED,
    );
  });
  it.each(['+01:00', 'Mars/Olympus_Mons', '', 'utc', `Europe/${'x'.repeat(64)}`])(
    'refuses the time zone %j',
    (timezone) => {
      expect(messageOf({ ...DEFAULT_NOTIFICATION_PREFERENCES, timezone })).toBe(TIMEZONE_NOT_KNOWN);
    },
  );
  it('refuses a missing switch', () => {
    expect(messageOf({ ...DEFAULT_NOTIFICATION_PREFERENCES, emailNotifications: 'yes' })).not.toBe(
      null,
    );
  });
});

describe('time zones', () => {
  it('lists UTC first among the zones the runtime knows, every one of them accepted', () => {
    const zones = knownTimezones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(zones.filter((zone) => !isIanaTimezone(zone))).toEqual([]);
  });
});
