import { PORTAL_COOKIE_NAMES, withoutSecurePrefix } from '@vmu/domain';
import { startOAuthProvider, type StartedOAuthProvider } from '@vmu/test-oauth-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost } from '../../test/auth-requests';
import { signedInUser, TEST_PASSWORD } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { currentCodeOf } from '../../test/totp';
import { useTestApp } from '../../test/use-test-app';

// The cookie policy lists the cookies the portal sets, from one list in packages/domain
// (decision 0058). Every sign-in flow runs here and each cookie the server sets must be on it.

/** The names of the cookies a response stores (not those it deletes: empty, Max-Age=0). */
const namesOf = (setCookies: string[]) =>
  setCookies
    .filter((line) => !/^[^=]+=;/.test(line) || !/Max-Age=0/i.test(line))
    .map((line) => withoutSecurePrefix(line.slice(0, line.indexOf('=')).trim()));

describe.each(testTargets())('cookies the portal sets [%s]', (target) => {
  const t = useTestApp(target, { mail: true, sharedApp: false });
  let oauth: StartedOAuthProvider;
  let counter = 0;
  const freshIp = () => `198.51.100.${(counter += 1) % 250}`;
  const freshEmail = () => `cookies${(counter += 1)}-${target}@example.com`;

  beforeAll(async () => {
    oauth = await startOAuthProvider({ users: [{ email: 'grace@example.com', name: 'Grace' }] });
  });
  afterAll(async () => {
    await oauth.close();
  });

  it('are all on the cookie policy: sign-up, sign-in with and without Remember me, two-factor, GitHub, sign-out', async () => {
    const app = await t.appWith(oauth.env('github'));
    const seen = new Set<string>();
    const post = async (path: string, body: Record<string, unknown>, cookie?: string) => {
      const response = await authPost(app, path, body, { cookie, ip: freshIp() });
      for (const name of namesOf(response.setCookies)) seen.add(name);
      return response;
    };

    await post('/sign-up/email', { name: 'Ada', email: freshEmail(), password: TEST_PASSWORD });
    const email = freshEmail();
    const user = await signedInUser(app, t.db, { email });
    await post('/sign-in/email', { email, password: TEST_PASSWORD, rememberMe: true });
    const forgetful = await post('/sign-in/email', {
      email,
      password: TEST_PASSWORD,
      rememberMe: false,
    });
    const enabled = await post('/two-factor/enable', { password: TEST_PASSWORD }, user.cookie);
    const { totpURI } = enabled.body as { totpURI: string };
    await post('/two-factor/verify-totp', { code: await currentCodeOf(totpURI) }, user.cookie);
    const passwordStep = await post('/sign-in/email', { email, password: TEST_PASSWORD });
    expect(passwordStep.body).toMatchObject({ twoFactorRedirect: true });
    await post('/sign-in/social', {
      provider: 'github',
      callbackURL: '/auth/callback',
      disableRedirect: true,
    });
    await post('/sign-out', {}, forgetful.cookie);

    // The flows above set each listed cookie, so the list names nothing the portal never sets.
    expect([...seen].sort()).toEqual([...PORTAL_COOKIE_NAMES].sort());
  });
});
