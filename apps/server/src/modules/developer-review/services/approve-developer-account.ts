import { defaultApprovalNote } from '@vmu/domain';
import { approvalMail } from '../../../platform/mail/developer-review-mails';
import { queueMail } from '../../../platform/mail/mail-queue';
import type { DeveloperProfileRow } from '../../developers';
import type { MailingDeps } from '../../shared/mailing-deps';
import { decideDeveloperAccount, fullNameOf } from './decide-developer-account';

/**
 * Verifies a pending developer (notes: the admin's, or "Approved by admin on <date>") and
 * queues their mail with the decision (delivered, with retries, by the job queue).
 */
export async function approveDeveloperAccount(
  deps: MailingDeps,
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
      staffNote: review.notes || null,
    },
    (tx, decided) =>
      queueMail(
        deps.jobs,
        approvalMail({
          to: decided.email,
          name: fullNameOf(decided.profile),
          notes: review.notes || null,
          publicUrl: deps.publicUrl,
          supportEmail: deps.supportEmail,
        }),
        { tx },
      ),
  );
  return decided;
}
