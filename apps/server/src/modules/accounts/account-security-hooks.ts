import { EmailSchema, SAME_EMAIL_MESSAGE } from '@vmu/domain';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { GenericEndpointContext } from 'better-auth';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/accounts';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { emailChangedNoticeMail } from '../../platform/mail/account-security-mails';
import { queueMail } from '../../platform/mail/mail-queue';
import { hitAccountLimit, tryAgainIn, type AccountLimit } from '../shared/account-rate-limit';
import { forgetResetLinks } from './reset-links';

// What better-auth's own profile endpoints need from us (decision 0045): an email
// change refuses an address another account has, as sign-up does, and counts against the
// account's code limit; a password change always signs the other sessions out; the address an
// account leaves gets a notice.

/** sign-up's answer for a taken address (decision 0006): an email change reveals no more. */
export const EMAIL_TAKEN = {
  code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  message: 'User already exists. Use another email.',
} as const;

export function accountSecurityHooks(options: {
  db: Database;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
  codeLimit: AccountLimit;
  /** What a new password ends besides the sessions (the API tokens). */
  onNewPassword: (userId: string) => Promise<void>;
}) {
  const { db, jobs, log } = options;

  async function isTaken(email: string): Promise<boolean> {
    const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
    return rows.length > 0;
  }

  async function userIdOf(email: string): Promise<string | undefined> {
    const [found] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()))
      .limit(1);
    return found?.id;
  }

  return {
    /** Runs in auth.ts's before-hook, after the request's body passed the domain's schemas. */
    async before(ctx: GenericEndpointContext) {
      const body = (ctx.body ?? {}) as Record<string, unknown>;
      if (ctx.path === '/change-password') {
        // Whoever knew the old password is signed out everywhere else (decision 0045).
        return { context: { body: { ...body, revokeOtherSessions: true } } };
      }
      if (
        ctx.path !== '/email-otp/request-email-change' &&
        ctx.path !== '/email-otp/change-email'
      ) {
        return;
      }
      const session = await getSessionFromCtx(ctx);
      if (!session) return; // better-auth answers 401 itself.
      const verdict = await hitAccountLimit(
        db,
        `account:codes:${session.user.email.toLowerCase()}`,
        options.codeLimit,
      );
      if (!verdict.allowed) {
        throw new APIError(
          'TOO_MANY_REQUESTS',
          {
            code: 'RATE_LIMITED',
            message: `Too many code requests for this account. ${tryAgainIn(verdict.retryAfterSeconds)}`,
            retryAfter: verdict.retryAfterSeconds,
          },
          { 'Retry-After': String(verdict.retryAfterSeconds) },
        );
      }
      const newEmail = z.parse(EmailSchema, body.newEmail);
      if (newEmail === session.user.email.toLowerCase()) {
        throw new APIError('BAD_REQUEST', { code: 'SAME_EMAIL', message: SAME_EMAIL_MESSAGE });
      }
      if (ctx.path === '/email-otp/request-email-change' && (await isTaken(newEmail))) {
        throw new APIError('UNPROCESSABLE_ENTITY', EMAIL_TAKEN);
      }
      // better-auth lower-cases the address but does not trim it: it gets the one we checked.
      return { context: { body: { ...body, newEmail } } };
    },

    /**
     * Runs in auth.ts's after-hook: a new password, by reset or by change, also ends the
     * account's API tokens, as it ends its sessions, and its reset links (decision 0050).
     */
    async after(ctx: GenericEndpointContext) {
      if (ctx.path !== '/change-password' && ctx.path !== '/email-otp/reset-password') return;
      if ((ctx.context as { returned?: unknown }).returned instanceof APIError) return;
      const email =
        ctx.path === '/change-password'
          ? ctx.context.session?.user.email
          : String((ctx.body as { email?: unknown } | undefined)?.email ?? '');
      const userId =
        ctx.path === '/change-password'
          ? ctx.context.session?.user.id
          : await userIdOf(email ?? '');
      if (userId) await options.onNewPassword(userId);
      // The reset links still in the mailbox would set another password.
      if (email) await forgetResetLinks(db, email);
    },

    /** databaseHooks.user.update.after: the address an account left is told where it went. */
    async afterUserUpdate(updated: { email: string }, ctx: GenericEndpointContext | null) {
      if (ctx?.path !== '/email-otp/change-email') return;
      // The request's session still holds the user as they were before the change.
      const oldEmail = ctx.context.session?.user.email;
      if (!oldEmail || oldEmail.toLowerCase() === updated.email.toLowerCase()) return;
      try {
        await queueMail(
          jobs,
          emailChangedNoticeMail({
            oldEmail,
            newEmail: updated.email,
            publicUrl: options.publicUrl,
          }),
        );
      } catch (err) {
        // The address has changed either way: failing the answer would only tell the person it
        // had not. The log keeps the missed notice for staff.
        log.error({ err, oldEmail }, 'queueing the email-changed notice failed');
      }
    },
  };
}
