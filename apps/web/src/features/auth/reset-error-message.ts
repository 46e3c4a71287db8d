import { AuthRequestError } from './api/auth-request-error';

// SPEC section 8, Password reset.
export function resetErrorMessage(error: unknown): string {
  if (error instanceof AuthRequestError) {
    switch (error.code) {
      case 'INVALID_OTP':
      case 'TOO_MANY_ATTEMPTS':
        return 'Invalid verification code. Please check and try again.';
      case 'OTP_EXPIRED':
        return 'Verification code has expired. Please request a new password reset.';
      case 'USER_NOT_FOUND':
        return 'User not found. Please check your email address.';
    }
    if (error.message) return error.message;
  }
  return 'Failed to reset password. Please try again.';
}
