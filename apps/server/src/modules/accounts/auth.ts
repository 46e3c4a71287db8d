import { SIGNUP_PASSWORD_MIN_LENGTH } from '@vmu/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema/index';
import { checkNewPassword, checkSignupName } from './password-rules';

/** The only header better-auth reads the client IP from; the route sets it from request.ip. */
export const CLIENT_IP_HEADER = 'x-vmu-client-ip';

export type AuthOptions = {
  db: Database;
  secret: string;
  publicUrl: string;
  production: boolean;
  /** Extra browser origins allowed to call auth endpoints (the Vite dev server in development). */
  extraTrustedOrigins?: string[];
};

// Which body field carries a new password on each better-auth endpoint.
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

export function createAuth(options: AuthOptions) {
  return betterAuth({
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.publicUrl, ...(options.extraTrustedOrigins ?? [])],
    database: drizzleAdapter(options.db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: SIGNUP_PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
    },
    user: {
      additionalFields: {
        // Never settable by the client: admins are made by staff, not by sign-up.
        role: { type: 'string', required: false, defaultValue: 'developer', input: false },
      },
    },
    rateLimit: { enabled: true, storage: 'database' },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: options.production,
    },
    telemetry: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        if (!field) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const problem =
          (ctx.path === '/sign-up/email' ? checkSignupName(body.name) : undefined) ??
          checkNewPassword(body[field]);
        if (problem)
          throw new APIError('BAD_REQUEST', { message: problem, code: 'VALIDATION_FAILED' });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
