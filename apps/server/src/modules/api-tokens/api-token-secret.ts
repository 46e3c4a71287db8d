import crypto from 'node:crypto';
import { API_TOKEN_PREFIX, API_TOKEN_SECRET_BYTES } from '@vmu/domain';

/** A new token: the prefix and 32 random bytes as base64url (43 characters). */
export const newApiTokenSecret = () =>
  `${API_TOKEN_PREFIX}${crypto.randomBytes(API_TOKEN_SECRET_BYTES).toString('base64url')}`;

/**
 * What is stored and looked up instead of the token: its SHA-256, hex. The token is 256 random
 * bits, so a fast unsalted hash is enough (nothing to guess from it) and lets one indexed read
 * find the row; a password hash would be for secrets people choose.
 */
export const apiTokenHash = (token: string) =>
  crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Compares the stored hash with the presented token's in constant time. The row was found by
 * the hash's index, so they match; comparing again without a timing difference costs nothing
 * and keeps the check honest if the lookup ever changes.
 */
export function sameApiTokenHash(stored: string, presented: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(presented, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
