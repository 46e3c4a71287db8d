import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { notificationPreferencesKeys } from './notification-preferences-keys';

export const NotificationPreferencesQuery = graphql(`
  query NotificationPreferences {
    getDeveloperProfile {
      userId
      preferences {
        emailNotifications
        marketingEmails
        currency
        timezone
      }
    }
  }
`);

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: notificationPreferencesKeys.preferences,
  queryFn: async () =>
    (await request(NotificationPreferencesQuery)).getDeveloperProfile?.preferences ?? null,
});

/** The signed-in developer's preferences; null without a developer profile. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}
