import { rejectionMail } from '../../../platform/mail/developer-review-mails';
import { queueMail } from '../../../platform/mail/mail-queue';
import type { DeveloperProfileRow } from '../../developers';
import type { MailingDeps } from '../../shared/mailing-deps';
import { decideDeveloperAccount, fullNameOf } from './decide-developer-account';

/**
 * Rejects a pending developer with the admin's reason and queues, with the decision, their
 * mail with the reason and how to resubmit.
 */
export async function rejectDeveloperAccount(
  deps: MailingDeps,
  review: { userId: string; adminId: string; reason: string },
  now: Date = new Date(),
): Promise<{ profile: DeveloperProfileRow; email: string }> {
  const decided = await decideDeveloperAccount(
    deps.db,
    { userId: review.userId, adminId: review.adminId, now },
    {
      to: 'rejected',
      verifiedAt: null,
      verificationNotes: review.reason,
      staffNote: review.reason,
    },
    (tx, decided) =>
      queueMail(
        deps.jobs,
        rejectionMail({
          to: decided.email,
          name: fullNameOf(decided.profile),
          reason: review.reason,
          publicUrl: deps.publicUrl,
          supportEmail: deps.supportEmail,
        }),
        { tx },
      ),
  );
  return decided;
}
