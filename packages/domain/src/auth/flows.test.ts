import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordSchema,
  SIGN_UP_AS_MESSAGE,
  SignupRequestSchema,
  SignupSchema,
  VerifyEmailSchema,
} from './flows';
import { PASSWORD_COMPLEXITY_MESSAGE, isComplexPassword } from './fields';

/** The first message per field, as a form shows it. */
function messages(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

const goodSignup = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
  acceptTerms: true,
};

describe('login', () => {
  it('requires email and password with the spec messages', () => {
    expect(messages(LoginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('checks the email format and the 6-character minimum', () => {
    expect(messages(LoginSchema, { email: 'nope', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });
  it('accepts a valid login and normalises the email', () => {
    const result = z.parse(LoginSchema, {
      email: ' Ada@Example.com ',
      password: '123456',
      rememberMe: true,
    });
    expect(result.email).toBe('ada@example.com');
  });
});

describe('signup', () => {
  it('accepts a valid form', () => {
    expect(messages(SignupSchema, goodSignup)).toEqual({});
  });
  it('bounds the name to 2-50 characters', () => {
    expect(messages(SignupSchema, { ...goodSignup, name: 'A' }).name).toBe(
      'Name must be at least 2 characters',
    );
    expect(messages(SignupSchema, { ...goodSignup, name: 'A'.repeat(51) }).name).toBe(
      'Name must be less than 50 characters',
    );
    expect(messages(SignupSchema, { ...goodSignup, name: 'A'.repeat(50) }).name).toBeUndefined();
  });
  it('needs 8 characters and all four character kinds', () => {
    expect(
      messages(SignupSchema, { ...goodSignup, password: 'Ab1!', confirmPassword: 'Ab1!' }).password,
    ).toBe('Password must be at least 8 characters');
    for (const weak of ['alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSymbol11']) {
      expect(
        messages(SignupSchema, { ...goodSignup, password: weak, confirmPassword: weak }).password,
      ).toBe(PASSWORD_COMPLEXITY_MESSAGE);
    }
  });
  it('requires the confirmation, which must match, and the terms', () => {
    expect(messages(SignupSchema, { ...goodSignup, confirmPassword: '' }).confirmPassword).toBe(
      'Please confirm your password',
    );
    expect(
      messages(SignupSchema, { ...goodSignup, confirmPassword: 'Other!pass1' }).confirmPassword,
    ).toBe('Passwords do not match');
    expect(messages(SignupSchema, { ...goodSignup, acceptTerms: false }).acceptTerms).toBe(
      'You must agree to the terms and conditions',
    );
  });
  it('gives the server the same rules without the browser-only fields', () => {
    expect(
      messages(SignupRequestSchema, { name: 'Ada', email: 'ada@example.com', password: 'weakpass' })
        .password,
    ).toBe(PASSWORD_COMPLEXITY_MESSAGE);
  });
  it('takes a developer or a store account at sign-up, and nothing else', () => {
    const request = { name: 'Ada', email: 'ada@example.com', password: 'Str0ng!pass' };
    expect(messages(SignupRequestSchema, request)).toEqual({});
    expect(messages(SignupRequestSchema, { ...request, signUpAs: 'customer' })).toEqual({});
    expect(messages(SignupRequestSchema, { ...request, signUpAs: 'admin' }).signUpAs).toBe(
      SIGN_UP_AS_MESSAGE,
    );
  });
});

describe('password complexity', () => {
  it('needs lowercase, uppercase, digit and symbol', () => {
    expect(isComplexPassword('Aa1!')).toBe(true);
    expect(isComplexPassword('Aa1a')).toBe(false);
  });
});

describe('forgot and reset password', () => {
  it('needs a valid email to send a reset', () => {
    expect(messages(ForgotPasswordSchema, { email: '' }).email).toBe('Email is required');
  });
  it('requires a code of at least 6 characters and a strong matching password', () => {
    const base = {
      email: 'ada@example.com',
      code: '123456',
      password: 'Str0ng!pass',
      confirmPassword: 'Str0ng!pass',
    };
    expect(messages(ResetPasswordSchema, base)).toEqual({});
    expect(messages(ResetPasswordSchema, { ...base, code: '' }).code).toBe(
      'Verification code is required',
    );
    expect(messages(ResetPasswordSchema, { ...base, code: '123' }).code).toBe(
      'Verification code must be at least 6 characters',
    );
    expect(
      messages(ResetPasswordSchema, { ...base, confirmPassword: 'Str0ng!pasS' }).confirmPassword,
    ).toBe('Passwords do not match');
  });
});

describe('verify email', () => {
  it('takes exactly six digits', () => {
    expect(messages(VerifyEmailSchema, { code: '123456' })).toEqual({});
    expect(messages(VerifyEmailSchema, { code: '' }).code).toBe('Verification code is required');
    expect(messages(VerifyEmailSchema, { code: '12a456' }).code).toBeDefined();
  });
});
