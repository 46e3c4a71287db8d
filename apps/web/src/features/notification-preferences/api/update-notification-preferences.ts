import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@vmu/domain';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { notificationPreferencesKeys } from './notification-preferences-keys';

export const UpdateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      emailNotifications
      marketingEmails
      currency
      timezone
    }
  }
`);

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NotificationPreferences) =>
      (await request(UpdateNotificationPreferencesMutation, { input }))
        .updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKeys.preferences, saved),
  });
}
