import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import {
  PASSWORD_COMPLEXITY_MESSAGE,
  SIGN_IN_CODE_REQUIRED,
  SIGN_UP_AS_MESSAGE,
} from '@vmu/domain';
import { startOAuthProvider, type StartedOAuthProvider } from '@vmu/test-oauth-provider';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user, verification } from '../../db/schema/accounts';
import { apiToken } from '../../db/schema/api-tokens';
import { authPost, VIEWER_QUERY } from '../../test/auth-requests';
import { graphqlRequest, makeTempDir, TEST_PUBLIC_URL, testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { codeFrom } from '../../test/mail-capture';
import { runOAuthFlow } from '../../test/oauth-flow';
import { RESET_MAIL_SUBJECT, VERIFICATION_MAIL_SUBJECT } from '../../platform/mail/code-mails';
import { PROFILE_IMAGE_MESSAGE } from './profile-image';
import type { OutboxMail } from '../../platform/mail/mailer';

const PASSWORD = 'Analytical#1843';
const NEW_PASSWORD = 'Difference#1822';
const DAY_SECONDS = 24 * 60 * 60;

type Viewer = {
  id: string;
  email: string;
  name: string;
  provider: string;
  role: string;
  isEmailVerified: boolean;
  onboardingCompleted: boolean;
  accountVerified: boolean;
  ageVerified: boolean;
  avatar: string | null;
  createdAt: string;
};

describe.each(testTargets())('accounts [%s]', (target) => {
  const t = useTestApp(target, { mail: true, sharedApp: false });
  let oauth: StartedOAuthProvider;
  let emailCounter = 0;

  const freshEmail = (prefix = 'dev') => `${prefix}${(emailCounter += 1)}-${target}@example.com`;

  async function viewerOf(app: FastifyInstance, cookie: string): Promise<Viewer | null> {
    const result = await graphqlRequest(app, VIEWER_QUERY, cookie);
    expect(result.body.errors).toBeUndefined();
    return (result.body.data as { viewer: Viewer | null }).viewer;
  }

  /** Signs up and returns the session cookie and the code from the captured mail. */
  async function signUpWithCode(app: FastifyInstance, email: string, name = 'Ada Lovelace') {
    const since = t.mail.mails.length;
    const response = await authPost(app, '/sign-up/email', { name, email, password: PASSWORD });
    expect(response.status).toBe(200);
    const message = await t.mail.waitFor(email, { since });
    return { cookie: response.cookie, code: codeFrom(message), message };
  }

  beforeAll(async () => {
    oauth = await startOAuthProvider({
      users: [
        { email: 'grace@example.com', name: 'Grace Hopper', login: 'ghopper' },
        { email: 'alan@example.com', name: 'Alan Turing' },
        { email: 'taken@example.com', name: 'Taken Person' },
        {
          email: 'pictured@example.com',
          name: 'Pictured',
          avatarUrl: 'https://lh3.googleusercontent.com/a/pictured=s96-c',
        },
        { email: 'tracker@example.com', name: 'Tracker', avatarUrl: 'https://evil.example/t.png' },
      ],
    });
  });
  afterAll(async () => {
    await oauth.close();
  });

  describe('sign-up and email verification', () => {
    it('mails a six-digit code; the code verifies the email and signs the user in', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      const { cookie, code, message } = await signUpWithCode(app, email);
      expect(message.subject).toBe(VERIFICATION_MAIL_SUBJECT);
      expect(message.from).toBe('no-reply@localhost');
      expect(message.html).toContain(code);

      const before = await viewerOf(app, cookie);
      expect(before).toMatchObject({
        email,
        name: 'Ada Lovelace',
        provider: 'EMAIL',
        role: 'DEVELOPER',
        isEmailVerified: false,
        onboardingCompleted: false,
        accountVerified: false,
        ageVerified: false,
      });

      const verified = await authPost(
        app,
        '/email-otp/verify-email',
        { email, otp: code },
        { cookie },
      );
      expect(verified.status).toBe(200);
      expect(verified.cookie).toContain('session_token');
      const after = await viewerOf(app, verified.cookie);
      expect(after?.isEmailVerified).toBe(true);
      expect(Number.isNaN(Date.parse(after?.createdAt ?? ''))).toBe(false);
    });

    it('stores codes hashed, never the code itself', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      const { code } = await signUpWithCode(app, email);
      const rows = await t.db.select().from(verification);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.value).not.toContain(code);
    });

    it('refuses a wrong code and still accepts the right one afterwards', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      const { code, cookie } = await signUpWithCode(app, email);
      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await authPost(
        app,
        '/email-otp/verify-email',
        { email, otp: wrong },
        { cookie },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('INVALID_OTP');
      const accepted = await authPost(
        app,
        '/email-otp/verify-email',
        { email, otp: code },
        { cookie },
      );
      expect(accepted.status).toBe(200);
    });

    it('voids the code after five wrong tries: the sixth attempt fails even with the right code', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      const { code, cookie } = await signUpWithCode(app, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const refused = await authPost(
          app,
          '/email-otp/verify-email',
          { email, otp: wrong },
          { cookie },
        );
        expect(refused.body.code).toBe('INVALID_OTP');
      }
      const sixth = await authPost(
        app,
        '/email-otp/verify-email',
        { email, otp: code },
        { cookie },
      );
      expect(sixth.status).toBe(403);
      expect(sixth.body.code).toBe('TOO_MANY_ATTEMPTS');
      expect((await viewerOf(app, cookie))?.isEmailVerified).toBe(false);
    });

    it('refuses an expired code as expired', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      const { code, cookie } = await signUpWithCode(app, email);
      await t.db
        .update(verification)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(sql`true`);
      const expired = await authPost(
        app,
        '/email-otp/verify-email',
        { email, otp: code },
        { cookie },
      );
      expect(expired.status).toBe(400);
      expect(expired.body.code).toBe('OTP_EXPIRED');
    });

    it('gives verification codes 10 minutes and reset codes 24 hours', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      await signUpWithCode(app, email);
      const since = t.mail.mails.length;
      await authPost(app, '/email-otp/request-password-reset', { email });
      await t.mail.waitFor(email, { since });
      const rows = await t.db.select().from(verification);
      const lifetime = (prefix: string) => {
        const row = rows.find((r) => r.identifier.startsWith(prefix));
        return ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
      };
      expect(lifetime('email-verification-otp-')).toBeGreaterThan(9 * 60);
      expect(lifetime('email-verification-otp-')).toBeLessThanOrEqual(10 * 60);
      expect(lifetime('forget-password-otp-')).toBeGreaterThan(DAY_SECONDS - 60);
      expect(lifetime('forget-password-otp-')).toBeLessThanOrEqual(DAY_SECONDS);
    });

    it('refuses a resend within 60 seconds with RESEND_COOLDOWN and the seconds left', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      const { cookie } = await signUpWithCode(app, email);
      const resend = () =>
        authPost(
          app,
          '/email-otp/send-verification-otp',
          { email, type: 'email-verification' },
          { cookie },
        );
      const refused = await resend();
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RESEND_COOLDOWN');
      expect(refused.body.secondsLeft).toBeGreaterThan(55);
      expect(refused.body.secondsLeft).toBeLessThanOrEqual(60);

      // Move the sent time 61 seconds into the past.
      await t.db
        .update(verification)
        .set({ expiresAt: sql`${verification.expiresAt} - interval '61 seconds'` })
        .where(sql`true`);
      const since = t.mail.mails.length;
      const allowed = await resend();
      expect(allowed.status).toBe(200);
      const second = await t.mail.waitFor(email, { since });
      const verified = await authPost(
        app,
        '/email-otp/verify-email',
        {
          email,
          otp: codeFrom(second),
        },
        { cookie },
      );
      expect(verified.status).toBe(200);
    });

    it('sends verification codes only to the signed-in user', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      const { cookie } = await signUpWithCode(app, email);
      const signedOut = await authPost(app, '/email-otp/send-verification-otp', {
        email,
        type: 'email-verification',
      });
      expect(signedOut.status).toBe(401);
      const other = await authPost(
        app,
        '/email-otp/send-verification-otp',
        { email: freshEmail(), type: 'email-verification' },
        { cookie },
      );
      expect(other.status).toBe(403);
    });

    it('rejects a bad sign-up with the spec message and creates nothing', async () => {
      const app = await t.appWith();
      const weak = await authPost(app, '/sign-up/email', {
        name: 'Ada',
        email: freshEmail(),
        password: 'alllowercase1!',
      });
      expect(weak.status).toBe(400);
      expect(weak.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: PASSWORD_COMPLEXITY_MESSAGE,
      });
      const shortName = await authPost(app, '/sign-up/email', {
        name: 'A',
        email: freshEmail(),
        password: PASSWORD,
      });
      expect(shortName.body.message).toBe('Name must be at least 2 characters');
      const badEmail = await authPost(app, '/sign-up/email', {
        name: 'Ada',
        email: 'not-an-email',
        password: PASSWORD,
      });
      expect(badEmail.body.message).toBe('Please enter a valid email address');
      expect(await t.db.select().from(user)).toHaveLength(0);
      expect(t.mail.mails.filter((m) => m.to.includes('not-an-email'))).toHaveLength(0);
    });

    it('ignores a role sent by the client', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      const response = await authPost(app, '/sign-up/email', {
        name: 'Mallory',
        email,
        password: PASSWORD,
        role: 'admin',
      });
      expect(response.status).toBe(200);
      const [row] = await t.db.select().from(user).where(eq(user.email, email));
      expect(row?.role).toBe('developer');
      expect((await viewerOf(app, response.cookie))?.role).toBe('DEVELOPER');
      const update = await authPost(
        app,
        '/update-user',
        { role: 'admin' },
        { cookie: response.cookie },
      );
      expect(update.status).toBe(400);
      expect(update.body.code).toBe('FIELD_NOT_ALLOWED');
      const [after] = await t.db.select().from(user).where(eq(user.email, email));
      expect(after?.role).toBe('developer');
    });

    it('makes a store account when the store signs up a customer, and never an admin', async () => {
      const app = await t.appWith();
      const email = freshEmail('fan');
      const response = await authPost(app, '/sign-up/email', {
        name: 'Fan',
        email,
        password: PASSWORD,
        signUpAs: 'customer',
      });
      expect(response.status).toBe(200);
      expect((await viewerOf(app, response.cookie))?.role).toBe('CUSTOMER');
      const [row] = await t.db.select().from(user).where(eq(user.email, email));
      expect(row?.role).toBe('customer');

      const staff = freshEmail('mallory');
      const refused = await authPost(app, '/sign-up/email', {
        name: 'Mallory',
        email: staff,
        password: PASSWORD,
        signUpAs: 'admin',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(SIGN_UP_AS_MESSAGE);
      expect(await t.db.select().from(user).where(eq(user.email, staff))).toHaveLength(0);
    });

    // Text limits (decision 0020): update-user stored a 5,000-character name and a javascript:
    // image. Decision 0052: an image address is parsed and must be one of the storage's public
    // files.
    it('keeps names within the limit and images to our own public files, at sign-up and update-user', async () => {
      const app = await t.appWith();
      const refusedImages = [
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        'http://evil.example/a.png',
        'https://avatars.example.com/u/1.png',
        `${TEST_PUBLIC_URL}/files/public/../../api/v1/me`,
        `${TEST_PUBLIC_URL}/files/public/%2e%2e/%2e%2e/api/v1/me`,
        `${TEST_PUBLIC_URL}/files/private/a.vmupack`,
        `${TEST_PUBLIC_URL}/files/public/${'a'.repeat(2100)}.png`,
      ];
      for (const image of refusedImages) {
        const email = freshEmail();
        const signUp = await authPost(app, '/sign-up/email', {
          name: 'Ada Lovelace',
          email,
          password: PASSWORD,
          image,
        });
        expect(signUp.status, image).toBe(400);
        expect(signUp.body.message).toBe(PROFILE_IMAGE_MESSAGE);
        expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
      }

      const email = freshEmail();
      const { cookie } = await signUpWithCode(app, email);
      const [before] = await t.db.select().from(user).where(eq(user.email, email));
      const refusedUpdates: [Record<string, unknown>, string][] = [
        [{ name: 'x'.repeat(5000) }, 'Name must be less than 50 characters'],
        [{ name: ' ' }, 'Name must be at least 2 characters'],
        [{ name: 42 }, 'Invalid input: expected string, received number'],
        ...refusedImages.map((image): [Record<string, unknown>, string] => [
          { image },
          PROFILE_IMAGE_MESSAGE,
        ]),
      ];
      for (const [payload, message] of refusedUpdates) {
        const update = await authPost(app, '/update-user', payload, { cookie });
        expect(update.status, JSON.stringify(payload).slice(0, 60)).toBe(400);
        expect(update.body.message).toBe(message);
      }
      const [after] = await t.db.select().from(user).where(eq(user.email, email));
      expect(after).toEqual(before);

      const ownFile = `${TEST_PUBLIC_URL}/files/public/icons/a.png`;
      for (const image of [ownFile]) {
        const update = await authPost(app, '/update-user', { name: 'Ada King', image }, { cookie });
        expect(update.status).toBe(200);
        const [row] = await t.db.select().from(user).where(eq(user.email, email));
        expect(row).toMatchObject({ name: 'Ada King', image });
      }
    });

    it('reports a taken email at sign-up (decision 0006)', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      await signUpWithCode(app, email);
      const again = await authPost(app, '/sign-up/email', {
        name: 'Someone Else',
        email,
        password: PASSWORD,
      });
      expect(again.status).toBe(422);
      expect(again.body.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    });
  });

  describe('sign-in, sessions and rate limits', () => {
    it('remember me gives a 30-day cookie; without it the cookie lasts the browser session', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      await signUpWithCode(app, email);
      const remembered = await authPost(app, '/sign-in/email', {
        email,
        password: PASSWORD,
        rememberMe: true,
      });
      expect(remembered.status).toBe(200);
      const persistent = remembered.setCookies.find((c) => c.includes('session_token='));
      const maxAge = Number(/Max-Age=(\d+)/i.exec(persistent ?? '')?.[1]);
      expect(maxAge).toBeGreaterThan(29 * DAY_SECONDS);
      expect(maxAge).toBeLessThanOrEqual(30 * DAY_SECONDS);
      expect(persistent).toMatch(/HttpOnly/i);
      expect(persistent).toMatch(/SameSite=Lax/i);
      expect(persistent).not.toMatch(/Secure/i);

      const forgetful = await authPost(app, '/sign-in/email', {
        email,
        password: PASSWORD,
        rememberMe: false,
      });
      const sessionOnly = forgetful.setCookies.find((c) => c.includes('session_token='));
      expect(sessionOnly).toBeDefined();
      expect(sessionOnly).not.toMatch(/Max-Age|Expires/i);
      expect(await viewerOf(app, forgetful.cookie)).not.toBeNull();
    });

    it('reads the session afresh on every request: extended when a day old, refused once expired, signed out or forged', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      await signUpWithCode(app, email);
      const signIn = () => authPost(app, '/sign-in/email', { email, password: PASSWORD });
      const { cookie } = await signIn();
      const [current] = await t.db
        .select({ token: session.token })
        .from(session)
        .orderBy(desc(session.createdAt))
        .limit(1);
      const token = current?.token ?? '';
      expect(cookie).toContain(token);
      const expiryOf = async () =>
        (await t.db.select().from(session).where(eq(session.token, token)))[0]?.expiresAt;

      // A day after sign-in better-auth extends the session to 30 days from now.
      await t.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() + 29 * DAY_SECONDS * 1000 - 60_000) })
        .where(eq(session.token, token));
      expect((await viewerOf(app, cookie))?.email).toBe(email);
      expect((await expiryOf())?.getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY_SECONDS * 1000);

      // Another session's token under this one's signature, or a signature made up.
      const other = await signIn();
      const [otherToken] = await t.db
        .select({ token: session.token })
        .from(session)
        .orderBy(desc(session.createdAt))
        .limit(1);
      expect(await viewerOf(app, cookie.replace(token, otherToken?.token ?? ''))).toBeNull();
      expect(await viewerOf(app, cookie.replace(/\.[^.;]*$/, `.${'A'.repeat(43)}=`))).toBeNull();

      // Expired: refused, and better-auth deletes the row.
      await t.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(session.token, token));
      expect(await viewerOf(app, cookie)).toBeNull();
      expect(await expiryOf()).toBeUndefined();

      // Signed out: refused by the very next request.
      expect((await viewerOf(app, other.cookie))?.email).toBe(email);
      expect((await authPost(app, '/sign-out', {}, { cookie: other.cookie })).status).toBe(200);
      expect(await viewerOf(app, other.cookie)).toBeNull();
    });

    it('marks the session cookie Secure in production', async () => {
      const app = await t.appWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://portal.example', 'content-type': 'application/json' },
        payload: { name: 'Ada Lovelace', email: freshEmail(), password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const cookies = [response.headers['set-cookie']].flat().map(String);
      const session = cookies.find((c) => c.includes('session_token='));
      expect(session).toMatch(/^__Secure-/);
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
    });

    it('rate-limits a burst of sign-in attempts from one address (429)', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      await signUpWithCode(app, email);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const response = await authPost(
          app,
          '/sign-in/email',
          { email, password: 'Wrong#password1' },
          { ip: '203.0.113.7' },
        );
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    // Past the per-account limit even a wrong password is asked for the emailed code, never a
    // 429 that would lock the owner out too (decision 0050; account-limits.test.ts follows the owner).
    it('asks for the emailed sign-in code once an account is tried from many addresses', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      await signUpWithCode(app, email);
      let last = 0;
      let body: Record<string, unknown> = {};
      for (let attempt = 0; attempt < 21; attempt += 1) {
        const response = await authPost(
          app,
          '/sign-in/email',
          { email, password: 'Wrong#password1' },
          { ip: `198.51.100.${attempt + 1}` },
        );
        last = response.status;
        body = response.body;
      }
      expect(last).toBe(401);
      expect(body.code).toBe(SIGN_IN_CODE_REQUIRED);
      // Another account from a fresh address is unaffected.
      const other = await authPost(
        app,
        '/sign-in/email',
        { email: freshEmail(), password: 'Wrong#password1' },
        { ip: '192.0.2.1' },
      );
      expect(other.status).toBe(401);
    });

    it('refuses a wrong password with 401', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      await signUpWithCode(app, email);
      const response = await authPost(app, '/sign-in/email', { email, password: 'Wrong#pass1' });
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    });

    it('turns off sign-in with an emailed code (it would create accounts without a password)', async () => {
      const app = await t.appWith();
      const response = await authPost(app, '/sign-in/email-otp', {
        email: freshEmail(),
        otp: '123456',
      });
      expect(response.status).toBe(404);
    });
  });

  describe('password reset', () => {
    it('mails a code; resetting revokes old sessions; the new password works and the old does not', async () => {
      const app = await t.appWith();
      const email = freshEmail();
      const { code: verifyCode, cookie } = await signUpWithCode(app, email);
      const verified = await authPost(
        app,
        '/email-otp/verify-email',
        { email, otp: verifyCode },
        { cookie },
      );
      const otherDevice = await authPost(app, '/sign-in/email', { email, password: PASSWORD });
      expect(await viewerOf(app, otherDevice.cookie)).not.toBeNull();

      const [owner] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      await t.db.insert(apiToken).values({
        developerId: owner!.id,
        name: 'Release pipeline',
        scopes: ['UPLOAD_BUILDS'],
        secretHash: 'c'.repeat(64),
        prefix: 'vmu_test',
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      });

      const since = t.mail.mails.length;
      const requested = await authPost(app, '/email-otp/request-password-reset', { email });
      expect(requested.status).toBe(200);
      const message = await t.mail.waitFor(email, { since });
      expect(message.subject).toBe(RESET_MAIL_SUBJECT);
      expect(message.text).toContain('24 hours');
      const code = codeFrom(message);

      const weak = await authPost(app, '/email-otp/reset-password', {
        email,
        otp: code,
        password: 'short',
      });
      expect(weak.body.message).toBe('Password must be at least 8 characters');

      const reset = await authPost(app, '/email-otp/reset-password', {
        email,
        otp: code,
        password: NEW_PASSWORD,
      });
      expect(reset.status).toBe(200);
      expect(await viewerOf(app, verified.cookie)).toBeNull();
      expect(await viewerOf(app, otherDevice.cookie)).toBeNull();
      // The API tokens end with the sessions (decision 0050).
      const [token] = await t.db
        .select({ revokedAt: apiToken.revokedAt })
        .from(apiToken)
        .where(eq(apiToken.developerId, owner!.id));
      expect(token?.revokedAt).not.toBeNull();

      const oldPassword = await authPost(app, '/sign-in/email', { email, password: PASSWORD });
      expect(oldPassword.status).toBe(401);
      const newPassword = await authPost(app, '/sign-in/email', { email, password: NEW_PASSWORD });
      expect(newPassword.status).toBe(200);

      const reused = await authPost(app, '/email-otp/reset-password', {
        email,
        otp: code,
        password: 'Another#pass1',
      });
      expect(reused.status).toBe(400);
      expect(reused.body.code).toBe('INVALID_OTP');
    }, 120_000);

    it('answers an unknown email exactly like a known one and mails nobody', async () => {
      const app = await t.appWith();
      const since = t.mail.mails.length;
      const response = await authPost(app, '/email-otp/request-password-reset', {
        email: 'nobody@example.com',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(t.mail.mails.slice(since)).toHaveLength(0);
    });
  });

  describe('roles', () => {
    it('makes ADMIN_EMAILS admins once their email is verified, not before', async () => {
      const app = await t.appWith({ ADMIN_EMAILS: 'boss@example.com, other@example.com' });
      const { cookie, code } = await signUpWithCode(app, 'Boss@Example.com');
      expect((await viewerOf(app, cookie))?.role).toBe('DEVELOPER');
      const verified = await authPost(
        app,
        '/email-otp/verify-email',
        {
          email: 'boss@example.com',
          otp: code,
        },
        { cookie },
      );
      expect((await viewerOf(app, verified.cookie))?.role).toBe('ADMIN');
    });
  });

  describe('GitHub and Google', () => {
    it('reports which providers are configured', async () => {
      const none = await t.appWith();
      const off = await graphqlRequest(none, '{ authProviders { github google } }');
      expect(off.body.data).toEqual({ authProviders: { github: false, google: false } });
      const onlyGithub = await t.appWith(oauth.env('github'));
      const one = await graphqlRequest(onlyGithub, '{ authProviders { github google } }');
      expect(one.body.data).toEqual({ authProviders: { github: true, google: false } });
      const half = await t.appWith({ GOOGLE_CLIENT_ID: 'id-without-secret' });
      const partly = await graphqlRequest(half, '{ authProviders { github google } }');
      expect(partly.body.data).toEqual({ authProviders: { github: false, google: false } });
    });

    it('signs in with GitHub: a verified GITHUB viewer', async () => {
      const app = await t.appWith(oauth.env('github'));
      const result = await runOAuthFlow(app, 'github', 'grace@example.com');
      expect(result.location).toBe('/auth/callback');
      const viewer = await viewerOf(app, result.cookie);
      expect(viewer).toMatchObject({
        email: 'grace@example.com',
        name: 'Grace Hopper',
        provider: 'GITHUB',
        role: 'DEVELOPER',
        isEmailVerified: true,
      });
    });

    it("makes a store account from the store's social sign-up; a returning developer stays one", async () => {
      const app = await t.appWith(oauth.env('github'));
      await t.db.delete(user).where(eq(user.email, 'grace@example.com'));
      const result = await runOAuthFlow(app, 'github', 'grace@example.com', {
        signUpAs: 'customer',
      });
      expect(result.location).toBe('/auth/callback');
      expect((await viewerOf(app, result.cookie))?.role).toBe('CUSTOMER');
      // additionalData is the client's: nothing but 'customer' is taken from it.
      await t.db.delete(user).where(eq(user.email, 'grace@example.com'));
      const staff = await runOAuthFlow(app, 'github', 'grace@example.com', { signUpAs: 'admin' });
      expect((await viewerOf(app, staff.cookie))?.role).toBe('DEVELOPER');
      // Signing in again from the store changes nothing of an existing account.
      const again = await runOAuthFlow(app, 'github', 'grace@example.com', {
        signUpAs: 'customer',
      });
      expect((await viewerOf(app, again.cookie))?.role).toBe('DEVELOPER');
    });

    it('signs in with Google over OpenID Connect: a verified GOOGLE viewer', async () => {
      const app = await t.appWith(oauth.env('google'));
      const result = await runOAuthFlow(app, 'google', 'alan@example.com');
      expect(result.location).toBe('/auth/callback');
      const viewer = await viewerOf(app, result.cookie);
      expect(viewer).toMatchObject({
        email: 'alan@example.com',
        name: 'Alan Turing',
        provider: 'GOOGLE',
        isEmailVerified: true,
      });
    });

    it.each(['github', 'google'] as const)(
      "keeps %s's picture only when it is on the provider's own picture host (decision 0052)",
      async (provider) => {
        const app = await t.appWith(oauth.env(provider));
        const imageOf = async (email: string) => {
          const [row] = await t.db.select().from(user).where(eq(user.email, email));
          return row?.image ?? null;
        };
        await t.db.delete(user).where(eq(user.email, 'pictured@example.com'));
        await t.db.delete(user).where(eq(user.email, 'tracker@example.com'));
        await runOAuthFlow(app, provider, 'pictured@example.com');
        expect(await imageOf('pictured@example.com')).toBe(
          'https://lh3.googleusercontent.com/a/pictured=s96-c',
        );
        const tracked = await runOAuthFlow(app, provider, 'tracker@example.com');
        expect(tracked.location).toBe('/auth/callback');
        expect(await imageOf('tracker@example.com')).toBeNull();
      },
    );

    it('mails no reset code to a GitHub account (it has no password to reset)', async () => {
      const app = await t.appWith(oauth.env('github'));
      await runOAuthFlow(app, 'github', 'grace@example.com');
      const since = t.mail.mails.length;
      const response = await authPost(app, '/email-otp/request-password-reset', {
        email: 'grace@example.com',
      });
      expect(response.body).toEqual({ success: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(t.mail.mails.slice(since)).toHaveLength(0);
    });

    it('refuses GitHub for an email registered with a password: account_not_linked', async () => {
      const app = await t.appWith(oauth.env('github'));
      // Verified, so nothing but the policy stops better-auth from linking the accounts.
      const { code, cookie } = await signUpWithCode(app, 'taken@example.com');
      const verified = await authPost(
        app,
        '/email-otp/verify-email',
        {
          email: 'taken@example.com',
          otp: code,
        },
        { cookie },
      );
      expect(verified.status).toBe(200);
      const result = await runOAuthFlow(app, 'github', 'taken@example.com');
      const location = new URL(result.location, 'http://localhost');
      expect(location.pathname).toBe('/auth/callback');
      expect(location.searchParams.get('error')).toBe('account_not_linked');
      const [row] = await t.db.select().from(user).where(eq(user.email, 'taken@example.com'));
      expect(row?.name).toBe('Ada Lovelace');
    });

    it('ends at /auth/callback with invalid_code when the token exchange fails (wrong secret)', async () => {
      const app = await t.appWith({ ...oauth.env('github'), GITHUB_CLIENT_SECRET: 'wrong-secret' });
      const result = await runOAuthFlow(app, 'github', 'grace@example.com');
      const location = new URL(result.location, 'http://localhost');
      expect(location.pathname).toBe('/auth/callback');
      expect(location.searchParams.get('error')).toBe('invalid_code');
      expect(await viewerOf(app, result.cookie)).toBeNull();
    });

    it('passes a declined sign-in on to /auth/callback with the provider error and description', async () => {
      const app = await t.appWith(oauth.env('google'));
      const result = await runOAuthFlow(app, 'google', 'cancel');
      const location = new URL(result.location, 'http://localhost');
      expect(location.pathname).toBe('/auth/callback');
      expect(location.searchParams.get('error')).toBe('access_denied');
      expect(location.searchParams.get('error_description')).toBe('End-User aborted interaction');
    });

    it('says the provider is not configured when it is not', async () => {
      const app = await t.appWith();
      const response = await authPost(app, '/sign-in/social', {
        provider: 'github',
        callbackURL: '/auth/callback',
      });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('PROVIDER_NOT_FOUND');
    });
  });

  describe('outbox mode (no SMTP_URL)', () => {
    it('writes each mail as a JSON file and logs the code', async () => {
      const outbox = makeTempDir('outbox');
      const logs = new PassThrough();
      const lines: string[] = [];
      logs.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
      const app = await t.appWith({ SMTP_URL: '', OUTBOX_DIR: outbox }, logs);
      const email = freshEmail('outbox');
      const response = await authPost(app, '/sign-up/email', {
        name: 'Ada Lovelace',
        email,
        password: PASSWORD,
      });
      expect(response.status).toBe(200);
      // The code mail is a job: deliver what is queued before reading the outbox.
      await app.jobs.runDue();
      const files = fs.readdirSync(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*-[0-9a-f]{8}\.json$/);
      const stored = JSON.parse(
        fs.readFileSync(path.join(outbox, files[0] ?? ''), 'utf8'),
      ) as OutboxMail;
      expect(Object.keys(stored).sort()).toEqual(
        ['from', 'html', 'sentAt', 'subject', 'text', 'to'].sort(),
      );
      expect(stored).toMatchObject({
        to: email,
        from: 'VMU Pro Developers <no-reply@localhost>',
        subject: VERIFICATION_MAIL_SUBJECT,
      });
      const code = /^(\d{6})$/m.exec(stored.text)?.[1];
      expect(code).toBeDefined();
      const logged = lines
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; level?: number });
      expect(
        logged.some(
          (entry) =>
            entry.msg === `Mail to ${email}: ${VERIFICATION_MAIL_SUBJECT} (code ${code})` &&
            entry.level === 30,
        ),
      ).toBe(true);
    });
  });
});
