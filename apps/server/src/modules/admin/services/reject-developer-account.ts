import { sendRejectionMail } from '../../../platform/mail/developer-review-mails';
import type { DeveloperProfileRow } from '../../developers/developer-profile-view';
import type { ReviewDeps } from './approve-developer-account';
import { decideDeveloperAccount, fullNameOf } from './decide-developer-account';

/**
 * Rejects a pending developer with the admin's reason, then mails them the reason and how to
 * resubmit. The decision stands even when the mail fails; the failure is logged.
 */
export async function rejectDeveloperAccount(
  deps: ReviewDeps,
  review: { userId: string; adminId: string; reason: string },
  now: Date = new Date(),
): Promise<{ profile: DeveloperProfileRow; email: string }> {
  const decided = await decideDeveloperAccount(
    deps.db,
    { userId: review.userId, adminId: review.adminId, now },
    { to: 'rejected', verifiedAt: null, verificationNotes: review.reason },
  );
  await sendRejectionMail(deps.mailer, {
    to: decided.email,
    name: fullNameOf(decided.profile),
    reason: review.reason,
    publicUrl: deps.publicUrl,
    supportEmail: deps.supportEmail,
  }).catch((err: unknown) => {
    deps.log.error({ err, userId: review.userId }, 'developer rejection mail failed');
  });
  return decided;
}
