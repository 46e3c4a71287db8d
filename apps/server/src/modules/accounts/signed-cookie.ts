import { createHmac, timingSafeEqual } from 'node:crypto';

// better-auth signs its cookies through better-call: `value.signature`, the signature being
// HMAC-SHA256(secret, value) in base64 (44 characters, ending in '='), URI-encoded as a whole.
// It checks them with WebCrypto, which imports the key again and hops to the thread pool for
// every cookie: a tenth of a signed-in request's CPU (decision 0029). This checks them the same
// way, synchronously, so the viewer of every request costs one HMAC and no more; the header
// is read with better-call's own parseCookies.

const SIGNATURE_LENGTH = 44;

/** The value a signed cookie carries when its signature is the secret's; null otherwise. */
export function verifiedCookieValue(
  cookie: string | null | undefined,
  secret: string,
): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  // Compared as text: better-auth only ever writes the canonical base64 of the HMAC, and
  // Buffer's decoder would also take base64url or stray characters that better-call refuses.
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
