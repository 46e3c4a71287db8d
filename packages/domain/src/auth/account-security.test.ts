import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  canUnlinkSignInMethod,
  ChangePasswordRequestSchema,
  ChangePasswordSchema,
  CURRENT_PASSWORD_REQUIRED,
  EmailChangeRequestSchema,
  EmailChangeSchema,
  SetPasswordSchema,
} from './account-security';
import { PASSWORD_COMPLEXITY_MESSAGE, PASSWORDS_DO_NOT_MATCH } from './fields';

const firstMessage = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('email change', () => {
  it('takes a new address trimmed and lower-cased', () => {
    expect(z.parse(EmailChangeRequestSchema, { newEmail: '  Ada@Example.COM ' })).toEqual({
      newEmail: 'ada@example.com',
    });
    expect(firstMessage(EmailChangeRequestSchema, { newEmail: 'not-an-email' })).toBe(
      'Please enter a valid email address',
    );
  });

  it('wants the six-digit code', () => {
    expect(firstMessage(EmailChangeSchema, { newEmail: 'a@example.com', code: '12345' })).toBe(
      'Verification code must be 6 digits',
    );
    expect(z.parse(EmailChangeSchema, { newEmail: 'a@example.com', code: '123456' }).code).toBe(
      '123456',
    );
  });
});

describe('password change', () => {
  const valid = {
    currentPassword: 'old',
    password: 'Analytical#1843',
    confirmPassword: 'Analytical#1843',
  };

  it('keeps sign-up rules for the new password and wants the current one', () => {
    expect(z.safeParse(ChangePasswordSchema, valid).success).toBe(true);
    expect(firstMessage(ChangePasswordSchema, { ...valid, currentPassword: '' })).toBe(
      CURRENT_PASSWORD_REQUIRED,
    );
    expect(
      firstMessage(ChangePasswordSchema, {
        ...valid,
        password: 'alllower1!',
        confirmPassword: 'alllower1!',
      }),
    ).toBe(PASSWORD_COMPLEXITY_MESSAGE);
    expect(
      firstMessage(ChangePasswordSchema, { ...valid, confirmPassword: 'Analytical#1844' }),
    ).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(
      firstMessage(ChangePasswordRequestSchema, { currentPassword: 'x', newPassword: 'short' }),
    ).toBe('Password must be at least 8 characters');
  });

  it('sets a first password under the same rules', () => {
    expect(
      firstMessage(SetPasswordSchema, { password: 'Short#1', confirmPassword: 'Short#1' }),
    ).toBe('Password must be at least 8 characters');
    expect(
      z.safeParse(SetPasswordSchema, {
        password: 'Analytical#1843',
        confirmPassword: 'Analytical#1843',
      }).success,
    ).toBe(true);
  });
});

describe('canUnlinkSignInMethod', () => {
  it('never removes the last way in', () => {
    expect(canUnlinkSignInMethod(['github'], 'github')).toBe(false);
    expect(canUnlinkSignInMethod(['github', 'google'], 'github')).toBe(true);
    expect(canUnlinkSignInMethod(['password', 'google'], 'google')).toBe(true);
  });

  it('unlinks only a linked GitHub or Google', () => {
    expect(canUnlinkSignInMethod(['password', 'github'], 'password')).toBe(false);
    expect(canUnlinkSignInMethod(['password'], 'github')).toBe(false);
  });
});
