import { RESET_LINK_INVALID, RESET_LINK_INVALID_MESSAGE } from '@vmu/domain';
import { AuthRequestError } from './api/auth-request-error';
import { authErrorMessage } from './auth-error-message';
import { CODE_EXHAUSTED_MESSAGE } from './verify-error-message';

// docs/product.md, "Password reset messages".
export function resetErrorMessage(error: unknown): string {
  if (error instanceof AuthRequestError) {
    switch (error.code) {
      case 'INVALID_OTP':
        return 'Invalid verification code. Please check and try again.';
      case 'TOO_MANY_ATTEMPTS':
        return CODE_EXHAUSTED_MESSAGE;
      case 'OTP_EXPIRED':
        return 'Verification code has expired. Please request a new password reset.';
      case RESET_LINK_INVALID:
        return RESET_LINK_INVALID_MESSAGE;
      case 'USER_NOT_FOUND':
        return 'User not found. Please check your email address.';
    }
  }
  return authErrorMessage(error, 'Failed to reset password. Please try again.');
}
