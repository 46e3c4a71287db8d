import { businessNameOf } from '@vmu/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { developerProfile } from '../../../db/schema/developers';
import { AppError } from '../../../errors';
import type { DeveloperProfileRow } from '../developer-profile-view';
import type { ProfileUpdate } from '../parse-profile-update';
import { VERIFIED_DETAILS_ON_PROFILE_MESSAGE } from './update-onboarding-progress';

export const PROFILE_REQUIRED_MESSAGE = 'Complete onboarding first.';
export const STATUS_STAFF_ONLY_MESSAGE = 'Only staff can change a developer status.';
export const AGE_CONFIRMATION_FINAL_MESSAGE = 'Age confirmation cannot be withdrawn.';

/** The business name shown when the developer has not chosen one. */
function computedBusinessName(row: DeveloperProfileRow): string | null {
  if (row.companyName) return row.companyName;
  if (row.firstName && row.lastName) {
    return businessNameOf({ firstName: row.firstName, lastName: row.lastName });
  }
  return null;
}

/**
 * Applies the sign-in attributes (docs/product.md, "App user") to the user's own profile. Refuses a
 * status change (staff only) and withdrawing age confirmation; changes nothing, not even
 * profileVersion, when the values are already in place.
 */
export async function updateUserProfile(
  db: Database,
  userId: string,
  update: ProfileUpdate,
  now: Date = new Date(),
): Promise<DeveloperProfileRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(developerProfile)
      .where(eq(developerProfile.userId, userId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', PROFILE_REQUIRED_MESSAGE, 404);
    if (update.developerStatus !== undefined && update.developerStatus !== row.developerStatus) {
      throw new AppError('FORBIDDEN', STATUS_STAFF_ONLY_MESSAGE, 403);
    }
    if (update.ageVerified === false && row.ageVerified) {
      throw new AppError('VALIDATION_FAILED', AGE_CONFIRMATION_FINAL_MESSAGE);
    }

    const changes: Partial<
      Pick<DeveloperProfileRow, 'accountType' | 'businessName' | 'ageVerified'>
    > = {};
    if (update.accountType !== undefined && update.accountType !== row.accountType) {
      // Staff verified the account type: a verified developer changes it on the profile, where
      // the change goes back to review (decision 0057).
      if (row.developerStatus === 'verified') {
        throw new AppError('VERIFIED_DETAILS_ON_PROFILE', VERIFIED_DETAILS_ON_PROFILE_MESSAGE, 409);
      }
      changes.accountType = update.accountType;
    }
    if (update.businessName !== undefined) {
      const businessName = update.businessName ?? computedBusinessName(row);
      if (businessName !== row.businessName) changes.businessName = businessName;
    }
    if (update.ageVerified === true && !row.ageVerified) changes.ageVerified = true;
    if (Object.keys(changes).length === 0) return row;

    const [updated] = await tx
      .update(developerProfile)
      .set({
        ...changes,
        updatedAt: now,
        profileVersion: sql`${developerProfile.profileVersion} + 1`,
      })
      .where(eq(developerProfile.userId, userId))
      .returning();
    if (!updated) throw new Error(`developer profile of ${userId} vanished on update`);
    return updated;
  });
}
