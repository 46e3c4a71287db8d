import {
  SECOND_STEP_FAILURES_BEFORE_CODE,
  SECOND_STEP_FAILURE_WINDOW_MINUTES,
  SECOND_STEP_NEEDS_SIGN_IN_CODE_MESSAGE,
  SIGN_IN_CODE_EXPIRY_MINUTES,
  SIGN_IN_CODE_REQUIRED,
  AUTH_COOKIES,
} from '@vmu/domain';
import type { GenericEndpointContext } from '@better-auth/core';
import { APIError } from 'better-auth/api';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user, verification } from '../../db/schema/accounts';
import {
  hitAccountLimit,
  isAccountLimitReached,
  type AccountLimit,
} from '../shared/account-rate-limit';

// The second step's wrong codes on an account (decision 0050). better-auth's own answer, a lock
// of the account's second step, would let whoever has the password keep the owner out; instead
// the wrong codes are counted per account, and past the limit the account asks for the emailed
// sign-in code before the second step, which the owner gets and the password's thief does not.

export const SECOND_STEP_FAILURES: AccountLimit = {
  max: SECOND_STEP_FAILURES_BEFORE_CODE,
  windowSeconds: SECOND_STEP_FAILURE_WINDOW_MINUTES * 60,
};

export const secondStepFailuresKey = (email: string) =>
  `account:second-step-failures:${email.toLowerCase()}`;

/** The mark of a sign-in that came through the emailed code, for its second step. */
const PASSED_PREFIX = 'sign-in-code-passed-';

/** The plugin's cookie naming the pending sign-in (two-factor/constant). */
const TWO_FACTOR_COOKIE = AUTH_COOKIES.twoFactor;

/** The wrong-code answers of /two-factor/verify-totp and /two-factor/verify-backup-code. */
const WRONG_CODE_MESSAGES = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE']);

export const SECOND_STEP_VERIFY_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);

/** Whether the account's wrong second-step codes have reached the limit. */
export function isSecondStepUnderAttack(db: Database, email: string): Promise<boolean> {
  return isAccountLimitReached(db, secondStepFailuresKey(email), SECOND_STEP_FAILURES);
}

/** A sign-in of this account passed the emailed code: its second step may go on. */
export async function markSignInCodePassed(db: Database, userId: string): Promise<void> {
  const identifier = `${PASSED_PREFIX}${userId}`;
  await db.delete(verification).where(eq(verification.identifier, identifier));
  await db.insert(verification).values({
    id: crypto.randomUUID(),
    identifier,
    value: userId,
    expiresAt: new Date(Date.now() + SIGN_IN_CODE_EXPIRY_MINUTES * 60_000),
  });
}

async function pendingSignInAccount(db: Database, ctx: GenericEndpointContext) {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const [found] = await db
    .select({ id: user.id, email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
    .limit(1);
  return found;
}

export function secondStepAttempts(db: Database) {
  return {
    /** Before a pending sign-in's code is checked: one begun without the emailed code waits. */
    async before(ctx: GenericEndpointContext): Promise<void> {
      const pending = await pendingSignInAccount(db, ctx);
      if (!pending || !(await isSecondStepUnderAttack(db, pending.email))) return;
      const [passed] = await db
        .select({ id: verification.id })
        .from(verification)
        .where(
          and(
            eq(verification.identifier, `${PASSED_PREFIX}${pending.id}`),
            gt(verification.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (passed) return;
      throw new APIError('UNAUTHORIZED', {
        code: SIGN_IN_CODE_REQUIRED,
        message: SECOND_STEP_NEEDS_SIGN_IN_CODE_MESSAGE,
      });
    },

    /** After it: a wrong code counts against the account. */
    async after(ctx: GenericEndpointContext): Promise<void> {
      const returned = (ctx.context as { returned?: unknown }).returned;
      if (!(returned instanceof APIError)) return;
      const code = (returned.body as { code?: unknown } | undefined)?.code;
      if (typeof code !== 'string' || !WRONG_CODE_MESSAGES.has(code)) return;
      const pending = await pendingSignInAccount(db, ctx);
      if (pending)
        await hitAccountLimit(db, secondStepFailuresKey(pending.email), SECOND_STEP_FAILURES);
    },
  };
}
