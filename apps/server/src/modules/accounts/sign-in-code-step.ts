import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SIGN_IN_ATTEMPT_WINDOW_MINUTES,
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_MAILS_PER_WINDOW,
  SIGN_IN_CODE_EXPIRY_MINUTES,
  SIGN_IN_CODE_INVALID,
  SIGN_IN_CODE_INVALID_MESSAGE,
  SIGN_IN_CODE_REQUIRED,
  SIGN_IN_CODE_REQUIRED_MESSAGE,
  SignInCodeSchema,
} from '@vmu/domain';
import { APIError } from 'better-auth/api';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { account, user, verification } from '../../db/schema/accounts';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { signInCodeMail } from '../../platform/mail/code-mails';
import { queueMail } from '../../platform/mail/mail-queue';
import { hitAccountLimit } from '../shared/account-rate-limit';
import { hashPassword, verifyPassword } from './password-hash';
import { newEmailCode } from './reset-links';

/** The verification row holding an account's live sign-in code (one per account). */
export const SIGN_IN_CODE_IDENTIFIER_PREFIX = 'sign-in-code-';

type StoredCode = { hash: string; wrongTries: number };

function refused(code: string, message: string): APIError {
  return new APIError('UNAUTHORIZED', { code, message });
}

/**
 * The emailed-code step of a password sign-in on an account under attack (decision 0050).
 * Called instead of refusing the sign-in: the password is checked here (better-auth checks it
 * again and makes the session when this lets the request through), and the answer is the same
 * whether the password was right or not, so a guesser learns nothing however many addresses it
 * sends from; only the owner's mailbox gets a code, and only after the right password.
 */
export function signInCodeStep(options: {
  db: Database;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  secret: string;
}) {
  const { db, jobs } = options;
  // A hash of nothing anyone types: an unknown address costs the same time as a known one.
  let decoyHash: Promise<string> | undefined;

  function digest(userId: string, code: string): string {
    return createHmac('sha256', options.secret).update(`${userId}:${code}`).digest('hex');
  }

  async function findPasswordAccount(email: string) {
    const [found] = await db
      .select({ userId: user.id, email: user.email, hash: account.password })
      .from(user)
      .innerJoin(account, eq(account.userId, user.id))
      .where(
        and(
          eq(user.email, email),
          eq(account.providerId, 'credential'),
          isNotNull(account.password),
        ),
      )
      .limit(1);
    return found;
  }

  async function passwordMatches(hash: string | null | undefined, password: string) {
    if (hash) return verifyPassword({ hash, password });
    decoyHash ??= hashPassword('not anyone’s password');
    await verifyPassword({ hash: await decoyHash, password });
    return false;
  }

  /**
   * A new code replaces the account's last one, and is mailed through the durable queue; past
   * the account's mails in the window, nothing is sent and the last code mailed stays good.
   */
  async function issueCode(userId: string, email: string): Promise<void> {
    const mails = await hitAccountLimit(db, `account:sign-in-code-mails:${userId}`, {
      max: SIGN_IN_CODE_MAILS_PER_WINDOW,
      windowSeconds: SIGN_IN_ATTEMPT_WINDOW_MINUTES * 60,
    });
    if (!mails.allowed) return;
    const code = newEmailCode();
    const identifier = `${SIGN_IN_CODE_IDENTIFIER_PREFIX}${userId}`;
    const stored: StoredCode = { hash: digest(userId, code), wrongTries: 0 };
    await db.transaction(async (tx) => {
      await tx.delete(verification).where(eq(verification.identifier, identifier));
      await tx.insert(verification).values({
        id: crypto.randomUUID(),
        identifier,
        value: JSON.stringify(stored),
        expiresAt: new Date(Date.now() + SIGN_IN_CODE_EXPIRY_MINUTES * 60_000),
      });
      await queueMail(jobs, signInCodeMail(email, code, SIGN_IN_CODE_EXPIRY_MINUTES), { tx });
    });
  }

  /**
   * True when `code` is the account's live code (it is used up). A wrong code counts one of its
   * tries; the last try, or an expired code, gets the account a new code instead of a lock.
   */
  async function consumeCode(userId: string, email: string, code: string): Promise<boolean> {
    const identifier = `${SIGN_IN_CODE_IDENTIFIER_PREFIX}${userId}`;
    const [row] = await db
      .select({ id: verification.id, value: verification.value })
      .from(verification)
      .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
      .limit(1);
    const stored = row ? (JSON.parse(row.value) as StoredCode) : undefined;
    if (!row || !stored) {
      await issueCode(userId, email);
      return false;
    }
    const expected = Buffer.from(stored.hash, 'hex');
    const given = Buffer.from(digest(userId, code), 'hex');
    if (timingSafeEqual(expected, given)) {
      // Whoever deletes the row first used the code: two requests with it make one session.
      const used = await db
        .delete(verification)
        .where(and(eq(verification.id, row.id), eq(verification.value, row.value)))
        .returning({ id: verification.id });
      return used.length > 0;
    }
    const wrongTries = stored.wrongTries + 1;
    if (wrongTries >= SIGN_IN_CODE_ATTEMPTS) {
      await issueCode(userId, email);
      return false;
    }
    await db
      .update(verification)
      .set({ value: JSON.stringify({ ...stored, wrongTries } satisfies StoredCode) })
      .where(and(eq(verification.id, row.id), eq(verification.value, row.value)));
    return false;
  }

  return {
    /**
     * Lets the sign-in go on to better-auth only with the right password and the account's live
     * code (its account's id); otherwise throws the step's answer.
     */
    async require(email: string, password: string, code: unknown): Promise<string> {
      const found = await findPasswordAccount(email);
      const right = await passwordMatches(found?.hash, password);
      if (code === undefined || code === null || code === '') {
        if (found && right) await issueCode(found.userId, found.email);
        throw refused(SIGN_IN_CODE_REQUIRED, SIGN_IN_CODE_REQUIRED_MESSAGE);
      }
      const parsed = z.safeParse(SignInCodeSchema, code);
      if (!parsed.success) {
        throw new APIError('BAD_REQUEST', {
          code: 'VALIDATION_FAILED',
          message: parsed.error.issues[0]?.message ?? 'Invalid code',
        });
      }
      if (found && right && (await consumeCode(found.userId, found.email, parsed.data))) {
        return found.userId;
      }
      throw refused(SIGN_IN_CODE_INVALID, SIGN_IN_CODE_INVALID_MESSAGE);
    },
  };
}
