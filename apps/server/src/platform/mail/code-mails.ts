import { RESET_CODE_EXPIRY_HOURS } from '@vmu/domain';
import { codeExpiresAt, type MailMessage } from './mailer';

export const VERIFICATION_MAIL_SUBJECT = 'Your VMU Pro verification code';
export const RESET_MAIL_SUBJECT = 'Reset your VMU Pro password';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function codeMail(
  to: string,
  subject: string,
  code: string,
  lines: {
    intro: string;
    outro: string;
    /** A link that does what the code does, offered under it. */
    link?: { label: string; url: string };
  },
  expiresInMinutes: number,
): Omit<MailMessage, 'kind'> {
  const { link } = lines;
  // The code stands on its own line so it can be read (and copied) at a glance.
  const linkText = link ? `${link.label}\n${link.url}\n\n` : '';
  const text = `${lines.intro}\n\n${code}\n\n${linkText}${lines.outro}\n\nVMU Pro Developers\n`;
  const linkHtml = link
    ? `<p>${escapeHtml(link.label)}<br><a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>\n`
    : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#111">
<p>${escapeHtml(lines.intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>
${linkHtml}<p>${escapeHtml(lines.outro)}</p>
<p>VMU Pro Developers</p>
</body></html>`;
  return { to, subject, text, html, code, expiresAt: codeExpiresAt(expiresInMinutes) };
}

export function verificationCodeMail(
  to: string,
  code: string,
  expiresInMinutes: number,
): MailMessage {
  return {
    kind: 'verification-code',
    ...codeMail(
      to,
      VERIFICATION_MAIL_SUBJECT,
      code,
      {
        intro: 'Enter this code to verify your email address for VMU Pro Developers:',
        outro: `The code expires in ${expiresInMinutes} minutes. If you did not sign up, you can ignore this email.`,
      },
      expiresInMinutes,
    ),
  };
}

/** The reset code, and a link (`linkUrl`) that does the same and cannot be spent by guesses. */
export function resetCodeMail(to: string, code: string, linkUrl: string): MailMessage {
  return {
    kind: 'password-reset-code',
    ...codeMail(
      to,
      RESET_MAIL_SUBJECT,
      code,
      {
        intro: 'Enter this code to reset your VMU Pro Developers password:',
        link: { label: 'Or open this link to choose a new password:', url: linkUrl },
        outro: `The reset code expires after ${RESET_CODE_EXPIRY_HOURS} hours. If you did not ask to reset your password, you can ignore this email; your password stays the same.`,
      },
      RESET_CODE_EXPIRY_HOURS * 60,
    ),
  };
}

export const SIGN_IN_CODE_MAIL_SUBJECT = 'Your VMU Pro sign-in code';

/** The code an account under attack asks for after the right password (decision 0050). */
export function signInCodeMail(to: string, code: string, expiresInMinutes: number): MailMessage {
  return {
    kind: 'verification-code',
    ...codeMail(
      to,
      SIGN_IN_CODE_MAIL_SUBJECT,
      code,
      {
        intro:
          'Someone, probably you, signed in to VMU Pro Developers with this account’s password. There have been many sign-in attempts on the account, so signing in also takes this code:',
        outro: `The code expires in ${expiresInMinutes} minutes. If it was not you, change your password: whoever tried knows it.`,
      },
      expiresInMinutes,
    ),
  };
}
