import { startOAuthProvider } from '@vmu/test-oauth-provider';
import {
  AUTHENTICATOR_CODE_MESSAGE,
  STAFF_TWO_FACTOR_KEEP_MESSAGE,
  STAFF_TWO_FACTOR_REQUIRED_MESSAGE,
  TWO_FACTOR_NEEDS_PASSWORD_MESSAGE,
} from '@vmu/domain/auth/two-factor';
import {
  SECOND_STEP_FAILURES_BEFORE_CODE,
  SECOND_STEP_NEEDS_SIGN_IN_CODE_MESSAGE,
  SIGN_IN_CODE_REQUIRED,
} from '@vmu/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/accounts';
import { portalSettings } from '../../db/schema/portal-settings';
import { twoFactor } from '../../db/schema/two-factor';
import { authPost, type AuthResponse } from '../../test/auth-requests';
import { codeOf, signedInUser, TEST_PASSWORD } from '../../test/developer-fixtures';
import { graphqlRequest, testTargets } from '../../test/harness';
import { runOAuthFlow } from '../../test/oauth-flow';
import { currentCodeOf, wrongCodeFor } from '../../test/totp';
import { useTestApp } from '../../test/use-test-app';
import { SIGN_IN_CODE_MAIL_SUBJECT } from '../../platform/mail/code-mails';
import { SECOND_STEP_ATTEMPTS } from './two-factor-sign-in';

const VIEWER = '{ viewer { id twoFactorEnabled twoFactorSetupRequired } }';
const STATUS = '{ twoFactorStatus { enabled passwordSet requiredForStaff } }';
const STORE_ANALYTICS =
  '{ analytics(from: "2026-01-01", to: "2026-01-31", grouping: DAY) { from } }';
const ADMIN_QUERY = '{ getAdminApplicationCounts(approvedSince: "2026-01-01T00:00:00Z") { live } }';

type Enabled = { totpURI: string; backupCodes: string[] };

describe.each(testTargets())('two-factor sign-in [%s]', (target) => {
  const t = useTestApp(target, { mail: true });
  let counter = 0;
  // better-auth allows 3 requests per 10 s per client address on /two-factor/*: each request of
  // a test comes from its own address unless the test is about that limit.
  const freshIp = () => `198.51.100.${(counter += 1) % 250}`;
  const freshEmail = () => `two-factor${(counter += 1)}-${target}@example.com`;

  const post = (path: string, body: Record<string, unknown>, cookie?: string) =>
    authPost(t.app, path, body, { cookie, ip: freshIp() });

  async function viewerOf(cookie: string, app: FastifyInstance = t.app) {
    const result = await graphqlRequest(app, VIEWER, cookie);
    return (result.body.data as { viewer: Record<string, unknown> | null }).viewer;
  }

  /** Turns two-factor sign-in on for a signed-in account: password, then the app's first code. */
  async function turnedOn(cookie: string): Promise<Enabled & { cookie: string }> {
    const enabled = await post('/two-factor/enable', { password: TEST_PASSWORD }, cookie);
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = enabled.body as Enabled;
    const verified = await post(
      '/two-factor/verify-totp',
      { code: await currentCodeOf(totpURI) },
      cookie,
    );
    expect(verified.status).toBe(200);
    // better-auth ends the session it was turned on in and starts a new one.
    return { totpURI, backupCodes, cookie: verified.cookie || cookie };
  }

  async function developerWithTwoFactor() {
    const email = freshEmail();
    const signedIn = await signedInUser(t.app, t.db, { email });
    const on = await turnedOn(signedIn.cookie);
    return { ...signedIn, ...on, email };
  }

  /** The password step of a sign-in: no session yet, only the pending second step's cookie. */
  async function passwordStep(email: string): Promise<AuthResponse> {
    const response = await post('/sign-in/email', { email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    return response;
  }

  describe('turning it on', () => {
    it('asks for the password, and is on only once a first code from the app is right', async () => {
      const dev = await signedInUser(t.app, t.db, { email: freshEmail() });
      const wrongPassword = await post(
        '/two-factor/enable',
        { password: 'Wrong#12345' },
        dev.cookie,
      );
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body.code).toBe('INVALID_PASSWORD');
      expect(await t.db.select().from(twoFactor)).toHaveLength(0);

      const enabled = await post('/two-factor/enable', { password: TEST_PASSWORD }, dev.cookie);
      expect(enabled.status).toBe(200);
      const { totpURI, backupCodes } = enabled.body as Enabled;
      expect(totpURI).toMatch(/^otpauth:\/\/totp\/VMU%20Pro%20Developers:/);
      expect(backupCodes).toHaveLength(10);
      for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
      // Stored encrypted: neither the secret nor a backup code is readable in the row.
      const [row] = await t.db.select().from(twoFactor);
      const secret = new URL(totpURI).searchParams.get('secret') ?? '';
      expect(row?.secret).not.toContain(secret);
      expect(row?.backupCodes).not.toContain(backupCodes[0]);
      expect(row?.verified).toBe(false);
      expect(await viewerOf(dev.cookie)).toMatchObject({ twoFactorEnabled: false });

      const code = await currentCodeOf(totpURI);
      const wrong = await post('/two-factor/verify-totp', { code: wrongCodeFor(code) }, dev.cookie);
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('INVALID_CODE');
      expect(await viewerOf(dev.cookie)).toMatchObject({ twoFactorEnabled: false });

      const right = await post('/two-factor/verify-totp', { code }, dev.cookie);
      expect(right.status).toBe(200);
      expect(await viewerOf(right.cookie)).toMatchObject({ twoFactorEnabled: true });
      const status = await graphqlRequest(t.app, STATUS, right.cookie);
      expect(status.body.data).toEqual({
        twoFactorStatus: { enabled: true, passwordSet: true, requiredForStaff: false },
      });
    });

    it('refuses a malformed code or password with the domain message, before anything runs', async () => {
      const dev = await signedInUser(t.app, t.db, { email: freshEmail() });
      const empty = await post('/two-factor/enable', { password: '' }, dev.cookie);
      expect(empty.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Password is required',
      });
      const letters = await post('/two-factor/verify-totp', { code: 'abcdef' }, dev.cookie);
      expect(letters.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: AUTHENTICATOR_CODE_MESSAGE,
      });
      // The portal offers neither "trust this device" nor another name in the app.
      const trusted = await post(
        '/two-factor/verify-totp',
        { code: '123456', trustDevice: true },
        dev.cookie,
      );
      expect(trusted.body.code).toBe('VALIDATION_FAILED');
      const issuer = await post(
        '/two-factor/enable',
        { password: TEST_PASSWORD, issuer: 'Evil' },
        dev.cookie,
      );
      expect(issuer.body.code).toBe('VALIDATION_FAILED');
      // Codes by mail and reading the secret again are not offered.
      expect((await post('/two-factor/send-otp', {}, dev.cookie)).status).toBe(404);
      const uri = await post('/two-factor/get-totp-uri', { password: TEST_PASSWORD }, dev.cookie);
      expect(uri.status).toBe(404);
      expect(await t.db.select().from(twoFactor)).toHaveLength(0);
    });

    it('needs a signed-in account; one without a password sets one first', async () => {
      expect((await post('/two-factor/enable', { password: TEST_PASSWORD })).status).toBe(401);
      const anonymous = await graphqlRequest(t.app, STATUS);
      expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');

      const oauth = await startOAuthProvider({
        users: [{ email: `social-${target}@example.com`, name: 'Grace Hopper' }],
      });
      try {
        const app = await t.appWith(oauth.env('github'));
        const social = await runOAuthFlow(app, 'github', `social-${target}@example.com`);
        const refused = await authPost(
          app,
          '/two-factor/enable',
          { password: TEST_PASSWORD },
          { cookie: social.cookie, ip: freshIp() },
        );
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          code: 'PASSWORD_NOT_SET',
          message: TWO_FACTOR_NEEDS_PASSWORD_MESSAGE,
        });
        const status = await graphqlRequest(app, STATUS, social.cookie);
        expect(status.body.data).toEqual({
          twoFactorStatus: { enabled: false, passwordSet: false, requiredForStaff: false },
        });
      } finally {
        await oauth.close();
      }
    });
  });

  describe('signing in', () => {
    it('asks for the code after the password: no session until the code is right', async () => {
      const dev = await developerWithTwoFactor();
      const first = await passwordStep(dev.email);
      expect(await viewerOf(first.cookie)).toBeNull();

      const code = await currentCodeOf(dev.totpURI);
      const wrong = await post(
        '/two-factor/verify-totp',
        { code: wrongCodeFor(code) },
        first.cookie,
      );
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('INVALID_CODE');

      const right = await post('/two-factor/verify-totp', { code }, first.cookie);
      expect(right.status).toBe(200);
      expect(await viewerOf(right.cookie)).toMatchObject({ id: dev.id, twoFactorEnabled: true });
      // The pending step is spent: its cookie signs nobody in again.
      const again = await post('/two-factor/verify-totp', { code }, first.cookie);
      expect(again.status).toBe(401);
      expect(again.body.code).toBe('INVALID_TWO_FACTOR_COOKIE');
    });

    it('takes a backup code instead, once', async () => {
      const dev = await developerWithTwoFactor();
      const [backupCode] = dev.backupCodes;
      const first = await passwordStep(dev.email);
      const used = await post('/two-factor/verify-backup-code', { code: backupCode }, first.cookie);
      expect(used.status).toBe(200);
      expect(await viewerOf(used.cookie)).toMatchObject({ id: dev.id });

      const second = await passwordStep(dev.email);
      const reused = await post(
        '/two-factor/verify-backup-code',
        { code: backupCode },
        second.cookie,
      );
      expect(reused.status).toBe(401);
      expect(reused.body.code).toBe('INVALID_BACKUP_CODE');
      expect(await viewerOf(reused.cookie)).toBeNull();
      // The others still work.
      const other = await post(
        '/two-factor/verify-backup-code',
        { code: dev.backupCodes[1] },
        second.cookie,
      );
      expect(other.status).toBe(200);
    });

    it('lets one backup code sign in once when two sign-ins send it at the same moment', async () => {
      const dev = await developerWithTwoFactor();
      const pending = await Promise.all([passwordStep(dev.email), passwordStep(dev.email)]);
      const answers = await Promise.all(
        pending.map((step) =>
          post('/two-factor/verify-backup-code', { code: dev.backupCodes[2] }, step.cookie),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual(
        answers.some((answer) => answer.status === 409) ? [200, 409] : [200, 401],
      );
    });

    it(`ends a sign-in after ${SECOND_STEP_ATTEMPTS} wrong codes, even before the right one`, async () => {
      const dev = await developerWithTwoFactor();
      const step = await passwordStep(dev.email);
      const code = await currentCodeOf(dev.totpURI);
      for (let attempt = 0; attempt < SECOND_STEP_ATTEMPTS; attempt += 1) {
        const wrong = await post(
          '/two-factor/verify-totp',
          { code: wrongCodeFor(code) },
          step.cookie,
        );
        expect(wrong.body.code).toBe('INVALID_CODE');
      }
      const right = await post('/two-factor/verify-totp', { code }, step.cookie);
      expect(right.status).toBe(400);
      expect(right.body.code).toBe('TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE');
      expect(await viewerOf(right.cookie)).toBeNull();
    });

    it(`asks for the emailed code, never locks, after ${SECOND_STEP_FAILURES_BEFORE_CODE} wrong codes on the account`, async () => {
      const dev = await developerWithTwoFactor();
      const begunBefore = await passwordStep(dev.email);
      let step = await passwordStep(dev.email);
      for (let failure = 1; failure <= SECOND_STEP_FAILURES_BEFORE_CODE; failure += 1) {
        const code = await currentCodeOf(dev.totpURI);
        const wrong = await post(
          '/two-factor/verify-totp',
          { code: wrongCodeFor(code) },
          step.cookie,
        );
        expect(wrong.body.code).toBe('INVALID_CODE');
        const more = failure < SECOND_STEP_FAILURES_BEFORE_CODE;
        if (more && failure % SECOND_STEP_ATTEMPTS === 0) step = await passwordStep(dev.email);
      }
      // A pending sign-in begun before: its right code now waits for the emailed one.
      const waiting = await post(
        '/two-factor/verify-totp',
        { code: await currentCodeOf(dev.totpURI) },
        begunBefore.cookie,
      );
      expect(waiting.status).toBe(401);
      expect(waiting.body).toMatchObject({
        code: SIGN_IN_CODE_REQUIRED,
        message: SECOND_STEP_NEEDS_SIGN_IN_CODE_MESSAGE,
      });
      expect(await viewerOf(waiting.cookie)).toBeNull();

      // The owner: the password, the code from the mail, then the authenticator's code.
      const since = t.mail.mails.length;
      const password = await post('/sign-in/email', { email: dev.email, password: TEST_PASSWORD });
      expect(password.status).toBe(401);
      expect(password.body.code).toBe(SIGN_IN_CODE_REQUIRED);
      await t.app.jobs.runDue();
      const mail = await t.mail.waitFor(dev.email, { since, subject: SIGN_IN_CODE_MAIL_SUBJECT });
      const withCode = await post('/sign-in/email', {
        email: dev.email,
        password: TEST_PASSWORD,
        signInCode: /^(\d{6})$/m.exec(mail.text)?.[1],
      });
      expect(withCode.status).toBe(200);
      expect(withCode.body).toMatchObject({ twoFactorRedirect: true });
      const right = await post(
        '/two-factor/verify-totp',
        { code: await currentCodeOf(dev.totpURI) },
        withCode.cookie,
      );
      expect(right.status).toBe(200);
      expect(await viewerOf(right.cookie)).toMatchObject({ id: dev.id });
    }, 120_000);

    it('limits each client address to 3 code tries in 10 seconds', async () => {
      const dev = await developerWithTwoFactor();
      const step = await passwordStep(dev.email);
      const ip = '203.0.113.77';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const answer = await authPost(
          t.app,
          '/two-factor/verify-totp',
          { code: '000000' },
          { cookie: step.cookie, ip },
        );
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
      expect(statuses[3]).toBe(429);
    });

    it('asks for the code after GitHub too', async () => {
      const email = `github-${target}@example.com`;
      const oauth = await startOAuthProvider({ users: [{ email, name: 'Grace Hopper' }] });
      try {
        const app = await t.appWith(oauth.env('github'));
        const firstVisit = await runOAuthFlow(app, 'github', email);
        const [found] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
        // A password set, then two-factor sign-in on (what the profile does).
        const auth = await app.auth.$context;
        await auth.internalAdapter.linkAccount({
          userId: found!.id,
          providerId: 'credential',
          accountId: found!.id,
          password: await auth.password.hash(TEST_PASSWORD),
        });
        const enabled = await authPost(
          app,
          '/two-factor/enable',
          { password: TEST_PASSWORD },
          { cookie: firstVisit.cookie, ip: freshIp() },
        );
        const { totpURI } = enabled.body as Enabled;
        const on = await authPost(
          app,
          '/two-factor/verify-totp',
          { code: await currentCodeOf(totpURI) },
          { cookie: firstVisit.cookie, ip: freshIp() },
        );
        expect(on.status).toBe(200);

        const next = await runOAuthFlow(app, 'github', email);
        expect(next.location).toBe('http://localhost:3000/auth/two-factor');
        expect(await viewerOf(next.cookie, app)).toBeNull();
        const wrong = await authPost(
          app,
          '/two-factor/verify-totp',
          { code: wrongCodeFor(await currentCodeOf(totpURI)) },
          { cookie: next.cookie, ip: freshIp() },
        );
        expect(wrong.body.code).toBe('INVALID_CODE');
        const right = await authPost(
          app,
          '/two-factor/verify-totp',
          { code: await currentCodeOf(totpURI) },
          { cookie: next.cookie, ip: freshIp() },
        );
        expect(right.status).toBe(200);
        expect(await viewerOf(right.cookie, app)).toMatchObject({ id: found!.id });
      } finally {
        await oauth.close();
      }
    });
  });

  describe('backup codes and turning it off', () => {
    it('makes a new set with the password; the old set stops working', async () => {
      const dev = await developerWithTwoFactor();
      const refused = await post(
        '/two-factor/generate-backup-codes',
        { password: 'Wrong#12345' },
        dev.cookie,
      );
      expect(refused.status).toBe(400);
      const fresh = await post(
        '/two-factor/generate-backup-codes',
        { password: TEST_PASSWORD },
        dev.cookie,
      );
      expect(fresh.status).toBe(200);
      const { backupCodes } = fresh.body as { backupCodes: string[] };
      expect(backupCodes).toHaveLength(10);

      const step = await passwordStep(dev.email);
      const old = await post(
        '/two-factor/verify-backup-code',
        { code: dev.backupCodes[0] },
        step.cookie,
      );
      expect(old.body.code).toBe('INVALID_BACKUP_CODE');
      const now = await post(
        '/two-factor/verify-backup-code',
        { code: backupCodes[0] },
        step.cookie,
      );
      expect(now.status).toBe(200);
    });

    it('turns off with the password; sign-in then asks for nothing more', async () => {
      const dev = await developerWithTwoFactor();
      const wrong = await post('/two-factor/disable', { password: 'Wrong#12345' }, dev.cookie);
      expect(wrong.status).toBe(400);
      expect(await viewerOf(dev.cookie)).toMatchObject({ twoFactorEnabled: true });
      const off = await post('/two-factor/disable', { password: TEST_PASSWORD }, dev.cookie);
      expect(off.status).toBe(200);
      expect(await viewerOf(off.cookie)).toMatchObject({ twoFactorEnabled: false });
      expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, dev.id))).toEqual([]);
      const signIn = await post('/sign-in/email', { email: dev.email, password: TEST_PASSWORD });
      expect(signIn.body.twoFactorRedirect).toBeUndefined();
      expect(await viewerOf(signIn.cookie)).toMatchObject({ id: dev.id });
    });
  });

  describe('staff required to use it', () => {
    it('refuses every admin operation until the staff account turns it on, and keeps it on', async () => {
      const admin = await signedInUser(t.app, t.db, { email: freshEmail(), role: 'admin' });
      const developer = await signedInUser(t.app, t.db, { email: freshEmail() });
      // Not required: staff work as before.
      expect((await graphqlRequest(t.app, ADMIN_QUERY, admin.cookie)).body.errors).toBeUndefined();
      await t.db.insert(portalSettings).values({ staffTwoFactorRequired: true });

      expect(await viewerOf(admin.cookie)).toMatchObject({ twoFactorSetupRequired: true });
      const refused = await graphqlRequest(t.app, ADMIN_QUERY, admin.cookie);
      expect(codeOf(refused)).toBe('TWO_FACTOR_REQUIRED');
      expect(refused.body.errors?.[0]?.message).toBe(STAFF_TWO_FACTOR_REQUIRED_MESSAGE);
      const status = await graphqlRequest(t.app, STATUS, admin.cookie);
      expect(status.body.data).toEqual({
        twoFactorStatus: { enabled: false, passwordSet: true, requiredForStaff: true },
      });
      // Developers are not staff: nothing changes for them.
      expect(await viewerOf(developer.cookie)).toMatchObject({ twoFactorSetupRequired: false });
      expect(codeOf(await graphqlRequest(t.app, ADMIN_QUERY, developer.cookie))).toBe('FORBIDDEN');
      // Nor what the main area shows staff of everyone: the store's analytics.
      const storeFigures = await graphqlRequest(t.app, STORE_ANALYTICS, admin.cookie);
      expect(codeOf(storeFigures)).toBe('TWO_FACTOR_REQUIRED');

      const on = await turnedOn(admin.cookie);
      expect(await viewerOf(on.cookie)).toMatchObject({ twoFactorSetupRequired: false });
      expect((await graphqlRequest(t.app, ADMIN_QUERY, on.cookie)).body.errors).toBeUndefined();
      expect((await graphqlRequest(t.app, STORE_ANALYTICS, on.cookie)).body.errors).toBeUndefined();

      const keep = await post('/two-factor/disable', { password: TEST_PASSWORD }, on.cookie);
      expect(keep.status).toBe(403);
      expect(keep.body).toMatchObject({
        code: 'STAFF_TWO_FACTOR_REQUIRED',
        message: STAFF_TWO_FACTOR_KEEP_MESSAGE,
      });
      expect(await viewerOf(on.cookie)).toMatchObject({ twoFactorEnabled: true });
    });
  });
});
