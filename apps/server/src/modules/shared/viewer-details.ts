import type { DeveloperStatus } from '@vmu/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { account, user } from '../../db/schema/accounts';
import { developerProfile, type AccountType } from '../../db/schema/developers';
import type { SignInProvider, ViewerDeveloper } from './viewer';

/** What viewerDetailsOf reads, from the user left-joined with its accounts and profile. */
export const viewerDetailsColumns = {
  providerId: account.providerId,
  completedSteps: developerProfile.completedSteps,
  developerStatus: developerProfile.developerStatus,
  accountType: developerProfile.accountType,
  businessName: developerProfile.businessName,
  ageVerified: developerProfile.ageVerified,
};

/** A user's columns and viewerDetailsColumns: what viewerOf makes a viewer of, in one select. */
export const viewerColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  emailVerified: user.emailVerified,
  twoFactorEnabled: user.twoFactorEnabled,
  image: user.image,
  createdAt: user.createdAt,
  ...viewerDetailsColumns,
};

/** One joined row: one per account of the user, the profile's columns null without one. */
export type ViewerDetailsRow = {
  providerId: string | null;
  completedSteps: string[] | null;
  developerStatus: DeveloperStatus | null;
  accountType: AccountType | null;
  businessName: string | null;
  ageVerified: boolean | null;
};

/**
 * The viewer's sign-in provider and developer-profile summary in one round trip. Account
 * linking is off (decision 0005), so a user has one account row: better-auth's 'credential'
 * for email and password, or the social provider's id.
 */
export async function findViewerDetails(
  db: Database,
  userId: string,
): Promise<{ provider: SignInProvider; developer: ViewerDeveloper | null }> {
  const rows = await db
    .select(viewerDetailsColumns)
    .from(user)
    .leftJoin(account, eq(account.userId, user.id))
    .leftJoin(developerProfile, eq(developerProfile.userId, user.id))
    .where(eq(user.id, userId));
  return viewerDetailsOf(rows);
}

/** The sign-in provider and developer summary from the user's joined rows. */
export function viewerDetailsOf(rows: readonly ViewerDetailsRow[]): {
  provider: SignInProvider;
  developer: ViewerDeveloper | null;
} {
  const ids = new Set(rows.map((row) => row.providerId));
  const provider: SignInProvider = ids.has('credential')
    ? 'email'
    : ids.has('github')
      ? 'github'
      : ids.has('google')
        ? 'google'
        : 'email';
  const first = rows[0];
  const developer =
    first?.completedSteps && first.accountType && first.ageVerified !== null
      ? {
          completedSteps: first.completedSteps,
          developerStatus: first.developerStatus,
          accountType: first.accountType,
          businessName: first.businessName,
          ageVerified: first.ageVerified,
        }
      : null;
  return { provider, developer };
}
