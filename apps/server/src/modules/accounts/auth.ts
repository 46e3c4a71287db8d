import {
  AUTH_COOKIE_PREFIX,
  AUTH_COOKIES,
  ChangePasswordRequestSchema,
  EMAIL_CHANGE_CODE_EXPIRY_MINUTES,
  EmailChangeRequestSchema,
  EmailChangeSchema,
  EmailSchema,
  ForgotPasswordSchema,
  LoginSchema,
  NameSchema,
  resendWaitSeconds,
  RESET_CODE_EXPIRY_HOURS,
  ResetPasswordRequestSchema,
  isResetLinkToken,
  resetLinkPath,
  SESSION_DAYS,
  SIGNUP_PASSWORD_MIN_LENGTH,
  SIGN_IN_ATTEMPTS_BEFORE_CODE,
  SIGN_IN_ATTEMPT_WINDOW_MINUTES,
  SignupRequestSchema,
  SOCIAL_SIGN_IN_STATE_MINUTES,
  VERIFICATION_CODE_LENGTH,
  VerificationCodeSchema,
} from '@vmu/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getOAuthState, getSessionFromCtx } from 'better-auth/api';
import { emailOTP, genericOAuth } from 'better-auth/plugins';
import { and, desc, eq, ne } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema/index';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { resetCodeMail, verificationCodeMail } from '../../platform/mail/code-mails';
import { emailChangeCodeMail } from '../../platform/mail/account-security-mails';
import { queueMail } from '../../platform/mail/mail-queue';
import { hitAccountLimit, tryAgainIn, type AccountLimit } from '../shared/account-rate-limit';
import { accountSecurityHooks } from './account-security-hooks';
import { checkProfileImage } from './profile-image';
import { codeFromResetLink, hashEmailCode, issueResetLink } from './reset-links';
import { signInCodeStep } from './sign-in-code-step';
import { suspendedSignInHooks } from '../user-management';
import { deletedAccountSignInHooks } from './deleted-account-sign-in';
import { githubProvider, googleProvider, type OAuthEndpoints } from './oauth-providers';
import { hashPassword, verifyPassword } from './password-hash';
import { twoFactorSignIn } from '../two-factor';
import { isSecondStepUnderAttack, markSignInCodePassed } from '../two-factor';

/** The only header better-auth reads the client IP from; the route sets it from request.ip. */
export const CLIENT_IP_HEADER = 'x-vmu-client-ip';

/**
 * Verification codes are short-lived; reset codes live 24 hours
 * (docs/product.md, "Lengths and timings").
 */
export const VERIFICATION_CODE_EXPIRY_MINUTES = 10;
const RESET_CODE_EXPIRY_SECONDS = RESET_CODE_EXPIRY_HOURS * 60 * 60;
export const CODE_ATTEMPTS_ALLOWED = 5;
/** 'Remember me' keeps the session (and its cookie) this long; otherwise the cookie is per browser session. */
export { SESSION_DAYS };

export const EMAIL_VERIFICATION_IDENTIFIER_PREFIX = 'email-verification-otp-';
/** emailOTP's code for a new address, keyed by the user and the address. */
export const EMAIL_CHANGE_IDENTIFIER_PREFIX = 'change-email-otp-';

/** Per client address (better-auth's limiter), per endpoint. */
export const IP_RATE_LIMITS = {
  default: { window: 60, max: 100 },
  signIn: { window: 60, max: 10 },
  signUp: { window: 60, max: 10 },
  codes: { window: 60, max: 10 },
} as const;

/**
 * Per account email (our limiter), shared by every client address. None of them refuses the
 * owner (decision 0050): past 'sign-in', a password sign-in also takes an emailed code; past
 * 'reset-mails', a reset request is answered as usual but mails no new code, so the last one
 * sent stays good; 'codes' counts only what the signed-in owner asks for.
 */
export const ACCOUNT_RATE_LIMITS = {
  'sign-in': {
    max: SIGN_IN_ATTEMPTS_BEFORE_CODE,
    windowSeconds: SIGN_IN_ATTEMPT_WINDOW_MINUTES * 60,
  },
  'reset-mails': { max: 10, windowSeconds: 10 * 60 },
  codes: { max: 10, windowSeconds: 10 * 60 },
} satisfies Record<string, AccountLimit>;

/** The sign-in attempts of an account, shared by its passwords and its second-step codes. */
export const signInAttemptsKey = (email: string) => `account:sign-in:${email.toLowerCase()}`;

// Endpoints of the plugins we do not offer: signing in (and silently signing up) with an
// emailed code, the deprecated reset route; unlinking, whose last-method check races (the
// unlinkSignInMethod mutation does it under a lock), and the session list and revoke-by-token,
// which hand session tokens to the page's script (the activeSessions query lists them by id).
const DISABLED_PATHS = new Set([
  '/sign-in/email-otp',
  '/forget-password/email-otp',
  '/email-otp/check-verification-otp',
  '/unlink-account',
  '/list-sessions',
  '/revoke-session',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
  '/verify-email',
]);

export type AuthProviders = { github: boolean; google: boolean };

export type AuthOptions = {
  db: Database;
  secret: string;
  publicUrl: string;
  production: boolean;
  /** Code mails go out through the durable job queue. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
  github: OAuthEndpoints['github'] | undefined;
  google: OAuthEndpoints['google'] | undefined;
  /** Lower-cased; made admin when they sign in with a verified email. */
  adminEmails: string[];
  /** Extra browser origins allowed to call auth endpoints (the Vite dev server in development). */
  extraTrustedOrigins?: string[];
  /** Where the storage's public images are (publicImagesBase): a profile image must be one. */
  publicImageBases: readonly string[];
  /**
   * What a new password (a reset or a change) ends besides the sessions: the account's API tokens
   * (decision 0050). Given by the app, so this module does not reach into the tokens' one.
   */
  onNewPassword: (userId: string) => Promise<void>;
};

function validationError(result: { success: false; error: { issues: { message: string }[] } }) {
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: result.error.issues[0]?.message ?? 'Invalid request',
  });
}

function check(schema: z.ZodMiniType, value: unknown): void {
  const result = z.safeParse(schema, value);
  if (!result.success) throw validationError(result);
}

const WithEmailSchema = z.object({ email: EmailSchema });
const VerifyEmailRequestSchema = z.object({ email: EmailSchema, code: VerificationCodeSchema });

/**
 * docs/product.md, "Account forms" on the server: the same domain schemas the forms use, before
 * anything changes.
 */
function validateRequest(
  path: string,
  body: Record<string, unknown>,
  imageBases: readonly string[],
): void {
  switch (path) {
    case '/sign-up/email':
      checkProfileImage(body.image, imageBases);
      return check(SignupRequestSchema, {
        name: body.name,
        email: body.email,
        password: body.password,
        signUpAs: body.signUpAs,
      });
    case '/update-user':
      // The only other route that stores a name or an image (role is not client input).
      if (body.name !== undefined) check(NameSchema, body.name);
      return checkProfileImage(body.image, imageBases);
    case '/sign-in/email':
      return check(LoginSchema, { email: body.email, password: body.password });
    case '/email-otp/send-verification-otp':
    case '/email-otp/request-password-reset':
      return check(ForgotPasswordSchema, { email: body.email });
    case '/email-otp/verify-email':
      return check(VerifyEmailRequestSchema, { email: body.email, code: body.otp });
    case '/email-otp/reset-password':
      return check(ResetPasswordRequestSchema, {
        email: body.email,
        code: body.otp,
        password: body.password,
      });
    case '/change-password':
      return check(ChangePasswordRequestSchema, {
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
      });
    case '/email-otp/request-email-change':
      return check(EmailChangeRequestSchema, { newEmail: body.newEmail });
    case '/email-otp/change-email':
      return check(EmailChangeSchema, { newEmail: body.newEmail, code: body.otp });
    default:
      return;
  }
}

function normalisedEmail(value: unknown): string | undefined {
  const result = z.safeParse(WithEmailSchema, { email: value });
  return result.success ? result.data.email : undefined;
}

export function createAuth(options: AuthOptions) {
  const { db, jobs, log } = options;
  const adminEmails = new Set(options.adminEmails);
  const accountSecurity = accountSecurityHooks({
    db,
    jobs,
    log,
    publicUrl: options.publicUrl,
    codeLimit: ACCOUNT_RATE_LIMITS.codes,
    onNewPassword: options.onNewPassword,
  });
  const signInCode = signInCodeStep({ db, jobs, log, secret: options.secret });
  const suspendedSignIn = suspendedSignInHooks(db, options.publicUrl);
  const deletedAccountSignIn = deletedAccountSignInHooks(db);

  /** Seconds until another verification code may be sent, from the live code's expiry. */
  async function resendCooldownLeft(email: string): Promise<number> {
    const [latest] = await db
      .select({ expiresAt: schema.verification.expiresAt })
      .from(schema.verification)
      .where(eq(schema.verification.identifier, `${EMAIL_VERIFICATION_IDENTIFIER_PREFIX}${email}`))
      .orderBy(desc(schema.verification.createdAt))
      .limit(1);
    if (!latest) return 0;
    // Wrong guesses re-store the code with its original expiry, so expiry - lifetime is
    // when it was sent, whatever happened since.
    const sentAt = latest.expiresAt.getTime() - VERIFICATION_CODE_EXPIRY_MINUTES * 60_000;
    return resendWaitSeconds(sentAt, Date.now());
  }

  async function hasPassword(email: string): Promise<boolean> {
    const rows = await db
      .select({ id: schema.account.id })
      .from(schema.account)
      .innerJoin(schema.user, eq(schema.user.id, schema.account.userId))
      .where(and(eq(schema.user.email, email), eq(schema.account.providerId, 'credential')))
      .limit(1);
    return rows.length > 0;
  }

  async function promoteConfiguredAdmin(userId: string): Promise<void> {
    if (adminEmails.size === 0) return;
    const [found] = await db
      .select({ email: schema.user.email, emailVerified: schema.user.emailVerified })
      .from(schema.user)
      .where(eq(schema.user.id, userId));
    // Only a proven address: otherwise anyone could sign up as the admin's email first.
    if (!found || !adminEmails.has(found.email.toLowerCase()) || !found.emailVerified) return;
    const promoted = await db
      .update(schema.user)
      .set({ role: 'admin' })
      .where(and(eq(schema.user.id, userId), ne(schema.user.role, 'admin')))
      .returning({ id: schema.user.id });
    if (promoted.length > 0) log.info(`Made ${found.email} an admin (ADMIN_EMAILS)`);
  }

  const oauthConfigs = [
    ...(options.github ? [githubProvider(options.github)] : []),
    ...(options.google ? [googleProvider(options.google)] : []),
  ];

  return betterAuth({
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.publicUrl, ...(options.extraTrustedOrigins ?? [])],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: SIGNUP_PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      // Signed in at once, unverified: the route gating sends them to /verify-email.
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      // The same hashes as better-auth's, off the event loop (password-hash.ts).
      password: { hash: hashPassword, verify: verifyPassword },
    },
    emailVerification: { autoSignInAfterVerification: true },
    // Refreshed hourly, so a session's last use on the profile is right to the hour (0045).
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 60 * 60 },
    account: {
      // A social sign-in for an address registered otherwise still fails with
      // account_not_linked instead of taking the account over (decision 0005); a signed-in
      // user links GitHub or Google from the profile, whatever its address (decision 0045).
      accountLinking: { enabled: true, disableImplicitLinking: true, allowDifferentEmails: true },
    },
    user: {
      additionalFields: {
        // Never settable by the client: admins are made by staff, not by sign-up.
        role: { type: 'string', required: false, defaultValue: 'developer', input: false },
      },
    },
    plugins: [
      emailOTP({
        otpLength: VERIFICATION_CODE_LENGTH,
        // The longer (reset) lifetime; verification codes are cut to 10 minutes on insert.
        expiresIn: RESET_CODE_EXPIRY_SECONDS,
        storeOTP: { hash: async (code: string) => hashEmailCode(code) },
        allowedAttempts: CODE_ATTEMPTS_ALLOWED,
        sendVerificationOnSignUp: true,
        disableSignUp: true,
        // A code to the new address; refused for a taken address in accountSecurityHooks.
        changeEmail: { enabled: true },
        rateLimit: IP_RATE_LIMITS.codes,
        // better-auth stores the code through its own adapter, outside any transaction of
        // ours, so the mail is queued right away: once queued it survives a crash or a mail
        // outage and is delivered with retries.
        async sendVerificationOTP({ email, otp, type }, ctx) {
          if (type === 'forget-password') {
            // Not awaited: answering as fast for an unknown address as for a known one keeps
            // the response time from revealing which emails have accounts (decision 0006).
            // GitHub and Google accounts have no password to reset; a code would quietly add
            // one (a second sign-in method, which decision 0005 rules out).
            hasPassword(email)
              .then((withPassword) =>
                withPassword
                  ? db.transaction(async (tx) => {
                      const link = await issueResetLink(tx, email);
                      const url = `${options.publicUrl}${resetLinkPath(email, link)}`;
                      await queueMail(jobs, resetCodeMail(email, otp, url), { tx });
                    })
                  : undefined,
              )
              .catch((err: unknown) => log.error({ err }, 'queueing a password reset code failed'));
            return;
          }
          if (type === 'change-email') {
            return queueMail(
              jobs,
              emailChangeCodeMail(email, otp, EMAIL_CHANGE_CODE_EXPIRY_MINUTES),
            );
          }
          if (type !== 'email-verification') return;
          try {
            await queueMail(
              jobs,
              verificationCodeMail(email, otp, VERIFICATION_CODE_EXPIRY_MINUTES),
            );
          } catch (err) {
            // The account exists either way; a failed sign-up mail is resent from /verify-email.
            if (ctx?.path?.startsWith('/sign-up')) {
              log.error({ err }, 'queueing the sign-up verification code failed');
              return;
            }
            throw err;
          }
        },
      }),
      ...(oauthConfigs.length > 0 ? [genericOAuth({ config: oauthConfigs })] : []),
      // Authenticator codes and backup codes after the password, GitHub or Google (decision 0046).
      ...twoFactorSignIn({ db, publicUrl: options.publicUrl }),
    ],
    databaseHooks: {
      user: {
        create: {
          // A store account (decision 0038) is asked for by the store's sign-up: the email form's
          // `signUpAs`, or the social sign-in's additionalData, which comes back with the
          // provider's callback in the OAuth state. Only 'customer' is taken from the client;
          // anything else leaves better-auth's default, developer.
          async before(user, ctx) {
            const asked = ctx?.path?.startsWith('/sign-up/')
              ? (ctx.body as { signUpAs?: unknown } | undefined)?.signUpAs
              : ((await getOAuthState().catch(() => null)) as { signUpAs?: unknown } | null)
                  ?.signUpAs;
            if (asked !== 'customer') return;
            return { data: { ...user, role: 'customer' } };
          },
        },
        update: {
          async after(user, ctx) {
            await accountSecurity.afterUserUpdate(user, ctx);
          },
        },
      },
      verification: {
        create: {
          async before(verification) {
            const { identifier } = verification;
            if (
              !identifier.startsWith(EMAIL_VERIFICATION_IDENTIFIER_PREFIX) &&
              !identifier.startsWith(EMAIL_CHANGE_IDENTIFIER_PREFIX)
            ) {
              return;
            }
            // Only ever shortens, so a code re-stored after a wrong guess keeps its expiry.
            const cap = Date.now() + VERIFICATION_CODE_EXPIRY_MINUTES * 60_000;
            if (verification.expiresAt.getTime() <= cap) return;
            return { data: { ...verification, expiresAt: new Date(cap) } };
          },
        },
      },
      session: {
        create: {
          // A suspended account gets no session, whichever way it signs in (decision 0048), nor
          // a deleted one whose sign-in raced its deletion (decision 0047).
          async before(session, ctx) {
            await deletedAccountSignIn.beforeSessionCreate(session);
            await suspendedSignIn.beforeSessionCreate(session, ctx);
          },
          async after(session) {
            await deletedAccountSignIn.afterSessionCreate(session);
            await suspendedSignIn.afterSessionCreate(session);
            await promoteConfiguredAdmin(session.userId);
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      ...IP_RATE_LIMITS.default,
      customRules: {
        '/sign-in/email': IP_RATE_LIMITS.signIn,
        '/sign-up/email': IP_RATE_LIMITS.signUp,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: options.production,
      // The names and lifetimes the cookie policy lists (packages/domain, decision 0058).
      cookiePrefix: AUTH_COOKIE_PREFIX,
      cookies: {
        [AUTH_COOKIES.socialSignInState]: {
          attributes: { maxAge: SOCIAL_SIGN_IN_STATE_MINUTES * 60 },
        },
      },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.production },
    },
    telemetry: { enabled: false },
    // What better-auth does not expect (the database away) is thrown to routes/auth.ts, which
    // answers it in the app's way (a 503 with Retry-After), instead of a 500 with no body.
    onAPIError: { throw: true },
    // better-auth's own messages go to the app's log (pino), not straight to stderr. It says
    // 'error' for clients' mistakes too (an unknown OAuth state, a foreign origin), so those
    // are warnings; its real faults answer 5xx, which routes/auth.ts logs as errors.
    logger: {
      log(level, message, ...args) {
        const fields = args.length > 0 ? { details: args } : {};
        if (level === 'error' || level === 'warn') log.warn(fields, `better-auth: ${message}`);
        else if (level === 'info') log.info(fields, `better-auth: ${message}`);
        else log.debug(fields, `better-auth: ${message}`);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (DISABLED_PATHS.has(ctx.path)) {
          throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'Not found' });
        }
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        validateRequest(ctx.path, body, options.publicImageBases);

        const email = normalisedEmail(body.email);
        if (ctx.path === '/sign-in/email' && email) {
          const verdict = await hitAccountLimit(
            db,
            signInAttemptsKey(email),
            ACCOUNT_RATE_LIMITS['sign-in'],
          );
          // Under attack: the emailed code's step, never a refusal of the right password.
          if (!verdict.allowed || (await isSecondStepUnderAttack(db, email))) {
            const userId = await signInCode.require(email, String(body.password), body.signInCode);
            await markSignInCodePassed(db, userId);
          }
          if (body.signInCode !== undefined) {
            // better-auth's own body has no such field.
            const { signInCode: _used, ...rest } = body;
            return { context: { body: rest } };
          }
        }
        if (ctx.path === '/email-otp/request-password-reset' && email) {
          const verdict = await hitAccountLimit(
            db,
            `account:reset-mails:${email}`,
            ACCOUNT_RATE_LIMITS['reset-mails'],
          );
          // The same answer as ever, so strangers cannot tell, nor stop the owner: no new code
          // replaces the last one mailed, which the owner can still use (decision 0050).
          if (!verdict.allowed) return ctx.json({ success: true });
        }
        if (ctx.path === '/email-otp/reset-password' && email && isResetLinkToken(body.otp)) {
          // The mail's link instead of its code: better-auth's reset goes on with a fresh code.
          const otp = await codeFromResetLink(db, email, body.otp);
          return { context: { body: { ...body, otp } } };
        }

        if (
          ctx.path === '/email-otp/send-verification-otp' ||
          ctx.path === '/email-otp/verify-email'
        ) {
          if (
            ctx.path === '/email-otp/send-verification-otp' &&
            body.type !== 'email-verification'
          ) {
            throw new APIError('BAD_REQUEST', {
              code: 'INVALID_OTP_TYPE',
              message: 'Use /email-otp/request-password-reset to reset a password',
            });
          }
          // Only for one's own address: a signed-out caller could otherwise learn, from the
          // cooldown, which emails have accounts (decision 0006), or spend the owner's code's
          // tries (decision 0050).
          const session = await getSessionFromCtx(ctx);
          if (!session) {
            throw new APIError('UNAUTHORIZED', {
              code: 'UNAUTHORIZED',
              message: 'Please sign in to verify your email.',
            });
          }
          if (session.user.email.toLowerCase() !== email) {
            throw new APIError('FORBIDDEN', {
              code: 'EMAIL_MISMATCH',
              message: 'You can only verify your own email address.',
            });
          }
          const verdict = await hitAccountLimit(
            db,
            `account:codes:${email}`,
            ACCOUNT_RATE_LIMITS.codes,
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
        }
        if (ctx.path === '/email-otp/send-verification-otp' && email) {
          const secondsLeft = await resendCooldownLeft(email);
          if (secondsLeft > 0) {
            throw new APIError(
              'TOO_MANY_REQUESTS',
              {
                code: 'RESEND_COOLDOWN',
                message: `Please wait ${secondsLeft} seconds before requesting a new code.`,
                secondsLeft,
              },
              { 'Retry-After': String(secondsLeft) },
            );
          }
        }
        return accountSecurity.before(ctx);
      }),
      after: createAuthMiddleware((ctx) => accountSecurity.after(ctx)),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
