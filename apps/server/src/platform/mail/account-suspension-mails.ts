import { greeting, renderMail, type Paragraph } from './mail-layout';
import type { MailMessage } from './mailer';
import type { ReviewMailInput } from './developer-review-mails';

// What an account's holder hears when staff suspend or restore it (decision 0048):
// one mail naming the reason and every live app the suspension took off the store, rather than
// one mail per app. The holder cannot sign in while suspended, so replies go to support.

export const ACCOUNT_SUSPENDED_SUBJECT = 'Your VMU Pro account has been suspended';
export const ACCOUNT_RESTORED_SUBJECT = 'Your VMU Pro account has been restored';

export type AccountSuspensionMailInput = ReviewMailInput & {
  reason: string;
  /** The names of the apps the action took off the store or put back. */
  appNames: string[];
};

const appList = (names: string[]): Paragraph[] => names.map((name) => ({ text: `- ${name}` }));

export function accountSuspendedMail(input: AccountSuspensionMailInput): MailMessage {
  const apps: Paragraph[] =
    input.appNames.length > 0
      ? [
          {
            text: 'These apps were suspended with it and are no longer visible on the VMU Pro store:',
          },
          ...appList(input.appNames),
        ]
      : [];
  return {
    kind: 'account-suspended',
    to: input.to,
    subject: ACCOUNT_SUSPENDED_SUBJECT,
    replyTo: input.supportEmail,
    ...renderMail([
      { text: greeting(input.name) },
      {
        text: 'Our team has suspended your VMU Pro account. You cannot sign in to the developer portal, and your API tokens stop working until the account is restored.',
      },
      { text: 'Reason given by our team:' },
      { quote: input.reason },
      ...apps,
      {
        text: `If you believe this is a mistake, or once you have fixed the problem, reply to this email or write to ${input.supportEmail}.`,
      },
    ]),
  };
}

export function accountRestoredMail(input: AccountSuspensionMailInput): MailMessage {
  const apps: Paragraph[] =
    input.appNames.length > 0
      ? [
          { text: 'These apps are published and visible on the VMU Pro store again:' },
          ...appList(input.appNames),
        ]
      : [];
  return {
    kind: 'account-restored',
    to: input.to,
    subject: ACCOUNT_RESTORED_SUBJECT,
    replyTo: input.supportEmail,
    ...renderMail([
      { text: greeting(input.name) },
      {
        text: 'Our team has restored your VMU Pro account. You can sign in to the developer portal again, and your API tokens work again.',
      },
      { text: 'Note from our team:' },
      { quote: input.reason },
      ...apps,
      { link: `${input.publicUrl}/auth/login`, label: 'Sign in' },
      { text: `Questions? Reply to this email or write to ${input.supportEmail}.` },
    ]),
  };
}
