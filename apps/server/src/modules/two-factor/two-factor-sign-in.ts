import {
  AUTHENTICATOR_CODE_LENGTH,
  AUTHENTICATOR_CODE_PERIOD_SECONDS,
  AuthenticatorCodeSchema,
  BACKUP_CODE_COUNT,
  BackupCodeSchema,
  STAFF_TWO_FACTOR_KEEP_MESSAGE,
  TWO_FACTOR_ISSUER,
  TWO_FACTOR_NEEDS_PASSWORD_MESSAGE,
  TwoFactorPasswordSchema,
} from '@vmu/domain/auth/two-factor';
import { isAdmin, SECOND_STEP_MINUTES } from '@vmu/domain';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { and, eq, isNotNull } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database } from '../../db/client';
import { account } from '../../db/schema/accounts';
import { isStaffTwoFactorRequired } from '../portal-settings';
import { challengeSocialSignIn, SOCIAL_CALLBACK_PATH } from './challenge-social-sign-in';
import { secondStepAttempts, SECOND_STEP_VERIFY_PATHS } from './second-step-attempts';

/** How long the second step waits for its code after the password (better-auth's default). */
export { SECOND_STEP_MINUTES };
/** Wrong codes one sign-in may try before it must start again with the password. */
export const SECOND_STEP_ATTEMPTS = 5;

// The plugin's routes the portal does not offer: codes by mail or SMS (the authenticator app
// and backup codes only), and reading the app's secret again after set-up.
const UNOFFERED_PATHS = new Set([
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  '/two-factor/get-totp-uri',
]);

function validationFailed(message: string): APIError {
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message });
}

function check(schema: z.ZodMiniType, value: unknown): void {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    throw validationFailed(result.error.issues[0]?.message ?? 'Invalid request');
  }
}

/** Fields of the plugin the portal leaves out: none may be sent, so none silently applies. */
function refuseFields(body: Record<string, unknown>, fields: readonly string[]): void {
  const sent = fields.find((field) => body[field] !== undefined);
  // "Trust this device" would skip the code for 30 days; another issuer would mislabel the app.
  if (sent) throw validationFailed(`${sent} is not accepted`);
}

export type TwoFactorSignInOptions = { db: Database; publicUrl: string };

/**
 * better-auth's twoFactor plugin as the portal uses it (decision 0046), and the portal's rules
 * around it: the domain's checks of every body, a password that must exist (accounts without
 * one set it first), staff who may not turn it off while it is required of them, and the
 * second step after a GitHub or Google sign-in too (the plugin covers password sign-in only).
 */
export function twoFactorSignIn({ db, publicUrl }: TwoFactorSignInOptions) {
  const attempts = secondStepAttempts(db);
  async function hasPassword(userId: string): Promise<boolean> {
    const rows = await db
      .select({ id: account.id })
      .from(account)
      .where(
        and(
          eq(account.userId, userId),
          eq(account.providerId, 'credential'),
          isNotNull(account.password),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  const houseRules = {
    id: 'vmu-two-factor-rules',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path?.startsWith('/two-factor/') ?? false,
          handler: createAuthMiddleware(async (ctx) => {
            if (UNOFFERED_PATHS.has(ctx.path)) {
              throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'Not found' });
            }
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            switch (ctx.path) {
              case '/two-factor/verify-totp':
                refuseFields(body, ['trustDevice']);
                check(AuthenticatorCodeSchema, body.code);
                return attempts.before(ctx);
              case '/two-factor/verify-backup-code':
                refuseFields(body, ['trustDevice', 'disableSession']);
                check(BackupCodeSchema, body.code);
                return attempts.before(ctx);
              case '/two-factor/generate-backup-codes':
                return check(TwoFactorPasswordSchema, body.password);
              case '/two-factor/enable': {
                refuseFields(body, ['issuer', 'method']);
                const session = await getSessionFromCtx(ctx);
                if (session && !(await hasPassword(session.user.id))) {
                  throw new APIError('BAD_REQUEST', {
                    code: 'PASSWORD_NOT_SET',
                    message: TWO_FACTOR_NEEDS_PASSWORD_MESSAGE,
                  });
                }
                return check(TwoFactorPasswordSchema, body.password);
              }
              case '/two-factor/disable': {
                check(TwoFactorPasswordSchema, body.password);
                const session = await getSessionFromCtx(ctx);
                const role = (session?.user as { role?: string } | undefined)?.role;
                if (session && isAdmin({ role }) && (await isStaffTwoFactorRequired(db))) {
                  throw new APIError('FORBIDDEN', {
                    code: 'STAFF_TWO_FACTOR_REQUIRED',
                    message: STAFF_TWO_FACTOR_KEEP_MESSAGE,
                  });
                }
                return;
              }
              default:
                return;
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => SECOND_STEP_VERIFY_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware((ctx) => attempts.after(ctx)),
        },
        {
          matcher: (ctx) => ctx.path === SOCIAL_CALLBACK_PATH,
          handler: createAuthMiddleware((ctx) =>
            challengeSocialSignIn(ctx, publicUrl, SECOND_STEP_MINUTES),
          ),
        },
      ],
    },
  } satisfies BetterAuthPlugin;

  return [
    twoFactor({
      issuer: TWO_FACTOR_ISSUER,
      totpOptions: { digits: AUTHENTICATOR_CODE_LENGTH, period: AUTHENTICATOR_CODE_PERIOD_SECONDS },
      backupCodeOptions: { amount: BACKUP_CODE_COUNT, storeBackupCodes: 'encrypted' },
      twoFactorCookieMaxAge: SECOND_STEP_MINUTES * 60,
      // A lock would keep the owner out too: second-step-attempts.ts asks for the emailed code
      // instead (decision 0050).
      accountLockout: { enabled: false },
    }),
    houseRules,
  ] as const;
}
