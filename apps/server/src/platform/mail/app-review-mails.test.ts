import { describe, expect, it } from 'vitest';
import { appReviewMail, appReviewMailSubject } from './app-review-mails';

const base = {
  to: 'ada@example.com',
  name: 'Ada Lovelace',
  publicUrl: 'https://dev.vmu.example',
  supportEmail: 'help@vmu.example',
  appId: '0b6f2c1e-3f5d-4a52-9d4e-6f1f7f0f3a11',
  appName: 'Space <Chase>',
  reason: null,
};

describe('app review mails', () => {
  it('approval: names the app, links My Apps, reply-to support, escaped HTML', () => {
    const mail = appReviewMail('approve', base);
    expect(mail.subject).toBe('"Space <Chase>" is approved and live on the VMU Pro store');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.replyTo).toBe('help@vmu.example');
    expect(mail.text).toMatch(/^Hello Ada Lovelace,\n/);
    expect(mail.text).toContain('approved "Space <Chase>"');
    expect(mail.text).toContain('https://dev.vmu.example/apps');
    expect(mail.html).toContain('Space &#60;Chase&#62;');
    expect(mail.html).not.toContain('<Chase>');
    expect(mail.text).not.toContain('Reason given');
  });

  it('rejection: the reason quoted, the edit link of the app', () => {
    const mail = appReviewMail('reject', { ...base, reason: 'Icon is blurry & "off" <center>' });
    expect(mail.subject).toBe(appReviewMailSubject('reject', 'Space <Chase>'));
    expect(mail.text).toContain(
      'Reason given by our review team:\n\nIcon is blurry & "off" <center>',
    );
    expect(mail.text).toContain(`https://dev.vmu.example/apps/create?edit=${base.appId}`);
    expect(mail.html).toContain('Icon is blurry &#38; &#34;off&#34; &#60;center&#62;');
    expect(mail.html).toContain(`href="https://dev.vmu.example/apps/create?edit=${base.appId}"`);
    expect(mail.replyTo).toBe('help@vmu.example');
  });

  it('suspension with and without a reason; restoration', () => {
    const withReason = appReviewMail('suspend', { ...base, reason: 'Crashes on start' });
    expect(withReason.subject).toBe('"Space <Chase>" has been suspended from the VMU Pro store');
    expect(withReason.text).toContain('Crashes on start');
    const without = appReviewMail('suspend', base);
    expect(without.text).not.toContain('Reason given');
    const restored = appReviewMail('restore', { ...base, name: '' });
    expect(restored.subject).toBe('"Space <Chase>" is back on the VMU Pro store');
    expect(restored.text).toMatch(/^Hello,\n/);
    expect(restored.text).toContain('restored "Space <Chase>"');
  });
});
