import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/accounts';
import { developerProfile } from '../../../db/schema/developers';
import type { MailPreferencesOf } from '../../../platform/mail/mail-queue';

/**
 * The mail job's lookup of a recipient's "Email notifications" choice, by the address the mail
 * goes to (the account's email, unique). An address with no account or no developer profile
 * (the support inbox, a store account, staff) has none, and gets every mail it is sent.
 */
export function mailPreferencesReader(db: Database): MailPreferencesOf {
  return async (to) => {
    const [found] = await db
      .select({ emailNotifications: developerProfile.emailNotifications })
      .from(user)
      .innerJoin(developerProfile, eq(developerProfile.userId, user.id))
      .where(eq(user.email, to.trim().toLowerCase()));
    return found ?? null;
  };
}
