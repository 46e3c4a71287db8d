import { ACCOUNT_DELETION_CODE_EXPIRY_MINUTES, LEGAL } from '@vmu/domain';
import { codeExpiresAt, type MailMessage } from './mailer';
import { greeting, renderMail } from './mail-layout';

// The two mails of deleting one's own account (decision 0047): the code that confirms it, and
// the confirmation afterwards, both to the account's address and never silenced by the
// notification preference (they are about the account's security).

export const ACCOUNT_DELETION_CODE_SUBJECT = 'Your code to delete your VMU Pro account';
export const ACCOUNT_DELETED_SUBJECT = 'Your VMU Pro account has been deleted';

export function accountDeletionCodeMail(to: string, code: string): MailMessage {
  const { text, html } = renderMail([
    { text: 'Enter this code to confirm that you want to delete your VMU Pro Developers account:' },
    { quote: code },
    {
      text: `The code expires in ${ACCOUNT_DELETION_CODE_EXPIRY_MINUTES} minutes. If you did not ask to delete your account, someone may be signed in as you: change your password and sign out your other sessions from your profile. Your account stays as it is.`,
    },
  ]);
  return {
    kind: 'account-deletion-code',
    to,
    subject: ACCOUNT_DELETION_CODE_SUBJECT,
    text,
    html,
    code,
    expiresAt: codeExpiresAt(ACCOUNT_DELETION_CODE_EXPIRY_MINUTES),
  };
}

export function accountDeletedMail(to: string, name: string): MailMessage {
  const { text, html } = renderMail([
    { text: greeting(name) },
    {
      text: 'Your VMU Pro Developers account has been deleted as you asked. Your apps are no longer in the store, your sign-in methods, sessions, API tokens, profile details and uploaded files have been removed, and you have been signed out everywhere.',
    },
    {
      text: `As our Privacy Policy says, we keep the records of your sales and payouts, with your legal name and country, for ${LEGAL.retention.financialRecordsYears} years, because tax law requires it. Money you earned that was not due yet is still paid to your connected payment account when it falls due.`,
    },
    {
      text: 'If you did not delete your account, reply to this email at once.',
    },
  ]);
  return { kind: 'account-deleted', to, subject: ACCOUNT_DELETED_SUBJECT, text, html };
}
