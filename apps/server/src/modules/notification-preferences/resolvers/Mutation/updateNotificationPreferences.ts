import { NotificationPreferencesSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireProfileDeveloper } from '../../../shared/guards/require-profile-developer';
import { parseInput } from '../../../shared/parse-input';
import { updateNotificationPreferences as update } from '../../services/update-notification-preferences';

export const updateNotificationPreferences: NonNullable<
  MutationResolvers['updateNotificationPreferences']
> = async (_parent, { input }, ctx) => {
  const developer = requireProfileDeveloper(ctx);
  return update(ctx.db, developer.id, parseInput(NotificationPreferencesSchema, input));
};
