import { describe, expect, it } from 'vitest';
import { checkNewPassword, checkSignupName, PASSWORD_COMPLEXITY_MESSAGE } from './password-rules';

describe('signup rules (SPEC section 5)', () => {
  it('checks the name length with the spec messages', () => {
    expect(checkSignupName('')).toBe('Name is required');
    expect(checkSignupName('A')).toBe('Name must be at least 2 characters');
    expect(checkSignupName('A'.repeat(51))).toBe('Name must be less than 50 characters');
    expect(checkSignupName('Ada')).toBeUndefined();
    expect(checkSignupName('A'.repeat(50))).toBeUndefined();
  });

  it('checks password length and every character class', () => {
    expect(checkNewPassword('Ab1!')).toBe('Password must be at least 8 characters');
    expect(checkNewPassword('abcdefg1!')).toBe(PASSWORD_COMPLEXITY_MESSAGE);
    expect(checkNewPassword('ABCDEFG1!')).toBe(PASSWORD_COMPLEXITY_MESSAGE);
    expect(checkNewPassword('Abcdefgh!')).toBe(PASSWORD_COMPLEXITY_MESSAGE);
    expect(checkNewPassword('Abcdefgh1')).toBe(PASSWORD_COMPLEXITY_MESSAGE);
    expect(checkNewPassword('Abcdefg1!')).toBeUndefined();
  });
});
