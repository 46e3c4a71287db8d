// The reset mail carries a link as well as the six-digit code (decision 0050). The code has 5
// tries, and anyone who knows the address can spend them; the link's token cannot be guessed
// (256 random bits), so it needs no tries and a stranger cannot take it from the owner. It goes
// in the address's fragment, which browsers never send to a server or in a Referer.

/** The link token's length: 32 random bytes, base64url without padding. */
export const RESET_LINK_TOKEN_LENGTH = 43;

/** The most links of one address that stay good at once: the newest mails' links. */
export const RESET_LINKS_KEPT = 10;

/** Whether a reset form's code is a link token rather than a typed six-digit code. */
export function isResetLinkToken(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length === RESET_LINK_TOKEN_LENGTH &&
    /^[A-Za-z0-9_-]+$/.test(value)
  );
}

/** The reset page's address for `email` with the link token in its fragment. */
export function resetLinkPath(email: string, token: string): string {
  return `/reset-password?email=${encodeURIComponent(email)}#link=${token}`;
}

/** The token a reset page's fragment carries, or null. */
export function resetLinkTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('link');
  return isResetLinkToken(token) ? token : null;
}

export const RESET_LINK_INVALID = 'RESET_LINK_INVALID';
export const RESET_LINK_INVALID_MESSAGE =
  'This reset link has expired or has been used. Please request a new password reset.';
