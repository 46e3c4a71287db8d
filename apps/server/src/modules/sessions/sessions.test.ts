import { CURRENT_SESSION_MESSAGE, SESSION_NOT_FOUND_MESSAGE } from '@vmu/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema/accounts';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import { codeOf, signedInUser, TEST_PASSWORD } from '../../test/developer-fixtures';
import { TEST_PUBLIC_URL, testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

// The profile's active sessions (decision 0045): each of the user's browsers with its
// device and last use, this one marked; another signed out at once, or all others together.

const SESSION_FIELDS = 'id device signedInAt lastActiveAt isCurrent';
const LIST = `query { activeSessions { ${SESSION_FIELDS} } }`;
const SIGN_OUT = `mutation Out($id: ID!) { signOutSession(id: $id) { ${SESSION_FIELDS} } }`;
const SIGN_OUT_OTHERS = `mutation { signOutOtherSessions { ${SESSION_FIELDS} } }`;
const VIEWER = `query { viewer { id } }`;

type ActiveSession = {
  id: string;
  device: string;
  signedInAt: string;
  lastActiveAt: string;
  isCurrent: boolean;
};

const FIREFOX_ON_LINUX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs in over HTTP from a browser with this User-Agent; its session cookie. */
async function signInFrom(
  app: FastifyInstance,
  email: string,
  userAgent: string,
  ip: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: {
      origin: TEST_PUBLIC_URL,
      'content-type': 'application/json',
      'user-agent': userAgent,
    },
    remoteAddress: ip,
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const raw = response.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : [raw ?? ''])
    .map((cookie) => cookie.split(';')[0])
    .filter((cookie) => cookie && !cookie.endsWith('='))
    .join('; ');
}

describe.each(testTargets())('active sessions [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = () => `sessions${(counter += 1)}-${target}@example.com`;
  const ip = () => `10.1.0.${(counter += 1) % 250}`;
  const list = async (cookie: string) =>
    dataOf<ActiveSession[]>(await gqlWith(t.app, LIST, {}, cookie), 'activeSessions');
  const isSignedIn = async (cookie: string) =>
    dataOf<unknown>(await gqlWith(t.app, VIEWER, {}, cookie), 'viewer') !== null;

  it('lists the user’s sessions with device and last use, this one first and marked', async () => {
    const dev = await signedInUser(t.app, t.db, { email: email() });
    const laptop = await signInFrom(t.app, dev.email, FIREFOX_ON_LINUX, ip());
    await signInFrom(t.app, dev.email, SAFARI_ON_IPHONE, ip());
    // Another user's sessions are not listed.
    await signedInUser(t.app, t.db, { email: email() });

    const sessions = await list(laptop);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: 'Firefox on Linux', isCurrent: true });
    expect(sessions.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(sessions.map((s) => s.device).sort()).toEqual([
      'Firefox on Linux',
      'Safari on iPhone',
      'Unknown device',
    ]);
    for (const listed of sessions) {
      expect(Date.parse(listed.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(listed.signedInAt));
      expect(Object.keys(listed)).not.toContain('token');
    }
    // An ended session is not listed.
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, sessions[2]!.id));
    expect(await list(laptop)).toHaveLength(2);
  });

  it('signs another session out at once; never another user’s, nor this one', async () => {
    const dev = await signedInUser(t.app, t.db, { email: email() });
    const phone = await signInFrom(t.app, dev.email, SAFARI_ON_IPHONE, ip());
    const other = await signedInUser(t.app, t.db, { email: email() });
    const [current, phoneSession] = await list(dev.cookie);
    expect(phoneSession?.device).toBe('Safari on iPhone');

    const [othersSession] = await list(other.cookie);
    const foreign = await gqlWith(t.app, SIGN_OUT, { id: othersSession!.id }, dev.cookie);
    expect(codeOf(foreign)).toBe('SESSION_NOT_FOUND');
    expect(messageOf(foreign)).toBe(SESSION_NOT_FOUND_MESSAGE);
    expect(await isSignedIn(other.cookie)).toBe(true);

    const own = await gqlWith(t.app, SIGN_OUT, { id: current!.id }, dev.cookie);
    expect(codeOf(own)).toBe('CURRENT_SESSION');
    expect(messageOf(own)).toBe(CURRENT_SESSION_MESSAGE);

    const remaining = dataOf<ActiveSession[]>(
      await gqlWith(t.app, SIGN_OUT, { id: phoneSession!.id }, dev.cookie),
      'signOutSession',
    );
    expect(remaining.map((s) => s.id)).toEqual([current!.id]);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(dev.cookie)).toBe(true);
    expect(codeOf(await gqlWith(t.app, SIGN_OUT, { id: phoneSession!.id }, dev.cookie))).toBe(
      'SESSION_NOT_FOUND',
    );
  });

  it('signs out every other session of the user, and only theirs', async () => {
    const dev = await signedInUser(t.app, t.db, { email: email() });
    const laptop = await signInFrom(t.app, dev.email, FIREFOX_ON_LINUX, ip());
    const phone = await signInFrom(t.app, dev.email, SAFARI_ON_IPHONE, ip());
    const other = await signedInUser(t.app, t.db, { email: email() });

    const remaining = dataOf<ActiveSession[]>(
      await gqlWith(t.app, SIGN_OUT_OTHERS, {}, laptop),
      'signOutOtherSessions',
    );
    expect(remaining).toEqual([
      expect.objectContaining({ device: 'Firefox on Linux', isCurrent: true }),
    ]);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(dev.cookie)).toBe(false);
    expect(await isSignedIn(other.cookie)).toBe(true);
  });

  it('lets an account whose email is not verified yet manage its own sessions', async () => {
    const dev = await signedInUser(t.app, t.db, { email: email() });
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, dev.id));
    const phone = await signInFrom(t.app, dev.email, SAFARI_ON_IPHONE, ip());
    const sessions = await list(dev.cookie);
    expect(sessions).toHaveLength(2);
    const other = sessions.find((listed) => !listed.isCurrent);
    const out = await gqlWith(t.app, SIGN_OUT, { id: other?.id }, dev.cookie);
    expect(dataOf<ActiveSession[]>(out, 'signOutSession')).toHaveLength(1);
    expect(await isSignedIn(phone)).toBe(false);
    const rest = await gqlWith(t.app, SIGN_OUT_OTHERS, {}, dev.cookie);
    expect(dataOf<ActiveSession[]>(rest, 'signOutOtherSessions')).toHaveLength(1);
  });

  it('asks for a signed-in user', async () => {
    expect(codeOf(await gqlWith(t.app, LIST, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gqlWith(t.app, SIGN_OUT, { id: 'x' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gqlWith(t.app, SIGN_OUT_OTHERS, {}))).toBe('UNAUTHENTICATED');
  });
});
