import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  RESET_CODE_EXPIRY_HOURS,
  RESET_LINK_INVALID,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINKS_KEPT,
  VERIFICATION_CODE_LENGTH,
} from '@vmu/domain';
import { APIError } from 'better-auth/api';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verification } from '../../db/schema/accounts';

/** The verification rows of an address's live reset links (up to RESET_LINKS_KEPT). */
export const RESET_LINK_IDENTIFIER_PREFIX = 'reset-link-';
/** better-auth's row of an address's live reset code (its email-otp plugin's naming). */
const RESET_CODE_IDENTIFIER_PREFIX = 'forget-password-otp-';
/** A code made from a link is used at once, by the same request. */
const CODE_FROM_LINK_SECONDS = 60;

/**
 * How emailed codes are stored (better-auth's storeOTP): SHA-256, base64url, the format of its
 * 'hashed' option, written here so that the reset link can put a code in the same form.
 */
export function hashEmailCode(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

/** A new six-digit code of the kind the portal emails (sign-in and reset codes). */
export function newEmailCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
}

const identifierOf = (email: string) => `${RESET_LINK_IDENTIFIER_PREFIX}${email.toLowerCase()}`;

/**
 * A new link for `email`'s reset mail, stored in the transaction that queues the mail. The
 * newest RESET_LINKS_KEPT stay good, so ten requests by a stranger cannot take the owner's
 * link away from them either (decision 0050).
 */
export async function issueResetLink(tx: Database, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const identifier = identifierOf(email);
  const older = await tx
    .select({ id: verification.id })
    .from(verification)
    .where(eq(verification.identifier, identifier))
    .orderBy(desc(verification.createdAt))
    .offset(RESET_LINKS_KEPT - 1);
  if (older.length > 0) {
    await tx.delete(verification).where(
      inArray(
        verification.id,
        older.map((row) => row.id),
      ),
    );
  }
  await tx.insert(verification).values({
    id: crypto.randomUUID(),
    identifier,
    value: hashEmailCode(token),
    expiresAt: new Date(Date.now() + RESET_CODE_EXPIRY_HOURS * 60 * 60 * 1000),
  });
  return token;
}

/**
 * Redeems a live link of `email` (it is used up) and gives back a fresh reset code that
 * better-auth's own reset then takes, so the new password goes the one way every reset goes
 * (sessions and tokens ended, the after-hooks). A link that is unknown, used or expired is
 * refused with the link's own message; nothing else changes.
 */
export async function codeFromResetLink(db: Database, email: string, token: string) {
  const used = await db
    .delete(verification)
    .where(
      and(
        eq(verification.identifier, identifierOf(email)),
        eq(verification.value, hashEmailCode(token)),
        gt(verification.expiresAt, new Date()),
      ),
    )
    .returning({ id: verification.id });
  if (used.length === 0) {
    throw new APIError('BAD_REQUEST', {
      code: RESET_LINK_INVALID,
      message: RESET_LINK_INVALID_MESSAGE,
    });
  }
  const code = newEmailCode();
  const identifier = `${RESET_CODE_IDENTIFIER_PREFIX}${email.toLowerCase()}`;
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifier));
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier,
      value: `${hashEmailCode(code)}:0`,
      expiresAt: new Date(Date.now() + CODE_FROM_LINK_SECONDS * 1000),
    });
  });
  return code;
}

/** A new password, however it was set, ends every reset link the address still has. */
export async function forgetResetLinks(db: Database, email: string): Promise<void> {
  await db.delete(verification).where(eq(verification.identifier, identifierOf(email)));
}
