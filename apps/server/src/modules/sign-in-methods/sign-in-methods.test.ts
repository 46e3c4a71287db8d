import {
  LAST_SIGN_IN_METHOD_MESSAGE,
  PASSWORD_ALREADY_SET_MESSAGE,
  PASSWORD_COMPLEXITY_MESSAGE,
  SAME_EMAIL_MESSAGE,
} from '@vmu/domain';
import { startOAuthProvider, type StartedOAuthProvider } from '@vmu/test-oauth-provider';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, session, user, verification } from '../../db/schema/accounts';
import { apiToken } from '../../db/schema/api-tokens';
import {
  EMAIL_CHANGE_MAIL_SUBJECT,
  EMAIL_CHANGED_MAIL_SUBJECT,
} from '../../platform/mail/account-security-mails';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import { authPost } from '../../test/auth-requests';
import { codeOf, signedInUser, TEST_PASSWORD } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { codeFrom } from '../../test/mail-capture';
import { runOAuthFlow } from '../../test/oauth-flow';
import { useTestApp } from '../../test/use-test-app';
import { EMAIL_CHANGE_IDENTIFIER_PREFIX } from '../accounts/auth';
import { EMAIL_TAKEN } from '../accounts/account-security-hooks';

// The profile's sign-in methods (decision 0045): the email changed with a code sent
// to the new address, the password changed with the current one or set for a GitHub or Google
// account, GitHub and Google linked and unlinked, never the last way in.

const NEW_PASSWORD = 'Difference#1822';
const METHODS = `query { signInMethods { provider linkedAt } }`;
const UNLINK = `mutation Unlink($provider: AuthProvider!) {
  unlinkSignInMethod(provider: $provider) { provider } }`;
const SET_PASSWORD = `mutation Set($password: String!) { setPassword(password: $password) { provider } }`;
const VIEWER_EMAIL = `query { viewer { email } }`;

describe.each(testTargets())('sign-in methods [%s]', (target) => {
  let oauth: StartedOAuthProvider;
  beforeAll(async () => {
    oauth = await startOAuthProvider({
      users: [
        { email: 'grace@example.com', name: 'Grace Hopper', login: 'ghopper' },
        { email: 'alan@example.com', name: 'Alan Turing' },
      ],
    });
  });
  afterAll(async () => {
    await oauth.close();
  });
  const t = useTestApp(target, {
    mail: true,
    env: () => ({ ...oauth.env('github'), ...oauth.env('google') }),
  });

  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  // Each test from its own client address, clear of the per-address limits of the others.
  const ip = () => `10.0.${Math.floor(counter / 250)}.${(counter += 1) % 250}`;
  const developer = () => signedInUser(t.app, t.db, { email: email('dev') });
  const methodsOf = async (cookie: string) =>
    dataOf<{ provider: string }[]>(await gqlWith(t.app, METHODS, {}, cookie), 'signInMethods').map(
      (method) => method.provider,
    );
  const emailOf = async (userId: string) =>
    (await t.db.select({ email: user.email }).from(user).where(eq(user.id, userId)))[0]?.email;

  describe('email change', () => {
    it('mails a code to the new address; the code makes it the account email and tells the old one', async () => {
      const dev = await developer();
      const newEmail = email('moved');
      const from = ip();
      const since = t.mail.mails.length;
      const requested = await authPost(
        t.app,
        '/email-otp/request-email-change',
        { newEmail: `  ${newEmail.toUpperCase()} ` },
        { cookie: dev.cookie, ip: from },
      );
      expect(requested.status).toBe(200);
      const codeMail = await t.mail.waitFor(newEmail, {
        since,
        subject: EMAIL_CHANGE_MAIL_SUBJECT,
      });
      // Nothing changes before the code comes back.
      expect(await emailOf(dev.id)).toBe(dev.email);

      const changed = await authPost(
        t.app,
        '/email-otp/change-email',
        { newEmail, otp: codeFrom(codeMail) },
        { cookie: dev.cookie, ip: from },
      );
      expect(changed.status).toBe(200);
      expect(await emailOf(dev.id)).toBe(newEmail);
      const notice = await t.mail.waitFor(dev.email, {
        since,
        subject: EMAIL_CHANGED_MAIL_SUBJECT,
      });
      expect(notice.text).toContain(newEmail);
      const viewer = await gqlWith(t.app, VIEWER_EMAIL, {}, dev.cookie);
      expect(dataOf<{ email: string }>(viewer, 'viewer').email).toBe(newEmail);
      // The new address signs in with the same password.
      const signIn = await authPost(
        t.app,
        '/sign-in/email',
        { email: newEmail, password: TEST_PASSWORD },
        { ip: from },
      );
      expect(signIn.status).toBe(200);
    });

    it('changes nothing with a wrong code or an expired one', async () => {
      const dev = await developer();
      const newEmail = email('moved');
      const from = ip();
      const since = t.mail.mails.length;
      await authPost(
        t.app,
        '/email-otp/request-email-change',
        { newEmail },
        { cookie: dev.cookie, ip: from },
      );
      const code = codeFrom(await t.mail.waitFor(newEmail, { since }));
      const wrong = await authPost(
        t.app,
        '/email-otp/change-email',
        { newEmail, otp: code === '000000' ? '111111' : '000000' },
        { cookie: dev.cookie, ip: from },
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('INVALID_OTP');
      expect(await emailOf(dev.id)).toBe(dev.email);

      // The code lives ten minutes; past that the right code is refused too.
      const identifier = `${EMAIL_CHANGE_IDENTIFIER_PREFIX}${dev.id}:${newEmail}`;
      const [stored] = await t.db
        .select({ expiresAt: verification.expiresAt })
        .from(verification)
        .where(eq(verification.identifier, identifier));
      expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
      await t.db
        .update(verification)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verification.identifier, identifier));
      const expired = await authPost(
        t.app,
        '/email-otp/change-email',
        { newEmail, otp: code },
        { cookie: dev.cookie, ip: from },
      );
      expect(expired.status).toBe(400);
      expect(expired.body.code).toBe('OTP_EXPIRED');
      expect(await emailOf(dev.id)).toBe(dev.email);
      expect(t.mail.mails.slice(since).map((mail) => mail.subject)).not.toContain(
        EMAIL_CHANGED_MAIL_SUBJECT,
      );
    });

    it("refuses another account's address as sign-up does, and mails it nothing", async () => {
      const dev = await developer();
      const other = await developer();
      const since = t.mail.mails.length;
      const refused = await authPost(
        t.app,
        '/email-otp/request-email-change',
        { newEmail: other.email },
        { cookie: dev.cookie, ip: ip() },
      );
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject(EMAIL_TAKEN);
      const same = await authPost(
        t.app,
        '/email-otp/request-email-change',
        { newEmail: dev.email },
        { cookie: dev.cookie, ip: ip() },
      );
      expect(same.status).toBe(400);
      expect(same.body).toMatchObject({ code: 'SAME_EMAIL', message: SAME_EMAIL_MESSAGE });
      const invalid = await authPost(
        t.app,
        '/email-otp/request-email-change',
        { newEmail: 'not-an-email' },
        { cookie: dev.cookie, ip: ip() },
      );
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('Please enter a valid email address');
      await t.drainJobs();
      expect(t.mail.mails.slice(since)).toHaveLength(0);
    });

    it('needs a session, and a code asked for by one account does not change another', async () => {
      const signedOut = await authPost(
        t.app,
        '/email-otp/request-email-change',
        { newEmail: email('x') },
        { ip: ip() },
      );
      expect(signedOut.status).toBe(401);

      const dev = await developer();
      const intruder = await developer();
      const newEmail = email('moved');
      const since = t.mail.mails.length;
      await authPost(
        t.app,
        '/email-otp/request-email-change',
        { newEmail },
        { cookie: dev.cookie, ip: ip() },
      );
      const code = codeFrom(await t.mail.waitFor(newEmail, { since }));
      const stolen = await authPost(
        t.app,
        '/email-otp/change-email',
        { newEmail, otp: code },
        { cookie: intruder.cookie, ip: ip() },
      );
      expect(stolen.status).toBe(400);
      expect(await emailOf(intruder.id)).toBe(intruder.email);
      expect(await emailOf(dev.id)).toBe(dev.email);
    });
  });

  describe('password', () => {
    it('changes with the current password and signs every other session out', async () => {
      const dev = await developer();
      const from = ip();
      const elsewhere = await authPost(
        t.app,
        '/sign-in/email',
        { email: dev.email, password: TEST_PASSWORD },
        { ip: from },
      );
      expect(elsewhere.status).toBe(200);

      const wrong = await authPost(
        t.app,
        '/change-password',
        { currentPassword: 'Wrong#password1', newPassword: NEW_PASSWORD },
        { cookie: dev.cookie, ip: from },
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('INVALID_PASSWORD');
      const weak = await authPost(
        t.app,
        '/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: 'alllowercase1' },
        { cookie: dev.cookie, ip: from },
      );
      expect(weak.status).toBe(400);
      expect(weak.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: PASSWORD_COMPLEXITY_MESSAGE,
      });
      expect(await t.db.select().from(session).where(eq(session.userId, dev.id))).toHaveLength(2);

      const tokens = await t.db
        .insert(apiToken)
        .values(
          ['a', 'b'].map((digit) => ({
            developerId: dev.id,
            name: `Token ${digit}`,
            scopes: ['UPLOAD_BUILDS' as const],
            secretHash: digit.repeat(64),
            prefix: 'vmu_test',
            expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
          })),
        )
        .returning({ id: apiToken.id });
      expect(tokens).toHaveLength(2);
      const wrongAnswer = await t.db
        .select({ revokedAt: apiToken.revokedAt })
        .from(apiToken)
        .where(eq(apiToken.developerId, dev.id));
      // The refused changes above ended nothing.
      expect(wrongAnswer.every((token) => token.revokedAt === null)).toBe(true);

      // Not asked for: a password change always signs the other sessions out (decision 0045)
      // and ends the API tokens (decision 0050).
      const changed = await authPost(
        t.app,
        '/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
        { cookie: dev.cookie, ip: from },
      );
      expect(changed.status).toBe(200);
      expect(await t.db.select().from(session).where(eq(session.userId, dev.id))).toHaveLength(1);
      const ended = await t.db
        .select({ revokedAt: apiToken.revokedAt })
        .from(apiToken)
        .where(eq(apiToken.developerId, dev.id));
      expect(ended.every((token) => token.revokedAt !== null)).toBe(true);
      const oldSession = await gqlWith(t.app, VIEWER_EMAIL, {}, elsewhere.cookie);
      expect(dataOf<unknown>(oldSession, 'viewer')).toBeNull();
      // This browser keeps going on the session better-auth put in its place.
      const current = await gqlWith(t.app, VIEWER_EMAIL, {}, changed.cookie);
      expect(dataOf<{ email: string }>(current, 'viewer').email).toBe(dev.email);
      const signIn = await authPost(
        t.app,
        '/sign-in/email',
        { email: dev.email, password: NEW_PASSWORD },
        { ip: from },
      );
      expect(signIn.status).toBe(200);
    });

    it('sets a first password for a GitHub account, once, under the sign-up rules', async () => {
      const github = await runOAuthFlow(t.app, 'github', 'grace@example.com');
      expect(await methodsOf(github.cookie)).toEqual(['GITHUB']);
      const weak = await gqlWith(t.app, SET_PASSWORD, { password: 'short' }, github.cookie);
      expect(codeOf(weak)).toBe('VALIDATION_FAILED');
      const tooLong = await gqlWith(
        t.app,
        SET_PASSWORD,
        { password: `Aa1#${'x'.repeat(200)}` },
        github.cookie,
      );
      expect(codeOf(tooLong)).toBe('PASSWORD_TOO_LONG');
      expect(tooLong.status).toBe(400);
      expect(await methodsOf(github.cookie)).toEqual(['GITHUB']);

      const set = await gqlWith(t.app, SET_PASSWORD, { password: NEW_PASSWORD }, github.cookie);
      expect(dataOf<{ provider: string }[]>(set, 'setPassword').map((m) => m.provider)).toEqual([
        'GITHUB',
        'EMAIL',
      ]);
      const signIn = await authPost(
        t.app,
        '/sign-in/email',
        { email: 'grace@example.com', password: NEW_PASSWORD },
        { ip: ip() },
      );
      expect(signIn.status).toBe(200);

      const again = await gqlWith(t.app, SET_PASSWORD, { password: TEST_PASSWORD }, github.cookie);
      expect(codeOf(again)).toBe('PASSWORD_ALREADY_SET');
      expect(messageOf(again)).toBe(PASSWORD_ALREADY_SET_MESSAGE);
      const dev = await developer();
      expect(
        codeOf(await gqlWith(t.app, SET_PASSWORD, { password: NEW_PASSWORD }, dev.cookie)),
      ).toBe('PASSWORD_ALREADY_SET');
      expect(codeOf(await gqlWith(t.app, SET_PASSWORD, { password: NEW_PASSWORD }))).toBe(
        'UNAUTHENTICATED',
      );
    });
  });

  describe('linking and unlinking', () => {
    it('links GitHub to a signed-in password account, which then signs in with GitHub', async () => {
      const dev = await signedInUser(t.app, t.db, { email: email('linker') });
      // The provider account's address differs from the portal's: linking is explicit.
      const linked = await runOAuthFlow(t.app, 'github', 'alan@example.com', undefined, dev.cookie);
      expect(new URL(linked.location, 'http://localhost').searchParams.get('error')).toBeNull();
      expect(await methodsOf(dev.cookie)).toEqual(['EMAIL', 'GITHUB']);
      const viaGitHub = await runOAuthFlow(t.app, 'github', 'alan@example.com');
      const viewer = await gqlWith(t.app, VIEWER_EMAIL, {}, viaGitHub.cookie);
      expect(dataOf<{ email: string }>(viewer, 'viewer').email).toBe(dev.email);

      // A GitHub account already linked to someone cannot be linked to another account.
      const other = await developer();
      const refused = await runOAuthFlow(
        t.app,
        'github',
        'alan@example.com',
        undefined,
        other.cookie,
      );
      expect(new URL(refused.location, 'http://localhost').searchParams.get('error')).toBeTruthy();
      expect(await methodsOf(other.cookie)).toEqual(['EMAIL']);
    });

    it('unlinks GitHub but never the last way in, and never the password', async () => {
      const dev = await developer();
      await runOAuthFlow(t.app, 'github', 'alan@example.com', undefined, dev.cookie);
      const passwordRefused = await gqlWith(t.app, UNLINK, { provider: 'EMAIL' }, dev.cookie);
      expect(codeOf(passwordRefused)).toBe('LAST_SIGN_IN_METHOD');
      const unlinked = await gqlWith(t.app, UNLINK, { provider: 'GITHUB' }, dev.cookie);
      expect(dataOf<unknown[]>(unlinked, 'unlinkSignInMethod')).toEqual([{ provider: 'EMAIL' }]);
      expect(codeOf(await gqlWith(t.app, UNLINK, { provider: 'GITHUB' }, dev.cookie))).toBe(
        'SIGN_IN_METHOD_NOT_LINKED',
      );

      const github = await runOAuthFlow(t.app, 'github', 'grace@example.com');
      const last = await gqlWith(t.app, UNLINK, { provider: 'GITHUB' }, github.cookie);
      expect(codeOf(last)).toBe('LAST_SIGN_IN_METHOD');
      expect(messageOf(last)).toBe(LAST_SIGN_IN_METHOD_MESSAGE);
      expect(await methodsOf(github.cookie)).toEqual(['GITHUB']);
      expect(codeOf(await gqlWith(t.app, UNLINK, { provider: 'GITHUB' }))).toBe('UNAUTHENTICATED');
    });

    it('lets an account whose email is not verified yet manage its own sign-in methods', async () => {
      const dev = await developer();
      await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, dev.id));
      await runOAuthFlow(t.app, 'github', 'alan@example.com', undefined, dev.cookie);
      expect(await methodsOf(dev.cookie)).toEqual(['EMAIL', 'GITHUB']);
      const unlinked = await gqlWith(t.app, UNLINK, { provider: 'GITHUB' }, dev.cookie);
      expect(dataOf<unknown[]>(unlinked, 'unlinkSignInMethod')).toEqual([{ provider: 'EMAIL' }]);
      // It has a password: the rule's own answer, not a refusal of the account.
      const again = await gqlWith(t.app, SET_PASSWORD, { password: NEW_PASSWORD }, dev.cookie);
      expect(codeOf(again)).toBe('PASSWORD_ALREADY_SET');
    });

    it('keeps one way in when GitHub and Google are unlinked at the same time', async () => {
      for (let round = 0; round < 3; round += 1) {
        const github = await runOAuthFlow(t.app, 'github', 'grace@example.com');
        await runOAuthFlow(t.app, 'google', 'grace@example.com', undefined, github.cookie);
        expect(await methodsOf(github.cookie)).toEqual(['GITHUB', 'GOOGLE']);
        const results = await Promise.all(
          ['GITHUB', 'GOOGLE'].map((provider) =>
            gqlWith(t.app, UNLINK, { provider }, github.cookie),
          ),
        );
        expect(results.map(codeOf).sort()).toEqual(['LAST_SIGN_IN_METHOD', undefined]);
        expect(await methodsOf(github.cookie)).toHaveLength(1);
        await t.db.delete(user).where(eq(user.email, 'grace@example.com'));
      }
    });

    it("offers no better-auth route around the rules: unlink-account and the session list's tokens", async () => {
      const dev = await developer();
      const [row] = await t.db
        .select({ id: account.id })
        .from(account)
        .where(and(eq(account.userId, dev.id)));
      for (const [path, body] of [
        ['/unlink-account', { accountId: row!.id }],
        ['/revoke-session', { token: 'x' }],
      ] as const) {
        const response = await authPost(t.app, path, body, { cookie: dev.cookie, ip: ip() });
        expect(response.status).toBe(404);
      }
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/auth/list-sessions',
        headers: { cookie: dev.cookie },
      });
      expect(list.statusCode).toBe(404);
      expect(await methodsOf(dev.cookie)).toEqual(['EMAIL']);
    });
  });
});
