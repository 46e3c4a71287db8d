import * as z from 'zod/mini';

// Two-factor sign-in (decision 0046): an authenticator app's six-digit codes (TOTP)
// and one-time backup codes, through better-auth's twoFactor plugin. The profile's forms, the
// sign-in's second step and the server's check of every /two-factor/* request parse with these.

/** The authenticator app's codes: six digits, a new one every 30 seconds. */
export const AUTHENTICATOR_CODE_LENGTH = 6;
export const AUTHENTICATOR_CODE_PERIOD_SECONDS = 30;
/** How many backup codes a set holds; each works once. */
export const BACKUP_CODE_COUNT = 10;
/** A backup code as shown: five letters or digits, a hyphen, five more (e.g. 4fKq9-Zt2mX). */
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;
/** Wrong codes in a row (over any sign-ins) lock an account's second step this long. */
export const TWO_FACTOR_LOCKOUT_MINUTES = 15;
/** The name an authenticator app lists the account under, before the email. */
export const TWO_FACTOR_ISSUER = 'VMU Pro Developers';
/** Longer than any password the portal accepts, so it cannot be right (better-auth's maximum). */
const PASSWORD_MAX_LENGTH = 128;

export const AUTHENTICATOR_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
export const BACKUP_CODE_MESSAGE = 'Enter a backup code like 4fKq9-Zt2mX';
export const TWO_FACTOR_PASSWORD_REQUIRED = 'Password is required';
export const TWO_FACTOR_PASSWORD_INCORRECT = 'Password is incorrect';

/** Spaces people type or paste between the digits (authenticator apps show "123 456"). */
const withoutSpaces = z.overwrite((value: string) => value.replace(/\s+/g, ''));

export const AuthenticatorCodeSchema = z
  .string()
  .check(
    withoutSpaces,
    z.minLength(1, { error: AUTHENTICATOR_CODE_MESSAGE, abort: true }),
    z.regex(/^\d{6}$/, AUTHENTICATOR_CODE_MESSAGE),
  );

export const BackupCodeSchema = z
  .string()
  .check(
    withoutSpaces,
    z.minLength(1, { error: BACKUP_CODE_MESSAGE, abort: true }),
    z.regex(BACKUP_CODE_PATTERN, BACKUP_CODE_MESSAGE),
  );

/** The account's password, asked before two-factor sign-in is turned on or off. */
export const TwoFactorPasswordSchema = z
  .string()
  .check(
    z.minLength(1, { error: TWO_FACTOR_PASSWORD_REQUIRED, abort: true }),
    z.maxLength(PASSWORD_MAX_LENGTH, TWO_FACTOR_PASSWORD_INCORRECT),
  );

export const TwoFactorPasswordFormSchema = z.object({ password: TwoFactorPasswordSchema });
export type TwoFactorPasswordInput = z.input<typeof TwoFactorPasswordFormSchema>;

export const AuthenticatorCodeFormSchema = z.object({ code: AuthenticatorCodeSchema });
export type AuthenticatorCodeInput = z.input<typeof AuthenticatorCodeFormSchema>;

export const BackupCodeFormSchema = z.object({ code: BackupCodeSchema });
export type BackupCodeInput = z.input<typeof BackupCodeFormSchema>;

/** An account without a password (GitHub or Google only) sets one first (decision 0046). */
export const TWO_FACTOR_NEEDS_PASSWORD_MESSAGE =
  'Set a password for your account first: two-factor sign-in asks for it to be turned on or off.';
export const STAFF_TWO_FACTOR_REQUIRED_MESSAGE =
  'Staff accounts must use two-factor sign-in. Turn it on to use the admin screens.';
export const STAFF_TWO_FACTOR_KEEP_MESSAGE =
  'Staff accounts must use two-factor sign-in, so it cannot be turned off.';

/**
 * Whether a staff account must set up two-factor sign-in before any admin screen or
 * operation works: staff are required to use it and this account has not turned it on.
 */
export function needsStaffTwoFactorSetup(account: {
  isStaff: boolean;
  twoFactorEnabled: boolean;
  staffTwoFactorRequired: boolean;
}): boolean {
  return account.isStaff && account.staffTwoFactorRequired && !account.twoFactorEnabled;
}

/** The secret an otpauth:// address carries, in groups of four to read into an app by hand. */
export function readableTotpSecret(totpUri: string): string | null {
  if (!URL.canParse(totpUri)) return null;
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret || !/^[A-Z2-7]+=*$/i.test(secret)) return null;
  return (
    secret
      .replace(/=+$/, '')
      .toUpperCase()
      .match(/.{1,4}/g)
      ?.join(' ') ?? null
  );
}
