import { changedDetailsInWords, type ReviewedDetailField } from '@vmu/domain';
import { greeting, renderMail } from './mail-layout';
import type { MailMessage } from './mailer';
import type { ReviewMailInput } from './developer-review-mails';

// A verified developer changed details staff verified (decisions 0044 and 0057): their account
// is back in review, paid sales and payouts are held, so this mail is required (money).

export const BACK_IN_REVIEW_MAIL_SUBJECT = 'Your VMU Pro developer account is back in review';

export function backInReviewMail(
  input: ReviewMailInput & { changed: readonly ReviewedDetailField[] },
): MailMessage {
  const what = changedDetailsInWords(input.changed);
  return {
    kind: 'developer-account-back-in-review',
    to: input.to,
    subject: BACK_IN_REVIEW_MAIL_SUBJECT,
    replyTo: input.supportEmail,
    ...renderMail([
      { text: greeting(input.name) },
      {
        text: `You changed your ${what} on your profile. Our review team verified these details, so they check them again before your account is verified.`,
      },
      {
        text: 'Meanwhile your free apps stay in the store, but your paid apps cannot be bought and payouts are held until our team approves your account again; what you earned so far is kept for you.',
      },
      { link: `${input.publicUrl}/pending-verification`, label: 'See your review status' },
      {
        text: `If you did not make this change, reply to this email or write to ${input.supportEmail} at once.`,
      },
    ]),
  };
}
