import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authPost } from '../../test/auth-requests';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { ACCOUNT_RATE_LIMITS } from './auth';

const PASSWORD = 'Analytical#1843';
// Three client addresses taking turns, one attempt every 21 s: each address comes back after
// 63 s, when its own 60-second window has ended, as a patient attacker's would (better-auth then
// prunes every limiter row older than 60 s, which is what reset the account counters).
const ADDRESSES = ['198.51.100.7', '203.0.113.9', '192.0.2.44'];
const STEP_SECONDS = 21;

// Issue 13, point 1: the per-account limits hold over their whole ten-minute window, however
// many client addresses share the attempts and whatever better-auth prunes meanwhile.
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

  function expectRefusedWithWhen(response: Awaited<ReturnType<typeof authPost>>, what: string) {
    expect(response.status).toBe(429);
    expect(response.body.code).toBe('RATE_LIMITED');
    expect(response.body.message).toMatch(
      new RegExp(
        `^Too many ${what} for this account\\. Please try again in \\d+ (minutes?|seconds?)\\.$`,
      ),
    );
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('refuses the 21st sign-in of an account within 10 minutes, even with the right password, and allows it after', async () => {
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
    const right = await authPost(
      t.app,
      '/sign-in/email',
      { email, password: PASSWORD },
      { ip: '203.0.113.200' },
    );
    expectRefusedWithWhen(right, 'sign-in attempts');
    // The window started 420 s ago: 3 minutes left.
    expect(right.body.message).toContain('try again in 3 minutes');

    await timePasses(3 * 60);
    const later = await authPost(
      t.app,
      '/sign-in/email',
      { email, password: PASSWORD },
      { ip: '203.0.113.201' },
    );
    expect(later.status).toBe(200);
    // Password hashing makes 22 sign-ins take a while on a busy machine.
  }, 120_000);

  it('refuses the 11th code request of an account within 10 minutes and allows it after', async () => {
    const email = await signedUp();
    const { max } = ACCOUNT_RATE_LIMITS.codes;
    // 10 requests over 3.5 minutes.
    for (let attempt = 0; attempt < max; attempt += 1) {
      const requested = await authPost(
        t.app,
        '/email-otp/request-password-reset',
        { email },
        { ip: ADDRESSES[attempt % ADDRESSES.length] },
      );
      expect(requested.status, `request ${attempt + 1}`).toBe(200);
      await timePasses(STEP_SECONDS);
    }
    const refused = await authPost(
      t.app,
      '/email-otp/request-password-reset',
      { email },
      { ip: '203.0.113.202' },
    );
    expectRefusedWithWhen(refused, 'code requests');
    expect(refused.body.message).toContain('try again in 7 minutes');

    await timePasses(7 * 60);
    const later = await authPost(
      t.app,
      '/email-otp/request-password-reset',
      { email },
      { ip: '203.0.113.203' },
    );
    expect(later.status).toBe(200);
  });
});
