import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authPost, type AuthResponse } from '../test/auth-requests';
import { signedInUser } from '../test/developer-fixtures';
import { testTargets } from '../test/harness';
import { codeFrom } from '../test/mail-capture';
import { TEST_PASSWORD } from '../test/password';
import { useTestApp } from '../test/use-test-app';

const NEW_PASSWORD = 'Difference#1822';

/** The session token a Set-Cookie or Cookie header carries (better-auth signs it: token.signature). */
function sessionTokenOf(cookie: string): string {
  const value = /session_token=([^;]+)/.exec(cookie)?.[1];
  expect(value, cookie).toBeDefined();
  return decodeURIComponent(value!).split('.')[0]!;
}

async function getSession(app: FastifyInstance, cookie: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  return { status: response.statusCode, text: response.body, body: response.json() };
}

// Decision 0052: the session token lives in the HttpOnly cookie only, never in a JSON answer.
describe.each(testTargets())('session tokens in auth answers [%s]', (target) => {
  const t = useTestApp(target, { mail: true });

  function expectNoToken(label: string, answer: { text: string }, tokens: string[]) {
    expect(answer.text, label).not.toMatch(/"token"\s*:/);
    for (const token of tokens) expect(answer.text, label).not.toContain(token);
  }
  const asText = (response: AuthResponse) => ({ text: JSON.stringify(response.body) });

  let counter = 0;
  const freshEmail = () => `tokens${(counter += 1)}-${target}@example.com`;

  it('sign-up and verification answer without it', async () => {
    const email = freshEmail();
    const tokens: string[] = [];
    const since = t.mail.mails.length;
    const signedUp = await authPost(t.app, '/sign-up/email', {
      name: 'Ada Lovelace',
      email,
      password: TEST_PASSWORD,
    });
    expect(signedUp.status).toBe(200);
    tokens.push(sessionTokenOf(signedUp.cookie));
    expectNoToken('sign-up', asText(signedUp), tokens);

    const code = codeFrom(await t.mail.waitFor(email, { since }));
    const verified = await authPost(
      t.app,
      '/email-otp/verify-email',
      { email, otp: code },
      { cookie: signedUp.cookie },
    );
    expect(verified.status).toBe(200);
    if (verified.cookie.includes('session_token=')) tokens.push(sessionTokenOf(verified.cookie));
    expectNoToken('verify-email', asText(verified), tokens);
  });

  it('sign-in and get-session answer without it, and the cookie signs in', async () => {
    const { email } = await signedInUser(t.app, t.db, { email: freshEmail() });
    const tokens: string[] = [];
    const signedIn = await authPost(t.app, '/sign-in/email', { email, password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    tokens.push(sessionTokenOf(signedIn.cookie));
    expectNoToken('sign-in', asText(signedIn), tokens);
    expect(signedIn.body).toMatchObject({ user: { email } });

    const session = await getSession(t.app, signedIn.cookie);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      user: { email },
      session: { userId: expect.any(String) },
    });
    expectNoToken('get-session', session, tokens);
  });

  it('a password change answers without it, and its new cookie signs in', async () => {
    const { email, cookie } = await signedInUser(t.app, t.db, { email: freshEmail() });
    const tokens = [sessionTokenOf(cookie)];
    const changed = await authPost(
      t.app,
      '/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
      { cookie },
    );
    expect(changed.status).toBe(200);
    tokens.push(sessionTokenOf(changed.cookie));
    expectNoToken('change-password', asText(changed), tokens);

    // The cookie the change set is the one that signs in from now on.
    const after = await getSession(t.app, changed.cookie);
    expect(after.body).toMatchObject({ user: { email } });
    expectNoToken('get-session after the change', after, tokens);
  });
});
