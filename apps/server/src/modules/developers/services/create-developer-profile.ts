import { defaultCurrencyOf } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { developerProfile } from '../../../db/schema/developers';
import { AppError } from '../../../errors';
import type { DeveloperProfileRow } from '../developer-profile-view';
import type { NewProfile } from '../parse-new-profile';

export const PROFILE_EXISTS_MESSAGE = 'You already have a developer profile.';

/**
 * Creates the user's profile with no onboarding step completed. Race-safe: of two concurrent
 * calls the primary key lets one insert; the other gets PROFILE_EXISTS.
 */
export async function createDeveloperProfile(
  db: Database,
  userId: string,
  values: NewProfile,
  now: Date = new Date(),
): Promise<DeveloperProfileRow> {
  const [created] = await db
    .insert(developerProfile)
    // The currency starts from the country (decision 0057), not the column's USD.
    .values({
      userId,
      ...values,
      currency: defaultCurrencyOf(values.country),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: developerProfile.userId })
    .returning();
  if (!created) throw new AppError('PROFILE_EXISTS', PROFILE_EXISTS_MESSAGE, 409);
  return created;
}
