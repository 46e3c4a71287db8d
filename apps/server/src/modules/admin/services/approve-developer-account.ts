import { defaultApprovalNote } from '@vmu/domain';
import type { Database } from '../../../db/client';
import type { Mailer } from '../../../platform/mail/mailer';
import { sendApprovalMail } from '../../../platform/mail/developer-review-mails';
import type { DeveloperProfileRow } from '../../developers/developer-profile-view';
import { decideDeveloperAccount, fullNameOf } from './decide-developer-account';

export type ReviewDeps = {
  db: Database;
  mailer: Mailer;
  log: { error(obj: object, message: string): void };
  publicUrl: string;
  supportEmail: string;
};

/**
 * Verifies a pending developer (notes: the admin's, or "Approved by admin on <date>"), then
 * mails them. The decision stands even when the mail fails; the failure is logged.
 */
export async function approveDeveloperAccount(
  deps: ReviewDeps,
  review: { userId: string; adminId: string; notes: string | null },
  now: Date = new Date(),
): Promise<{ profile: DeveloperProfileRow; email: string }> {
  const decided = await decideDeveloperAccount(
    deps.db,
    { userId: review.userId, adminId: review.adminId, now },
    {
      to: 'verified',
      verifiedAt: now,
      verificationNotes: review.notes || defaultApprovalNote(now),
    },
  );
  await sendApprovalMail(deps.mailer, {
    to: decided.email,
    name: fullNameOf(decided.profile),
    notes: review.notes || null,
    publicUrl: deps.publicUrl,
    supportEmail: deps.supportEmail,
  }).catch((err: unknown) => {
    deps.log.error({ err, userId: review.userId }, 'developer approval mail failed');
  });
  return decided;
}
