import { REVIEWED_DETAIL_LABELS, type ReviewedDetailField } from '@vmu/domain';
import { greeting, renderMail } from './mail-layout';
import type { MailMessage } from './mailer';
import type { ReviewMailInput } from './developer-review-mails';

// A verified seller changed the details staff verified them by (issue 20, decision 0044): their
// account is back in review and their payouts are held, so this mail is required (money).

export const BACK_IN_REVIEW_MAIL_SUBJECT = 'Your VMU Pro developer account is back in review';

export function backInReviewMail(
  input: ReviewMailInput & { changed: readonly ReviewedDetailField[] },
): MailMessage {
  const what = input.changed.map((field) => REVIEWED_DETAIL_LABELS[field]).join(' and ');
  return {
    kind: 'developer-account-back-in-review',
    to: input.to,
    subject: BACK_IN_REVIEW_MAIL_SUBJECT,
    replyTo: input.supportEmail,
    ...renderMail([
      { text: greeting(input.name) },
      {
        text: `You changed your ${what} on your profile. Because you sell paid apps, our review team checks these details again before your account is verified.`,
      },
      {
        text: 'Meanwhile your apps stay in the store and can still be bought, and what you earn is kept for you; payouts are held until our team approves your account again.',
      },
      { link: `${input.publicUrl}/pending-verification`, label: 'See your review status' },
      {
        text: `If you did not make this change, reply to this email or write to ${input.supportEmail} at once.`,
      },
    ]),
  };
}
