import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/accounts';
import { developerProfile } from '../../../db/schema/developers';
import type { DeveloperProfileRow } from '../developer-profile-view';

/** The user's profile with their account email, or null before the first onboarding step. */
export async function getDeveloperProfile(
  db: Database,
  userId: string,
): Promise<{ profile: DeveloperProfileRow; email: string } | null> {
  const [found] = await db
    .select({ profile: developerProfile, email: user.email })
    .from(developerProfile)
    .innerJoin(user, eq(user.id, developerProfile.userId))
    .where(eq(developerProfile.userId, userId));
  return found ?? null;
}
