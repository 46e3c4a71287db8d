import * as z from 'zod/mini';
import { VerificationCodeSchema } from './fields';

// An account under attack (decision 0050): when its password sign-ins in a window pass the
// account's limit, the right password is no longer refused; it is let through with a one-time
// code emailed to the account's address, as GitHub's device verification and Google's sign-in
// challenge do. Strangers can make an account ask for the code, never keep its owner out.

/** Sign-in attempts (passwords and second-step codes) one account takes in a window before it asks for a code. */
export const SIGN_IN_ATTEMPTS_BEFORE_CODE = 20;
/** The window those attempts are counted in. */
export const SIGN_IN_ATTEMPT_WINDOW_MINUTES = 10;
/** How long an emailed sign-in code works. */
export const SIGN_IN_CODE_EXPIRY_MINUTES = 10;
/** Wrong tries one code takes; then it is replaced by a new one, emailed to the account. */
export const SIGN_IN_CODE_ATTEMPTS = 5;
/**
 * Sign-in code mails one account gets in a window (SIGN_IN_ATTEMPT_WINDOW_MINUTES). Only the
 * right password asks for one, but whoever has the password could fill the owner's mailbox;
 * past this no new code replaces the last one mailed, which stays good.
 */
export const SIGN_IN_CODE_MAILS_PER_WINDOW = 10;

/** The answer's code when a sign-in needs the emailed code (the sign-in form's second step). */
export const SIGN_IN_CODE_REQUIRED = 'SIGN_IN_CODE_REQUIRED';
/** The answer's code when the code, or the password sent with it, is not right. */
export const SIGN_IN_CODE_INVALID = 'SIGN_IN_CODE_INVALID';

// The same words whether the password was right or not, so the answer never tells a guesser
// which password is the account's.
export const SIGN_IN_CODE_REQUIRED_MESSAGE =
  'This account has had many sign-in attempts, so signing in also takes a code we email. If the password is right, the code is on its way to the account’s email address.';
export const SIGN_IN_CODE_INVALID_MESSAGE = `The password or the code is not right. A code works for ${SIGN_IN_CODE_EXPIRY_MINUTES} minutes and ${SIGN_IN_CODE_ATTEMPTS} tries; after that, a new one is emailed.`;

/** The emailed sign-in code: six digits, as the other codes the portal mails. */
export const SignInCodeSchema = VerificationCodeSchema;

/** The sign-in form's second step: the code, sent again with the email and password. */
export const SignInCodeFormSchema = z.object({ code: SignInCodeSchema });
export type SignInCodeInput = z.input<typeof SignInCodeFormSchema>;

/** Wrong second-step codes (authenticator or backup) an account takes before it asks for a code too. */
export const SECOND_STEP_FAILURES_BEFORE_CODE = 10;
/** The window those wrong codes are counted in. */
export const SECOND_STEP_FAILURE_WINDOW_MINUTES = 15;
/** A pending second step of an account that has had that many wrong codes, begun without the emailed code. */
export const SECOND_STEP_NEEDS_SIGN_IN_CODE_MESSAGE =
  'This account has had many wrong codes. Sign in again with your password: we will email you a code first.';
