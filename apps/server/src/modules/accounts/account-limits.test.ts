import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authPost } from '../../test/auth-requests';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import {
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_INVALID,
  SIGN_IN_CODE_INVALID_MESSAGE,
  SIGN_IN_CODE_MAILS_PER_WINDOW,
  SIGN_IN_CODE_REQUIRED,
  SIGN_IN_CODE_REQUIRED_MESSAGE,
  RESET_LINK_INVALID,
  RESET_LINK_INVALID_MESSAGE,
  resetLinkTokenOf,
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

  it('mails an account at most its window of sign-in codes, and the last one mailed still signs in', async () => {
    const email = await signedUp();
    await wrongPasswordsFromManyAddresses(email, ACCOUNT_RATE_LIMITS['sign-in'].max);
    const since = t.mail.mails.length;
    for (let attempt = 0; attempt < SIGN_IN_CODE_MAILS_PER_WINDOW + 3; attempt += 1) {
      expectCodeRequired(
        await authPost(
          t.app,
          '/sign-in/email',
          { email, password: PASSWORD },
          { ip: `198.51.100.${120 + attempt}` },
        ),
      );
      await t.app.jobs.runDue();
    }
    await t.mail.waitFor(email, { since, subject: SIGN_IN_CODE_MAIL_SUBJECT });
    const mailed = t.mail.mails
      .slice(since)
      .filter((m) => m.to.includes(email) && m.subject === SIGN_IN_CODE_MAIL_SUBJECT);
    expect(mailed).toHaveLength(SIGN_IN_CODE_MAILS_PER_WINDOW);
    const signedIn = await authPost(t.app, '/sign-in/email', {
      email,
      password: PASSWORD,
      signInCode: codeIn(mailed.at(-1)!),
    });
    expect(signedIn.status).toBe(200);
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

  /** Asks for a reset and gives the mail's code and link token. */
  async function resetMail(email: string) {
    const before = t.mail.mails.length;
    const requested = await authPost(t.app, '/email-otp/request-password-reset', { email });
    expect(requested.status).toBe(200);
    await t.app.jobs.runDue();
    const mail = await t.mail.waitFor(email, { since: before, subject: RESET_MAIL_SUBJECT });
    const url = /^(https?:\/\/\S+\/reset-password\S*)$/m.exec(mail.text)?.[1] ?? '';
    const link = resetLinkTokenOf(new URL(url).hash);
    expect(new URL(url).searchParams.get('email')).toBe(email);
    expect(link).not.toBeNull();
    return { code: codeIn(mail), link: link ?? '' };
  }

  const signsIn = async (email: string, password: string) =>
    (await authPost(t.app, '/sign-in/email', { email, password })).status === 200;

  it("lets the owner reset with the mail's link after strangers spent the code's tries", async () => {
    const email = await signedUp();
    const { code, link } = await resetMail(email);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const wrong = String((Number(code) + 1 + attempt) % 1_000_000).padStart(6, '0');
      await authPost(
        t.app,
        '/email-otp/reset-password',
        { email, otp: wrong, password: 'Stranger#1843' },
        { ip: `203.0.113.${200 + attempt}` },
      );
    }
    // The code is spent: its right value no longer resets.
    const spent = await authPost(t.app, '/email-otp/reset-password', {
      email,
      otp: code,
      password: 'Different#1843',
    });
    expect(spent.status).toBeGreaterThanOrEqual(400);
    expect(await signsIn(email, PASSWORD)).toBe(true);

    const reset = await authPost(t.app, '/email-otp/reset-password', {
      email,
      otp: link,
      password: 'Different#1843',
    });
    expect(reset.status).toBe(200);
    expect(await signsIn(email, 'Different#1843')).toBe(true);

    // Used once: the same link sets nothing more.
    const again = await authPost(t.app, '/email-otp/reset-password', {
      email,
      otp: link,
      password: 'Third#18433',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: RESET_LINK_INVALID,
      message: RESET_LINK_INVALID_MESSAGE,
    });
    expect(await signsIn(email, 'Different#1843')).toBe(true);
  }, 120_000);

  it("refuses a made-up link and another address's link, and a new password ends the links still mailed", async () => {
    const email = await signedUp();
    const other = await signedUp();
    const first = await resetMail(email);
    const second = await resetMail(email);
    const theirs = await resetMail(other);
    for (const otp of ['x'.repeat(43), theirs.link]) {
      const refused = await authPost(t.app, '/email-otp/reset-password', {
        email,
        otp,
        password: 'Stranger#1843',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(RESET_LINK_INVALID);
    }
    expect(await signsIn(email, PASSWORD)).toBe(true);

    // The newer code resets; the older mail's link, still good until then, no longer does.
    const byCode = await authPost(t.app, '/email-otp/reset-password', {
      email,
      otp: second.code,
      password: 'Different#1843',
    });
    expect(byCode.status).toBe(200);
    const stale = await authPost(t.app, '/email-otp/reset-password', {
      email,
      otp: first.link,
      password: 'Stranger#1843',
    });
    expect(stale.body.code).toBe(RESET_LINK_INVALID);
    expect(await signsIn(email, 'Different#1843')).toBe(true);
  }, 120_000);

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
