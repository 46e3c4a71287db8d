import type { NotificationPreferences } from '@vmu/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { developerProfile } from '../../../db/schema/developers';
import { AppError } from '../../../errors';
import { preferencesOf } from '../preferences-of';
import { PROFILE_NOT_FOUND_MESSAGE } from '../../shared/guards/require-profile-developer';

/** Saves the developer's preferences; the same values again change nothing, not even the version. */
export async function updateNotificationPreferences(
  db: Database,
  userId: string,
  preferences: NotificationPreferences,
  now: Date = new Date(),
): Promise<NotificationPreferences> {
  const [updated] = await db
    .update(developerProfile)
    .set({
      ...preferences,
      updatedAt: now,
      profileVersion: sql`${developerProfile.profileVersion} + 1`,
    })
    .where(
      sql`${developerProfile.userId} = ${userId} and (${developerProfile.emailNotifications}, ${developerProfile.marketingEmails}, ${developerProfile.currency}, ${developerProfile.timezone}) is distinct from (${preferences.emailNotifications}, ${preferences.marketingEmails}, ${preferences.currency}, ${preferences.timezone})`,
    )
    .returning();
  if (updated) return preferencesOf(updated);
  const [current] = await db
    .select()
    .from(developerProfile)
    .where(eq(developerProfile.userId, userId));
  if (!current) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND_MESSAGE, 404);
  return preferencesOf(current);
}
