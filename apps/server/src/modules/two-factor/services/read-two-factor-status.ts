import { isAdmin } from '@vmu/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { account, user } from '../../../db/schema/accounts';
import type { ViewerMapper } from '../../shared/viewer';
import { isStaffTwoFactorRequired } from '../../portal-settings';

export type TwoFactorStatus = { enabled: boolean; passwordSet: boolean; requiredForStaff: boolean };

/** Whether the viewer's account has two-factor sign-in on, a password, and must keep it on. */
export async function readTwoFactorStatus(
  db: Database,
  viewer: ViewerMapper,
): Promise<TwoFactorStatus> {
  // The session's copy may be older than a set-up finished a moment ago: read the row.
  const [row] = await db
    .select({ enabled: user.twoFactorEnabled, passwordAccountId: account.id })
    .from(user)
    .leftJoin(
      account,
      and(
        eq(account.userId, user.id),
        eq(account.providerId, 'credential'),
        isNotNull(account.password),
      ),
    )
    .where(eq(user.id, viewer.id))
    .limit(1);
  return {
    enabled: row?.enabled ?? false,
    passwordSet: row?.passwordAccountId != null,
    requiredForStaff: isAdmin(viewer) && (await isStaffTwoFactorRequired(db)),
  };
}
