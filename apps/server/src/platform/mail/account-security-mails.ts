import { renderMail } from './mail-layout';
import { codeExpiresAt, type MailMessage } from './mailer';

// Mails about an account's sign-in and security (decisions 0045 and 0046). They are required mails:
// the owner must get them whatever their notification preferences say.

export const EMAIL_CHANGE_MAIL_SUBJECT = 'Confirm your new VMU Pro email address';
export const EMAIL_CHANGED_MAIL_SUBJECT = 'Your VMU Pro email address was changed';

/** To the new address of an email change: the code proves the mailbox is the account owner's. */
export function emailChangeCodeMail(
  to: string,
  code: string,
  expiresInMinutes: number,
): MailMessage {
  return {
    kind: 'email-change-code',
    to,
    subject: EMAIL_CHANGE_MAIL_SUBJECT,
    code,
    expiresAt: codeExpiresAt(expiresInMinutes),
    // The code stands on its own line so it can be read (and copied) at a glance.
    ...renderMail([
      {
        text: 'Enter this code on your VMU Pro Developers profile to make this your account email:',
      },
      { text: code },
      {
        text: `The code expires in ${expiresInMinutes} minutes. If you did not ask to change your email, you can ignore this email; nothing changes.`,
      },
    ]),
  };
}

/** To the address an account just left: where its mail goes now, and what to do if it was not them. */
export function emailChangedNoticeMail(input: {
  oldEmail: string;
  newEmail: string;
  publicUrl: string;
}): MailMessage {
  return {
    kind: 'email-changed',
    to: input.oldEmail,
    subject: EMAIL_CHANGED_MAIL_SUBJECT,
    ...renderMail([
      { text: 'Hello,' },
      {
        text: `The email address of your VMU Pro Developers account was changed from ${input.oldEmail} to ${input.newEmail}. Mail about your account now goes to the new address, and you sign in with it.`,
      },
      {
        text: 'If you made this change, there is nothing more to do. If you did not, contact us at once so we can secure your account:',
      },
      { link: `${input.publicUrl}/contact`, label: 'Contact VMU Pro support' },
    ]),
  };
}
