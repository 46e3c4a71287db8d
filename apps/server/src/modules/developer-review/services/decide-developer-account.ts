import { DELETED_ACCOUNT_MESSAGE, DEVELOPER_STATUS_LABELS } from '@vmu/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/accounts';
import { developerProfile, developerStatusChange } from '../../../db/schema/developers';
import { AppError } from '../../../errors';
import { recordAuditEvent } from '../../audit-log';
import type { DeveloperProfileRow } from '../../developers';

export type ReviewDecision = {
  to: 'verified' | 'rejected';
  verifiedAt: Date | null;
  verificationNotes: string;
  /** What staff wrote (the rejection's reason, an approval's notes), for the audit log. */
  staffNote: string | null;
};

export const DEVELOPER_NOT_FOUND_MESSAGE = 'Developer account not found.';
export const ALREADY_REVIEWED_MESSAGE = 'This developer account has already been reviewed.';
export const OWN_ACCOUNT_MESSAGE = 'You cannot review your own developer account.';

/**
 * Moves a pending developer to the decided status in one transaction: a conditional update
 * (only while still pending, so of two admins deciding at once exactly one wins) plus the
 * history row. NOT_FOUND without a profile, ALREADY_REVIEWED when it is no longer pending,
 * FORBIDDEN for an admin deciding their own account, ACCOUNT_DELETED for a deleted one.
 */
export async function decideDeveloperAccount(
  db: Database,
  review: { userId: string; adminId: string; now: Date },
  decision: ReviewDecision,
  /** Records the developer's mail in the same transaction, so the decision never lacks it. */
  queueDecisionMail: (
    tx: Database,
    decided: { profile: DeveloperProfileRow; email: string },
  ) => Promise<void>,
): Promise<{ profile: DeveloperProfileRow; email: string }> {
  const { userId, adminId, now } = review;
  // Four eyes: staff who also develop have their own account reviewed by someone else.
  if (userId === adminId) throw new AppError('FORBIDDEN', OWN_ACCOUNT_MESSAGE, 403);
  return db.transaction(async (tx) => {
    // The account's row first, as its deletion takes it: a deletion committed before is seen.
    const [account] = await tx
      .select({ deletedAt: user.deletedAt })
      .from(user)
      .where(eq(user.id, userId))
      .for('share');
    if (account?.deletedAt) throw new AppError('ACCOUNT_DELETED', DELETED_ACCOUNT_MESSAGE, 409);
    const [profile] = await tx
      .update(developerProfile)
      .set({
        developerStatus: decision.to,
        verifiedAt: decision.verifiedAt,
        verificationNotes: decision.verificationNotes,
        lastStatusChange: now,
        updatedAt: now,
        profileVersion: sql`${developerProfile.profileVersion} + 1`,
      })
      .where(
        and(eq(developerProfile.userId, userId), eq(developerProfile.developerStatus, 'pending')),
      )
      .returning();
    if (!profile) {
      const [exists] = await tx
        .select({ userId: developerProfile.userId })
        .from(developerProfile)
        .where(eq(developerProfile.userId, userId));
      throw exists
        ? new AppError('ALREADY_REVIEWED', ALREADY_REVIEWED_MESSAGE, 409)
        : new AppError('NOT_FOUND', DEVELOPER_NOT_FOUND_MESSAGE, 404);
    }
    await tx.insert(developerStatusChange).values({
      userId,
      changedBy: adminId,
      fromStatus: 'pending',
      toStatus: decision.to,
      notes: decision.verificationNotes,
      changedAt: now,
    });
    const [owner] = await tx
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, userId));
    if (!owner) throw new Error(`user ${userId} vanished while their profile was reviewed`);
    // A staff decision on an account is kept where staff look (decision 0058).
    await recordAuditEvent(tx, {
      actorId: adminId,
      action: decision.to === 'verified' ? 'APPROVE_DEVELOPER' : 'REJECT_DEVELOPER',
      targetType: 'USER',
      targetId: userId,
      targetLabel: owner.name || owner.email,
      reason: decision.staffNote,
      details: {
        fromStatus: DEVELOPER_STATUS_LABELS.pending,
        toStatus: DEVELOPER_STATUS_LABELS[decision.to],
      },
    });
    const decided = { profile, email: owner.email };
    await queueDecisionMail(tx, decided);
    return decided;
  });
}

/** 'First Last' of the reviewed developer, for mails. */
export function fullNameOf(profile: DeveloperProfileRow): string {
  return [profile.firstName, profile.lastName].filter(Boolean).join(' ');
}
