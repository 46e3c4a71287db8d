import { AuthRequestError } from './api/auth-request-error';

// SPEC section 8: a refused code shows the message or 'Invalid verification code'; better-auth's
// own messages ("Invalid OTP") are replaced by readable ones.
export function verifyErrorMessage(error: unknown): string {
  if (error instanceof AuthRequestError) {
    switch (error.code) {
      case 'INVALID_OTP':
        return 'Invalid verification code';
      case 'OTP_EXPIRED':
        return 'Verification code has expired. Please request a new code.';
      case 'TOO_MANY_ATTEMPTS':
        return 'Too many attempts. Please request a new code.';
    }
    return error.message || 'Invalid verification code';
  }
  return 'Failed to verify email';
}
