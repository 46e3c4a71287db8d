import * as z from 'zod/mini';
import {
  ConfirmPasswordSchema,
  EmailSchema,
  NewPasswordSchema,
  VerificationCodeSchema,
  passwordsMatch,
} from './fields';

// The profile's sign-in and security flows (decisions 0045 and 0046): changing the email with a
// code sent to the new address, changing or setting a password, linking and unlinking GitHub or
// Google, and the account's active sessions. The forms and the server parse with these schemas.

/** A code to a new address lives as long as a sign-up's verification code. */
export const EMAIL_CHANGE_CODE_EXPIRY_MINUTES = 10;

export const SAME_EMAIL_MESSAGE = 'This is already your email address.';

/** Step one: the address to move to; a code is mailed to it. */
export const EmailChangeRequestSchema = z.object({ newEmail: EmailSchema });
export type EmailChangeRequestInput = z.input<typeof EmailChangeRequestSchema>;

/** Step two: the code the new address received. */
export const EmailChangeSchema = z.object({ newEmail: EmailSchema, code: VerificationCodeSchema });
export type EmailChangeInput = z.input<typeof EmailChangeSchema>;

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
/** A current password longer than any password the portal accepts cannot be right. */
const CURRENT_PASSWORD_MAX_LENGTH = 128;

const CurrentPasswordSchema = z
  .string()
  .check(
    z.minLength(1, { error: CURRENT_PASSWORD_REQUIRED, abort: true }),
    z.maxLength(CURRENT_PASSWORD_MAX_LENGTH, 'Current password is incorrect'),
  );

/** Changing a password: the current one, and a new one under sign-up's rules, typed twice. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: CurrentPasswordSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .check(passwordsMatch);
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

/** What the server receives to change a password (better-auth's /change-password body). */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});

/** A GitHub or Google account's first password, typed twice. */
export const SetPasswordSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: ConfirmPasswordSchema })
  .check(passwordsMatch);
export type SetPasswordInput = z.input<typeof SetPasswordSchema>;

/** The ways into an account; a password is 'credential' in better-auth's accounts. */
export const SIGN_IN_METHODS = ['password', 'github', 'google'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
/** The methods linked from the profile and unlinked again; a password is changed, not removed. */
export const LINKABLE_SIGN_IN_METHODS = ['github', 'google'] as const satisfies SignInMethod[];
export type LinkableSignInMethod = (typeof LINKABLE_SIGN_IN_METHODS)[number];

export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Email and password',
  github: 'GitHub',
  google: 'Google',
};

export const LAST_SIGN_IN_METHOD_MESSAGE =
  'This is your only way to sign in. Link another account or set a password before you unlink it.';
export const SIGN_IN_METHOD_NOT_LINKED_MESSAGE =
  'This sign-in method is not linked to your account.';
export const PASSWORD_ALREADY_SET_MESSAGE =
  'Your account already has a password. Change it with your current password.';

/** Whether removing `method` leaves the account another way in (the never-last rule). */
export function canUnlinkSignInMethod(
  linked: readonly SignInMethod[],
  method: SignInMethod,
): boolean {
  return (
    (LINKABLE_SIGN_IN_METHODS as readonly SignInMethod[]).includes(method) &&
    linked.includes(method) &&
    linked.some((other) => other !== method)
  );
}

export const SESSION_NOT_FOUND_MESSAGE = 'This session has already ended.';
export const CURRENT_SESSION_MESSAGE = 'This is the session you are using. Use Sign out instead.';

// A new password ends what the old one may have let someone set up: every other session and
// every API token (decision 0050), and the screens say so.
export const PASSWORD_CHANGED_ENDS_ACCESS =
  'Every other device and browser was signed out, and any API tokens were revoked: make new ones under API Tokens.';
export const PASSWORD_RESET_ENDS_ACCESS =
  'Your password has been changed. Every device was signed out and any API tokens were revoked. Sign in with your new password.';
