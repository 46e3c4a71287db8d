import { ACCOUNT_SUSPENDED_MESSAGE } from '@vmu/domain';
import { APIError, getOAuthState } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lastSignIn } from '../../db/schema/account-suspensions';
import { session as sessionTable } from '../../db/schema/accounts';
import { isAccountSuspendedForSignIn } from './account-suspension-state';

/** The error code a suspended account's sign-in answers, and the OAuth callback's `error`. */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';

type EndpointContext = { path?: string; redirect?: (url: string) => Error } | null | undefined;

const isOAuthCallback = (path: string | undefined) =>
  !!path && (path.startsWith('/oauth2/callback/') || path.startsWith('/callback/'));

/**
 * better-auth's session hooks for suspended accounts (decision 0048). Every way in (password,
 * the emailed code's sign-in, GitHub and Google, a second factor) ends in a new session, so the
 * refusal sits on the session's creation: a JSON error the sign-in forms show, or for an OAuth
 * callback a redirect to the page the sign-in asked errors to go to, with error=account_suspended.
 * Each sign-in that succeeds records the account's last sign-in.
 */
export function suspendedSignInHooks(db: Database, publicUrl: string) {
  return {
    async beforeSessionCreate(session: { userId: string }, ctx: EndpointContext): Promise<void> {
      if (!(await isAccountSuspendedForSignIn(db, session.userId))) return;
      if (isOAuthCallback(ctx?.path) && ctx?.redirect) {
        const state = (await getOAuthState().catch(() => null)) as { errorURL?: unknown } | null;
        const target = new URL(
          typeof state?.errorURL === 'string' ? state.errorURL : '/auth/callback',
          publicUrl,
        );
        target.searchParams.set('error', ACCOUNT_SUSPENDED_CODE.toLowerCase());
        throw ctx.redirect(target.toString());
      }
      throw new APIError('FORBIDDEN', {
        code: ACCOUNT_SUSPENDED_CODE,
        message: ACCOUNT_SUSPENDED_MESSAGE,
      });
    },

    async afterSessionCreate(session: { id: string; userId: string }): Promise<void> {
      // A suspension that committed between the check above and the session's insert did not
      // see this session to end it: the new session ends here instead.
      if (await isAccountSuspendedForSignIn(db, session.userId)) {
        await db.delete(sessionTable).where(eq(sessionTable.id, session.id));
        throw new APIError('FORBIDDEN', {
          code: ACCOUNT_SUSPENDED_CODE,
          message: ACCOUNT_SUSPENDED_MESSAGE,
        });
      }
      await db
        .insert(lastSignIn)
        .values({ userId: session.userId, signedInAt: sql`now()` })
        .onConflictDoUpdate({ target: lastSignIn.userId, set: { signedInAt: sql`now()` } });
    },
  };
}
