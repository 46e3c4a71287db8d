import { AuthRequestError } from './api/auth-request-error';
import { authErrorMessage } from './auth-error-message';

/**
 * After too many wrong guesses the server throws the code away (better-auth's emailOTP answers
 * TOO_MANY_ATTEMPTS once, then INVALID_OTP for every guess, the right one included).
 */
export const CODE_EXHAUSTED_MESSAGE =
  'This code can no longer be used: it was entered wrongly too many times. Request a new code.';

/** Whether the server has thrown the code away after too many wrong guesses. */
export function isCodeExhausted(error: unknown): boolean {
  return error instanceof AuthRequestError && error.code === 'TOO_MANY_ATTEMPTS';
}

// docs/product.md, "Sign-in messages": a refused code shows the message or 'Invalid verification
// code'; better-auth's own messages ("Invalid OTP") are replaced by readable ones.
export function verifyErrorMessage(error: unknown): string {
  if (error instanceof AuthRequestError) {
    switch (error.code) {
      case 'INVALID_OTP':
        return 'Invalid verification code';
      case 'OTP_EXPIRED':
        return 'Verification code has expired. Please request a new code.';
      case 'TOO_MANY_ATTEMPTS':
        return CODE_EXHAUSTED_MESSAGE;
    }
    return authErrorMessage(error, 'Invalid verification code');
  }
  return 'Failed to verify email';
}
