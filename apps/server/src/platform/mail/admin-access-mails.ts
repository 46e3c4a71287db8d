import { greeting, renderMail } from './mail-layout';
import type { MailMessage } from './mailer';
import type { ReviewMailInput } from './developer-review-mails';

// What an account's holder hears when staff give or take its admin access (decision 0058): a
// change of what the account may do is told to its holder, as a suspension is, with the reason
// staff gave; an unexpected change is a security matter, so replies go to support.

export const ADMIN_ACCESS_GRANTED_SUBJECT = 'You are now an admin of the VMU Pro developer portal';
export const ADMIN_ACCESS_REMOVED_SUBJECT =
  'Your admin access to the VMU Pro developer portal was removed';

export type AdminAccessMailInput = ReviewMailInput & { reason: string };

export function adminAccessGrantedMail(input: AdminAccessMailInput): MailMessage {
  return {
    kind: 'admin-access-granted',
    to: input.to,
    subject: ADMIN_ACCESS_GRANTED_SUBJECT,
    replyTo: input.supportEmail,
    ...renderMail([
      { text: greeting(input.name) },
      {
        text: `Our team has made your account an admin of the VMU Pro developer portal. The staff screens are at ${input.publicUrl}/admin.`,
      },
      { text: 'Reason given by our team:' },
      { quote: input.reason },
      {
        text: `If you did not expect this, reply to this email or write to ${input.supportEmail}.`,
      },
    ]),
  };
}

export function adminAccessRemovedMail(input: AdminAccessMailInput): MailMessage {
  return {
    kind: 'admin-access-removed',
    to: input.to,
    subject: ADMIN_ACCESS_REMOVED_SUBJECT,
    replyTo: input.supportEmail,
    ...renderMail([
      { text: greeting(input.name) },
      {
        text: 'Our team has removed your admin access to the VMU Pro developer portal. Your account is a developer account again; your apps are not affected.',
      },
      { text: 'Reason given by our team:' },
      { quote: input.reason },
      {
        text: `If you believe this is a mistake, reply to this email or write to ${input.supportEmail}.`,
      },
    ]),
  };
}
