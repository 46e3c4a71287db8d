import * as z from 'zod/mini';
import {
  ConfirmPasswordSchema,
  EmailSchema,
  LoginPasswordSchema,
  NameSchema,
  NewPasswordSchema,
  ResetCodeSchema,
  VerificationCodeSchema,
  passwordsMatch,
} from './fields';

// One schema per flow of docs/product.md, "Account forms"; the forms and the server both parse with
// these.

export const LoginSchema = z.object({
  email: EmailSchema,
  password: LoginPasswordSchema,
  rememberMe: z.optional(z.boolean()),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const SignupSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    acceptTerms: z
      .boolean()
      .check(
        z.refine((accepted) => accepted === true, 'You must agree to the terms and conditions'),
      ),
  })
  .check(passwordsMatch);
export type SignupInput = z.input<typeof SignupSchema>;

/**
 * What an account is made for at sign-up (decision 0038): publishing (a developer, who onboards) or
 * buying from the store (a store account, role customer). Never staff: admins are made by staff.
 */
export const SIGN_UP_AS = ['developer', 'customer'] as const;
export type SignUpAs = (typeof SIGN_UP_AS)[number];
export const SIGN_UP_AS_MESSAGE = 'Choose a developer account or a store account.';
export const SignUpAsSchema = z.enum(SIGN_UP_AS, SIGN_UP_AS_MESSAGE);

/** What the server receives at sign-up: the form less its browser-only fields. */
export const SignupRequestSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  /** Absent: a developer account, as before store accounts existed. */
  signUpAs: z.optional(SignUpAsSchema),
});

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    email: EmailSchema,
    code: ResetCodeSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .check(passwordsMatch);
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** What the server receives to reset a password. */
export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  code: ResetCodeSchema,
  password: NewPasswordSchema,
});

export const VerifyEmailSchema = z.object({ code: VerificationCodeSchema });
export type VerifyEmailInput = z.input<typeof VerifyEmailSchema>;
