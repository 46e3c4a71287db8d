import { greeting, renderMail as render, type Paragraph } from './mail-layout';
import type { MailMessage } from './mailer';

export const APPROVAL_MAIL_SUBJECT = 'Your VMU Pro developer account is approved';
export const REJECTION_MAIL_SUBJECT = 'Your VMU Pro developer account was not approved';

export type ReviewMailInput = {
  to: string;
  /** 'First Last' as the developer gave it; empty falls back to a plain greeting. */
  name: string;
  publicUrl: string;
  supportEmail: string;
};

export function approvalMail(input: ReviewMailInput & { notes: string | null }): MailMessage {
  const body = render([
    { text: greeting(input.name) },
    {
      text: 'Good news: our review team has verified your VMU Pro developer account. You can now create apps, submit them for review and manage them from your dashboard.',
    },
    ...(input.notes
      ? [{ text: 'A note from our review team:' }, { quote: input.notes } satisfies Paragraph]
      : []),
    { link: `${input.publicUrl}/dashboard`, label: 'Open your dashboard' },
    { text: `Questions? Write to ${input.supportEmail}.` },
  ]);
  return {
    kind: 'developer-account-approved',
    to: input.to,
    subject: APPROVAL_MAIL_SUBJECT,
    replyTo: input.supportEmail,
    ...body,
  };
}

export function rejectionMail(input: ReviewMailInput & { reason: string }): MailMessage {
  const body = render([
    { text: greeting(input.name) },
    {
      text: 'Thank you for applying for a VMU Pro developer account. Our review team could not approve it yet.',
    },
    { text: 'Reason given by our review team:' },
    { quote: input.reason },
    {
      text: 'You can update your details and submit them again; your application then goes back to our review team.',
    },
    { link: `${input.publicUrl}/onboarding/developer-details`, label: 'Update your details' },
    { text: `Questions? Reply to this email or write to ${input.supportEmail}.` },
  ]);
  return {
    kind: 'developer-account-rejected',
    to: input.to,
    subject: REJECTION_MAIL_SUBJECT,
    replyTo: input.supportEmail,
    ...body,
  };
}
