import { SECOND_STEP_NEEDS_SIGN_IN_CODE_MESSAGE, SIGN_IN_CODE_REQUIRED } from '@vmu/domain';
import { TWO_FACTOR_PASSWORD_INCORRECT } from '@vmu/domain/auth/two-factor';
import { TwoFactorRequestError } from './api/two-factor-request-error';

export const WRONG_AUTHENTICATOR_CODE =
  'That code is not right. Enter the code your authenticator app shows now.';
export const WRONG_BACKUP_CODE = 'That backup code is not right, or it has already been used.';
export const SIGN_IN_EXPIRED = 'This sign-in has expired. Sign in again with your password.';
export const TOO_MANY_WRONG_CODES =
  'Too many wrong codes for this sign-in. Sign in again with your password to try again.';
export const TWO_FACTOR_FAILED = 'Something went wrong. Please try again.';

/** Whether the pending sign-in is over: only signing in again with the password helps. */
export function endsSignIn(error: unknown): boolean {
  return (
    error instanceof TwoFactorRequestError &&
    (error.code === 'INVALID_TWO_FACTOR_COOKIE' ||
      error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' ||
      // Many wrong codes on the account: the password again, then the emailed code (0050).
      error.code === SIGN_IN_CODE_REQUIRED)
  );
}

/** What a screen says of a refused two-factor call, in the product's words. */
export function twoFactorErrorMessage(error: unknown): string {
  if (!(error instanceof TwoFactorRequestError)) return TWO_FACTOR_FAILED;
  switch (error.code) {
    case 'INVALID_CODE':
      return WRONG_AUTHENTICATOR_CODE;
    case 'INVALID_BACKUP_CODE':
      return WRONG_BACKUP_CODE;
    case 'INVALID_PASSWORD':
      return TWO_FACTOR_PASSWORD_INCORRECT;
    case 'INVALID_TWO_FACTOR_COOKIE':
      return SIGN_IN_EXPIRED;
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return TOO_MANY_WRONG_CODES;
    case SIGN_IN_CODE_REQUIRED:
      return SECOND_STEP_NEEDS_SIGN_IN_CODE_MESSAGE;
    case 'TOTP_ALREADY_ENABLED':
      return 'Two-factor sign-in is already on.';
    case 'UNAUTHORIZED':
      return 'Your session has ended. Sign in again.';
    // The server's own words: the domain's field messages, a password to set first, staff.
    case 'VALIDATION_FAILED':
    case 'PASSWORD_NOT_SET':
    case 'STAFF_TWO_FACTOR_REQUIRED':
      return error.message;
    default:
      if (error.status === 429) {
        return error.retryAfterSeconds
          ? `Too many tries. Wait ${error.retryAfterSeconds} seconds and try again.`
          : 'Too many tries. Wait a few seconds and try again.';
      }
      return TWO_FACTOR_FAILED;
  }
}
