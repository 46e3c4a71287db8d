import { ACCOUNT_SUSPENDED_MESSAGE } from '@vmu/domain';

// docs/product.md, "OAuth messages": the texts /auth/callback shows for the error query parameters
// that better-auth appends to the errorCallbackURL.

export const OAUTH_CONFIGURATION_ERROR =
  'GitHub sign-in is not set up correctly (OAuth configuration error). Please contact support.';
export const OAUTH_EMAIL_REGISTERED =
  'This email is already registered with a different sign-in method.';
export const OAUTH_GENERIC_FAILURE = 'Authentication failed. Please try again or contact support.';

// better-auth's codes for "an account with this email exists but this provider is not linked".
const EMAIL_REGISTERED_CODES = new Set([
  'account_not_linked',
  'unable_to_link_account',
  'email_already_registered',
  'user_already_exists',
]);

export function oauthErrorMessage(error: string, description: string | null): string {
  const code = error.toLowerCase();
  const text = description?.trim() ?? '';
  // Staff suspended the account (decision 0048): the same words as the password sign-in's.
  if (code === 'account_suspended') return ACCOUNT_SUSPENDED_MESSAGE;
  // A rejected token exchange means the client id/secret or endpoints are wrong on our side;
  // better-auth reports it as invalid_code, a provider as invalid_request naming its token endpoint.
  if (code === 'invalid_code' || (code === 'invalid_request' && /token/i.test(text))) {
    return OAUTH_CONFIGURATION_ERROR;
  }
  if (EMAIL_REGISTERED_CODES.has(code) || /already (registered|exists|linked)/i.test(text)) {
    return OAUTH_EMAIL_REGISTERED;
  }
  if (text) return `Authentication failed: ${text}`;
  return OAUTH_GENERIC_FAILURE;
}
