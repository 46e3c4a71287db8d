import { AuthRequestError, isOriginRefusal } from '@/lib/auth-request-error';
import { serverMessageOf } from '@/lib/server-message';

// Refusals of the profile's sign-in steps in the product's words; better-auth's own messages
// ("Invalid OTP", "Invalid password") are replaced by readable ones.
const BY_CODE: Record<string, string> = {
  INVALID_OTP: 'Invalid verification code',
  OTP_EXPIRED: 'Verification code has expired. Please request a new code.',
  TOO_MANY_ATTEMPTS:
    'This code can no longer be used: it was entered wrongly too many times. Request a new code.',
  INVALID_PASSWORD: 'Your current password is incorrect.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Your account has no password yet. Set one instead.',
};

/** What a refused step says: our own messages pass through, better-auth's known codes are reworded. */
export function refusalMessage(error: unknown, fallback: string): string {
  if (isOriginRefusal(error)) {
    return `This page's address (${window.location.origin}) is not the portal's configured address. Open the portal at ${error.portalUrl ?? 'that address'}.`;
  }
  if (error instanceof AuthRequestError) return BY_CODE[error.code] ?? (error.message || fallback);
  return serverMessageOf(error) ?? fallback;
}

/** better-auth's `error` on the way back from a provider after Link, in words. */
export function linkErrorMessage(error: string, providerLabel: string): string {
  switch (error) {
    case 'account_already_linked_to_different_user':
      return `This ${providerLabel} account is already linked to another VMU Pro account.`;
    case 'access_denied':
      return `${providerLabel} was not linked: the sign-in at ${providerLabel} was cancelled.`;
    default:
      return `${providerLabel} could not be linked. Please try again.`;
  }
}
