import { describe, expect, it } from 'vitest';
import { deliversMail, isRequiredMail, MAIL_KINDS } from './mail-kinds';

describe('mail kinds', () => {
  it('keeps security and money mails required, everything else optional', () => {
    expect(isRequiredMail('verification-code')).toBe(true);
    expect(isRequiredMail('password-reset-code')).toBe(true);
    expect(isRequiredMail('developer-account-back-in-review')).toBe(true);
    expect(isRequiredMail('app-suspended')).toBe(true);
    expect(isRequiredMail('app-approved')).toBe(false);
    expect(isRequiredMail('review-message')).toBe(false);
  });
  it('delivers a mail it does not know, whatever the preferences', () => {
    expect(isRequiredMail(undefined)).toBe(true);
    expect(isRequiredMail('toString')).toBe(true);
    expect(deliversMail('some-later-kind', { emailNotifications: false })).toBe(true);
  });
  it('skips an optional mail only for a recipient who turned notifications off', () => {
    expect(deliversMail('app-approved', { emailNotifications: false })).toBe(false);
    expect(deliversMail('app-approved', { emailNotifications: true })).toBe(true);
    expect(deliversMail('app-approved', null)).toBe(true);
    expect(deliversMail('verification-code', { emailNotifications: false })).toBe(true);
  });
  it('classifies every kind', () => {
    for (const category of Object.values(MAIL_KINDS)) {
      expect(['security', 'money', 'notification']).toContain(category);
    }
  });
});
