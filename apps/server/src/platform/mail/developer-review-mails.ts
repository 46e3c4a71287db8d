import type { Mailer, MailMessage } from './mailer';

export const APPROVAL_MAIL_SUBJECT = 'Your VMU Pro developer account is approved';
export const REJECTION_MAIL_SUBJECT = 'Your VMU Pro developer account was not approved';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type Paragraph = { text: string } | { link: string; label: string } | { quote: string };

/** Plain text and HTML from the same paragraphs, every value escaped in the HTML. */
function render(paragraphs: Paragraph[]): { text: string; html: string } {
  const text = paragraphs
    .map((p) => ('text' in p ? p.text : 'link' in p ? `${p.label}: ${p.link}` : p.quote))
    .join('\n\n');
  const html = paragraphs
    .map((p) =>
      'text' in p
        ? `<p>${escapeHtml(p.text)}</p>`
        : 'link' in p
          ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>`
          : `<blockquote style="white-space:pre-wrap;border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(p.quote)}</blockquote>`,
    )
    .join('\n');
  return {
    text: `${text}\n\nVMU Pro Developers\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;color:#111">\n${html}\n<p>VMU Pro Developers</p>\n</body></html>`,
  };
}

export type ReviewMailInput = {
  to: string;
  /** 'First Last' as the developer gave it; empty falls back to a plain greeting. */
  name: string;
  publicUrl: string;
  supportEmail: string;
};

const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');

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
    to: input.to,
    subject: REJECTION_MAIL_SUBJECT,
    replyTo: input.supportEmail,
    ...body,
  };
}

export function sendApprovalMail(
  mailer: Mailer,
  input: ReviewMailInput & { notes: string | null },
): Promise<void> {
  return mailer.send(approvalMail(input));
}

export function sendRejectionMail(
  mailer: Mailer,
  input: ReviewMailInput & { reason: string },
): Promise<void> {
  return mailer.send(rejectionMail(input));
}
