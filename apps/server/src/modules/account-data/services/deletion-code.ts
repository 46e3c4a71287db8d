import crypto from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@vmu/domain';

// The emailed code that confirms deleting an account, kept in better-auth's verification table
// under an identifier of our own, as a SHA-256: a leaked row does not show the code, and the
// attempts a code may take are counted per account (hitAccountLimit), so six digits suffice.

export const deletionCodeIdentifier = (accountId: string) => `account-deletion-${accountId}`;

export function newDeletionCode(): string {
  return crypto
    .randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
}

export const hashDeletionCode = (code: string) =>
  crypto.createHash('sha256').update(code).digest('hex');

/** Whether the typed code is the stored one, compared in constant time. */
export function deletionCodeMatches(typed: string, storedHash: string): boolean {
  const typedHash = Buffer.from(hashDeletionCode(typed), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === typedHash.length && crypto.timingSafeEqual(stored, typedHash);
}
