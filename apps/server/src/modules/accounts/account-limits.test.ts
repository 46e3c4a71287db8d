import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authPost } from '../../test/auth-requests';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import {
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_INVALID,
  SIGN_IN_CODE_INVALID_MESSAGE,
  SIGN_IN_CODE_REQUIRED,
  SIGN_IN_CODE_REQUIRED_MESSAGE,
} from '@vmu/domain';
import { RESET_MAIL_SUBJECT, SIGN_IN_CODE_MAIL_SUBJECT } from '../../platform/mail/code-mails';
import { ACCOUNT_RATE_LIMITS } from './auth';

const PASSWORD = 'Analytical#1843';
// Three client addresses taking turns, one attempt every 21 s: each address comes back after
// 63 s, when its own 60-second window has ended, as a patient attacker's would (better-auth then
// prunes every limiter row older than 60 s, which is what reset the account counters).
const ADDRESSES = ['198.51.100.7', '203.0.113.9', '192.0.2.44'];
const STEP_SECONDS = 21;

// The per-account limits hold over their whole ten-minute window, however many client addresses
// share the attempts and whatever better-auth prunes meanwhile; and none of them keeps the owner
// out (decision 0050): the right password past the limit takes an emailed code instead of a 429.
describe.each(testTargets())('per-account limits [%s]', (target) => {
  const t = useTestApp(target, { mail: true });
  let counter = 0;
  const freshEmail = () => `limits${(counter += 1)}-${target}@example.com`;

  /**
   * Time passes for every stored limiter timestamp (better-auth's per-address rows and ours),
   * so a test covers minutes without waiting them. Our table did not exist before the fix.
   */
  async function timePasses(seconds: number): Promise<void> {
    await t.db.execute(sql`update rate_limit set last_request = last_request - ${seconds * 1000}`);
    const ours = await t.db.execute(
      sql`select to_regclass('account_rate_limit') is not null as present`,
    );
    if ((ours as unknown as { rows: { present: boolean }[] }).rows[0]?.present) {
      await t.db.execute(
        sql`update account_rate_limit set window_started_at = window_started_at - make_interval(secs => ${seconds})`,
      );
    }
  }

  async function signedUp(): Promise<string> {
    const email = freshEmail();
    const response = await authPost(
      t.app,
      '/sign-up/email',
      { name: 'Ada Lovelace', email, password: PASSWORD },
      { ip: `192.0.2.${counter}` },
    );
    expect(response.status).toBe(200);
    return email;
  }

  const codeIn = (mail: { text: string }) => /^(\d{6})$/m.exec(mail.text)?.[1] ?? '';

  /** The many-addresses attack: one wrong password from each of `count` addresses. */
  async function wrongPasswordsFromManyAddresses(email: string, count: number) {
    for (let attempt = 0; attempt < count; attempt += 1) {
      const wrong = await authPost(
        t.app,
        '/sign-in/email',
        { email, password: 'Wrong#password1' },
        { ip: `203.0.113.${attempt + 1}` },
      );
      expect(wrong.status, `attempt ${attempt + 1}`).toBe(401);
    }
  }

  function expectCodeRequired(response: Awaited<ReturnType<typeof authPost>>) {
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      code: SIGN_IN_CODE_REQUIRED,
      message: SIGN_IN_CODE_REQUIRED_MESSAGE,
    });
    expect(response.cookie).not.toContain('session_token=');
  }

  it('counts the attempts of patient addresses over the whole window, then asks the right password for a code until it ends', async () => {
    const email = await signedUp();
    const { max } = ACCOUNT_RATE_LIMITS['sign-in'];
    // 20 wrong passwords over 7 minutes.
    for (let attempt = 0; attempt < max; attempt += 1) {
      const wrong = await authPost(
        t.app,
        '/sign-in/email',
        { email, password: 'Wrong#password1' },
        { ip: ADDRESSES[attempt % ADDRESSES.length] },
      );
      expect(wrong.status, `attempt ${attempt + 1}`).toBe(401);
      await timePasses(STEP_SECONDS);
    }
    expectCodeRequired(
      await authPost(
        t.app,
        '/sign-in/email',
        { email, password: PASSWORD },
        { ip: '203.0.113.200' },
      ),
    );
    // The window started 420 s ago: once it ends, the password alone signs in again.
    await timePasses(3 * 60);
    const later = await authPost(
      t.app,
      '/sign-in/email',
      { email, password: PASSWORD },
      { ip: '203.0.113.201' },
    );
    expect(later.status).toBe(200);
    // Password hashing makes 22 sign-ins take a while on a busy machine.
  }, 300_000);

  it('lets the owner of an account under attack sign in with the code it emails, never 429', async () => {
    const email = await signedUp();
    const { max } = ACCOUNT_RATE_LIMITS['sign-in'];
    await wrongPasswordsFromManyAddresses(email, max + 1);

    // The owner's right password is not refused: it asks for the code it mails.
    const since = t.mail.mails.length;
    const right = await authPost(t.app, '/sign-in/email', { email, password: PASSWORD });
    expectCodeRequired(right);
    await t.app.jobs.runDue();
    const mail = await t.mail.waitFor(email, { since, subject: SIGN_IN_CODE_MAIL_SUBJECT });

    const signedIn = await authPost(t.app, '/sign-in/email', {
      email,
      password: PASSWORD,
      signInCode: codeIn(mail),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.cookie).toContain('session_token=');
    // A code works once.
    const again = await authPost(t.app, '/sign-in/email', {
      email,
      password: PASSWORD,
      signInCode: codeIn(mail),
    });
    expect(again.status).toBe(401);
  }, 300_000);

  it('tells a guesser nothing once the account is under attack, and mails only after the right password', async () => {
    const email = await signedUp();
    await wrongPasswordsFromManyAddresses(email, ACCOUNT_RATE_LIMITS['sign-in'].max);
    const since = t.mail.mails.length;
    const wrong = await authPost(
      t.app,
      '/sign-in/email',
      { email, password: 'Wrong#password2' },
      { ip: '198.51.100.99' },
    );
    const unknown = await authPost(
      t.app,
      '/sign-in/email',
      { email: `nobody-${email}`, password: PASSWORD },
      { ip: '198.51.100.98' },
    );
    const right = await authPost(t.app, '/sign-in/email', { email, password: PASSWORD });
    // Every answer the same: the right password is not told from a wrong one.
    for (const answer of [wrong, right]) expectCodeRequired(answer);
    expect(unknown.status).toBe(401);
    await t.app.jobs.runDue();
    await t.mail.waitFor(email, { since, subject: SIGN_IN_CODE_MAIL_SUBJECT });
    expect(t.mail.mails.slice(since).filter((m) => m.to.includes(email))).toHaveLength(1);
  }, 300_000);

  it('refuses brute force: a code is no good with a wrong password, and is replaced after its tries', async () => {
    const email = await signedUp();
    await wrongPasswordsFromManyAddresses(email, ACCOUNT_RATE_LIMITS['sign-in'].max);
    let since = t.mail.mails.length;
    expectCodeRequired(await authPost(t.app, '/sign-in/email', { email, password: PASSWORD }));
    await t.app.jobs.runDue();
    const first = codeIn(
      await t.mail.waitFor(email, { since, subject: SIGN_IN_CODE_MAIL_SUBJECT }),
    );

    // The right code with a wrong password: no session.
    const guessed = await authPost(
      t.app,
      '/sign-in/email',
      { email, password: 'Wrong#password3', signInCode: first },
      { ip: '198.51.100.97' },
    );
    expect(guessed.status).toBe(401);
    expect(guessed.body.code).toBe(SIGN_IN_CODE_INVALID);

    // Wrong codes with the right password: after its tries the code is replaced and mailed.
    since = t.mail.mails.length;
    const wrongCode = first === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < SIGN_IN_CODE_ATTEMPTS; attempt += 1) {
      const answer = await authPost(
        t.app,
        '/sign-in/email',
        { email, password: PASSWORD, signInCode: wrongCode },
        { ip: `198.51.100.${60 + attempt}` },
      );
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        code: SIGN_IN_CODE_INVALID,
        message: SIGN_IN_CODE_INVALID_MESSAGE,
      });
    }
    await t.app.jobs.runDue();
    const second = codeIn(
      await t.mail.waitFor(email, { since, subject: SIGN_IN_CODE_MAIL_SUBJECT }),
    );
    const stale = await authPost(t.app, '/sign-in/email', {
      email,
      password: PASSWORD,
      signInCode: first,
    });
    expect(stale.status).toBe(401);
    const fresh = await authPost(t.app, '/sign-in/email', {
      email,
      password: PASSWORD,
      signInCode: second,
    });
    expect(fresh.status).toBe(200);
  }, 300_000);

  it('answers reset requests from strangers as usual past the account limit, and the last code mailed still resets', async () => {
    const email = await signedUp();
    const { max } = ACCOUNT_RATE_LIMITS['reset-mails'];
    let lastCode = '';
    for (let attempt = 0; attempt < max; attempt += 1) {
      const before = t.mail.mails.length;
      const requested = await authPost(
        t.app,
        '/email-otp/request-password-reset',
        { email },
        { ip: `203.0.113.${100 + attempt}` },
      );
      expect(requested.status, `request ${attempt + 1}`).toBe(200);
      // One at a time, so the last mail holds the last code.
      await t.app.jobs.runDue();
      const mail = await t.mail.waitFor(email, { since: before, subject: RESET_MAIL_SUBJECT });
      lastCode = codeIn(mail);
    }
    const since = t.mail.mails.length;

    // The owner's own request: the same answer, not a 429, and no code to replace the last.
    const owner = await authPost(t.app, '/email-otp/request-password-reset', { email });
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({ success: true });
    await t.app.jobs.runDue();
    expect(t.mail.mails.slice(since).filter((m) => m.to.includes(email))).toHaveLength(0);

    const reset = await authPost(t.app, '/email-otp/reset-password', {
      email,
      otp: lastCode,
      password: 'Different#1843',
    });
    expect(reset.status).toBe(200);
  }, 300_000);

  it('takes email verification codes only from the signed-in owner, so strangers cannot spend them', async () => {
    const email = freshEmail();
    const signUp = await authPost(t.app, '/sign-up/email', {
      name: 'Ada Lovelace',
      email,
      password: PASSWORD,
    });
    expect(signUp.status).toBe(200);
    for (let attempt = 0; attempt < ACCOUNT_RATE_LIMITS.codes.max + 1; attempt += 1) {
      const stranger = await authPost(
        t.app,
        '/email-otp/verify-email',
        { email, otp: '000000' },
        { ip: `203.0.113.${150 + attempt}` },
      );
      expect(stranger.status).toBe(401);
    }
    await t.app.jobs.runDue();
    const code = codeIn(await t.mail.waitFor(email));
    const verified = await authPost(
      t.app,
      '/email-otp/verify-email',
      { email, otp: code },
      { cookie: signUp.cookie },
    );
    expect(verified.status).toBe(200);
  });
});
