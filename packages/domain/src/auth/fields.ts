import * as z from 'zod/mini';
import {
  LOGIN_PASSWORD_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  SIGNUP_PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from '../limits';
import { maxGraphemes, minGraphemes } from '../text-length';

/**
 * A person's name (sign-up, better-auth's update-user): 2 to 50 characters
 * (docs/product.md, "Account forms").
 */
export const NAME_LENGTH = { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH } as const;
export const NAME_TOO_SHORT = 'Name must be at least 2 characters';
export const NAME_TOO_LONG = 'Name must be less than 50 characters';

// Field schemas with the exact messages of docs/product.md, "Account forms", shared by every form
// and by the server (epic-stack style: one file of fields, composed into each flow's schema).

// `abort` stops at the first failed check, so an empty field says "required", not "invalid".
const required = (message: string) => z.minLength(1, { error: message, abort: true });

export const EmailSchema = z
  .string()
  .check(
    z.trim(),
    required('Email is required'),
    z.regex(z.regexes.email, 'Please enter a valid email address'),
    z.toLowerCase(),
  );

export const LoginPasswordSchema = z
  .string()
  .check(
    required('Password is required'),
    z.minLength(LOGIN_PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters'),
  );

export const PASSWORD_COMPLEXITY_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

/** True when the password has a lowercase letter, an uppercase letter, a digit and a symbol. */
export function isComplexPassword(password: string): boolean {
  return (
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/** A new password, at sign-up and at reset. */
export const NewPasswordSchema = z.string().check(
  z.minLength(SIGNUP_PASSWORD_MIN_LENGTH, {
    error: 'Password must be at least 8 characters',
    abort: true,
  }),
  z.refine(isComplexPassword, PASSWORD_COMPLEXITY_MESSAGE),
);

export const ConfirmPasswordSchema = z.string().check(required('Please confirm your password'));

export const NameSchema = z
  .string()
  .check(
    z.trim(),
    minGraphemes(NAME_MIN_LENGTH, NAME_TOO_SHORT, { abort: true }),
    maxGraphemes(NAME_MAX_LENGTH, NAME_TOO_LONG),
  );

export const ResetCodeSchema = z
  .string()
  .check(
    z.trim(),
    required('Verification code is required'),
    z.minLength(VERIFICATION_CODE_LENGTH, 'Verification code must be at least 6 characters'),
  );

/** The six-digit code typed on /verify-email (the input caps it at six characters). */
export const VerificationCodeSchema = z
  .string()
  .check(
    z.trim(),
    required('Verification code is required'),
    z.maxLength(VERIFICATION_CODE_LENGTH, 'Verification code must be 6 digits'),
    z.regex(/^\d{6}$/, 'Verification code must be 6 digits'),
  );

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** Adds the "Passwords do not match" error on confirmPassword to a schema with both fields. */
// An empty confirmation is left to its own "Please confirm your password".
export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (value) => value.confirmPassword === '' || value.password === value.confirmPassword,
  { error: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] },
);
