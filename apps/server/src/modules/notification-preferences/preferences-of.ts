import type { NotificationPreferences } from '@vmu/domain';
import type { developerProfile } from '../../db/schema/developers';

/** The preferences of a profile row, as GraphQL's NotificationPreferences shows them. */
export function preferencesOf(
  row: Pick<
    typeof developerProfile.$inferSelect,
    'emailNotifications' | 'marketingEmails' | 'currency' | 'timezone'
  >,
): NotificationPreferences {
  return {
    emailNotifications: row.emailNotifications,
    marketingEmails: row.marketingEmails,
    currency: row.currency,
    timezone: row.timezone,
  };
}
