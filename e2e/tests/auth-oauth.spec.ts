import { request as playwrightRequest, type Page } from '@playwright/test';
import { oauthUser, type OAuthProviderId, type OAuthUser } from '../support/oauth-users';
import { readRunState } from '../support/run-state';
import {
  againstBuiltServer,
  authPost,
  expect,
  newTestUser,
  randomClientIp,
  seedCookieConsent,
  test,
} from './fixtures';

// GitHub and Google sign-in through the server's production code path, against the local
// OAuth/OpenID provider the launcher starts in their place (scripts/start-server.mjs).

test.skip(!againstBuiltServer, 'the OAuth stand-in is started with the built server');
test.skip(
  () => againstBuiltServer && readRunState().oauth === null,
  'packages/test-oauth-provider was not available when the server started',
);

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

const LABELS: Record<OAuthProviderId, string> = { github: 'GitHub', google: 'Google' };

interface ViewerAnswer {
  data?: {
    viewer: { email: string; provider: string; isEmailVerified: boolean; role: string } | null;
  };
}

async function viewer(page: Page) {
  const response = await page.request.post('/graphql', {
    data: { query: '{ viewer { email provider isEmailVerified role } }' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ViewerAnswer).data?.viewer ?? null;
}

/**
 * Clicks the provider's button on `from`, picks `user` on the provider's sign-in page, and
 * holds the app's GraphQL calls on /auth/callback until its 'Completing authentication...'
 * has been seen (otherwise it can be gone before any assertion looks).
 */
async function signInWith(page: Page, provider: OAuthProviderId, from: string, user: OAuthUser) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (new URL(page.url()).pathname === '/auth/callback') await held;
    await route.continue();
  });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await page.goto(from);
  const verb = from === '/auth/signup' ? 'Sign up' : 'Sign in';
  await page
    .getByRole('main')
    .getByRole('button', { name: `${verb} with ${LABELS[provider]}` })
    .click();

  const providerOrigin = new URL(readRunState().oauth!.url).origin;
  await expect(page).toHaveURL((url) => url.origin === providerOrigin);
  // The stand-in shows its page once for sign-in and once more for consent.
  for (let round = 0; round < 2 && new URL(page.url()).origin === providerOrigin; round += 1) {
    const before = page.url();
    await page.getByRole('button', { name: `(${user.email})` }).click();
    await page.waitForURL((url) => url.href !== before);
  }
  await expect(page).toHaveURL((url) => url.origin !== providerOrigin);
  return { release, visited };
}

for (const [provider, from] of [
  ['github', '/auth/login'],
  ['google', '/auth/signup'],
] as const) {
  test(`${LABELS[provider]}: a new user goes through /auth/callback to onboarding`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const user = oauthUser(provider, 'new', testInfo.project.name);
    const { release, visited } = await signInWith(page, provider, from, user);

    await expect(page).toHaveURL((url) => url.pathname === '/auth/callback');
    await expect(page.getByText('Completing authentication...')).toBeVisible();
    release();
    await expect(page).toHaveURL(new URL('/onboarding/country', baseURL).href);
    // The provider's code went to the server, never to the page.
    for (const url of visited.filter((u) => u.startsWith(baseURL!))) {
      expect(new URL(url).searchParams.has('code'), url).toBe(false);
    }

    expect(await viewer(page)).toEqual({
      email: user.email,
      provider: provider.toUpperCase(),
      isEmailVerified: true,
      role: 'DEVELOPER',
    });
  });

  test(`${LABELS[provider]}: an email registered with a password is not taken over`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const user = oauthUser(provider, 'taken', testInfo.project.name);
    // Registered with email and password first (a retry finds it registered already).
    const api = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    });
    try {
      const signUp = await authPost(api, baseURL!, '/sign-up/email', {
        ...newTestUser(),
        email: user.email,
      });
      if (!signUp.ok()) expect(await signUp.text()).toMatch(/already exists/i);
    } finally {
      await api.dispose();
    }

    const { release } = await signInWith(page, provider, from, user);
    release();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/callback');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This email is already registered with a different sign-in method.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(await viewer(page)).toBeNull();
  });
}
