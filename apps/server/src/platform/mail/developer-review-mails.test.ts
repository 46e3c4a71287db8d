import { describe, expect, it } from 'vitest';
import {
  APPROVAL_MAIL_SUBJECT,
  approvalMail,
  REJECTION_MAIL_SUBJECT,
  rejectionMail,
} from './developer-review-mails';

const base = {
  to: 'ada@example.com',
  name: 'Ada <b>Lovelace</b>',
  publicUrl: 'https://dev.vmu.example',
  supportEmail: 'help@vmu.example',
};

describe('developer review mails', () => {
  it('approval: dashboard link, the notes, escaped HTML', () => {
    const mail = approvalMail({ ...base, notes: 'Welcome & "enjoy" <script>' });
    expect(mail.subject).toBe(APPROVAL_MAIL_SUBJECT);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.text).toContain('Hello Ada <b>Lovelace</b>,');
    expect(mail.text).toContain('https://dev.vmu.example/dashboard');
    expect(mail.text).toContain('Welcome & "enjoy" <script>');
    expect(mail.html).toContain('href="https://dev.vmu.example/dashboard"');
    expect(mail.html).toContain('Welcome &#38; &#34;enjoy&#34; &#60;script&#62;');
    expect(mail.html).toContain('Ada &#60;b&#62;Lovelace&#60;/b&#62;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
  });

  it('approval without notes has no note paragraph', () => {
    const mail = approvalMail({ ...base, name: '', notes: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain('A note from our review team');
  });

  it('rejection: the reason, the details link, reply-to support', () => {
    const mail = rejectionMail({ ...base, reason: 'Address <missing> & "city"' });
    expect(mail.subject).toBe(REJECTION_MAIL_SUBJECT);
    expect(mail.replyTo).toBe('help@vmu.example');
    expect(mail.text).toContain('Address <missing> & "city"');
    expect(mail.text).toContain('https://dev.vmu.example/onboarding/developer-details');
    expect(mail.text).toContain('submit them again');
    expect(mail.html).toContain('Address &#60;missing&#62; &#38; &#34;city&#34;');
    expect(mail.html).toContain('href="https://dev.vmu.example/onboarding/developer-details"');
    expect(mail.html).not.toContain('<missing>');
  });
});
