import type { NotificationPreferencesResolvers } from './../../../graphql/generated/types.generated.js';
export const NotificationPreferences: NotificationPreferencesResolvers = {
  /* Implement NotificationPreferences resolver logic here */
};
