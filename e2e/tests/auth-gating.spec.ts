import type { Page } from '@playwright/test';
import { TEST_PASSWORD, adminEmail } from '../support/accounts';
import { PHONE } from '../support/tags';
import {
  VERIFICATION_SUBJECT,
  authPost,
  expect,
  insertNewUser,
  login,
  newTestUser,
  readCode,
  seedCookieConsent,
  signUp,
  test,
  useSession,
} from './fixtures';

// The gating table (docs/product.md, "Access to the main area", "Roles and permissions"), one row
// group per kind of visitor. The final URL is what counts; where the app passes through another
// route on the way, that is checked too.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

/** Every URL the page's main frame shows, including client-side (history API) redirects. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  return urls;
}

async function expectLandsOn(page: Page, from: string, to: string, via?: string) {
  await test.step(`${from} -> ${via ? `${via} -> ` : ''}${to}`, async () => {
    const urls = recordUrls(page);
    await page.goto(from);
    await expect(page).toHaveURL((url) => url.pathname === to);
    // The destination really rendered (not a spinner that would redirect later).
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === to);
    if (via) expect(urls, `went through ${via}`).toContain(via);
  });
}

test('signed out: protected routes of every group go to /auth/login', async ({ page }) => {
  for (const path of ['/dashboard', '/apps', '/admin/dashboard', '/onboarding/country']) {
    await expectLandsOn(page, path, '/auth/login');
  }
  // Cookie settings are for every visitor (decision 0018).
  await expectLandsOn(page, '/settings/cookies', '/settings/cookies');
});

test('email not verified: every protected group goes to /verify-email', async ({
  page,
  baseURL,
}) => {
  const user = newTestUser('unverified');
  // Sign-up signs the browser in at once, still unverified.
  const signUp = await authPost(page.request, baseURL!, '/sign-up/email', {
    name: user.name,
    email: user.email,
    password: user.password,
  });
  expect(signUp.ok()).toBe(true);

  for (const path of ['/dashboard', '/onboarding/country', '/admin/dashboard']) {
    await expectLandsOn(page, path, '/verify-email');
  }
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  // Cookie settings are for every visitor (decision 0018).
  await expectLandsOn(page, '/settings/cookies', '/settings/cookies');
  // Guest pages send any signed-in visitor to the dashboard, which then gates.
  await expectLandsOn(page, '/auth/login', '/verify-email', '/dashboard');
});

test('verified developer without a profile: onboarding, and never the admin area', async ({
  page,
  baseURL,
}) => {
  const user = await insertNewUser(baseURL!);
  await login(page, baseURL!, user);

  await expectLandsOn(page, '/dashboard', '/onboarding/country');
  await expectLandsOn(page, '/apps', '/onboarding/country');
  await expectLandsOn(page, '/settings/cookies', '/settings/cookies');
  // Onboarding pages check only sign-in and a verified email: it stays.
  await expectLandsOn(page, '/onboarding/country', '/onboarding/country');
  await expectLandsOn(page, '/onboarding', '/onboarding/country');
  // A developer on /admin/* goes to /apps (docs/product.md, "Roles and permissions"), which the
  // main-area rule then sends to onboarding, since this developer has not completed it.
  await expectLandsOn(page, '/admin/dashboard', '/onboarding/country', '/apps');
  await expectLandsOn(page, '/admin/review', '/onboarding/country', '/apps');
  // Guest-only pages send a signed-in developer to /dashboard, which gates in turn.
  for (const path of ['/auth/login', '/auth/signup', '/forgot-password', '/reset-password']) {
    await expectLandsOn(page, path, '/onboarding/country', '/dashboard');
  }
  // Already verified: /verify-email sends them on to onboarding.
  await expectLandsOn(page, '/verify-email', '/onboarding/country');
});

test('admin: guest pages go to /admin/dashboard; admin and main areas open', async ({
  page,
  adminSession,
}) => {
  await useSession(page, adminSession);
  for (const path of ['/auth/login', '/auth/signup', '/forgot-password', '/reset-password']) {
    await expectLandsOn(page, path, '/admin/dashboard');
  }
  for (const path of ['/admin/dashboard', '/admin/review', '/dashboard', '/settings/cookies']) {
    await expectLandsOn(page, path, path);
  }
  // Admins never onboard (decision 0018): the onboarding routes, /verify-email and the OAuth
  // callback send them to the admin dashboard.
  for (const path of ['/onboarding', '/onboarding/country', '/onboarding/developer-details']) {
    await expectLandsOn(page, path, '/admin/dashboard');
  }
  await expectLandsOn(page, '/verify-email', '/admin/dashboard');
  await expectLandsOn(page, '/auth/callback', '/admin/dashboard');
});

test('an admin who signs up and verifies the code goes to the admin dashboard, not onboarding', async ({
  page,
  baseURL,
}, testInfo) => {
  // A fresh address from ADMIN_EMAILS that no worker's admin session uses (slots 0 and 1).
  const email = adminEmail(testInfo.project.name === 'phone' ? 6 : 7);
  const taken = await authPost(page.request, baseURL!, '/sign-in/email', {
    email,
    password: TEST_PASSWORD,
  });
  test.skip(taken.ok(), `${email} signed up in an earlier run of this server`);
  await signUp(page, { name: 'Staff Member', email, password: TEST_PASSWORD });
  await expect(page).toHaveURL(new URL('/verify-email', baseURL).href);
  const code = await readCode(email, { subject: VERIFICATION_SUBJECT });
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(new URL('/admin/dashboard', baseURL).href);
  await expectLandsOn(page, '/verify-email', '/admin/dashboard');
  await expectLandsOn(page, '/onboarding/country', '/admin/dashboard');
});

test('a client cannot make itself admin at sign-up', async ({ page, baseURL }) => {
  const user = newTestUser('role-forger');
  const signUp = await authPost(page.request, baseURL!, '/sign-up/email', {
    name: user.name,
    email: user.email,
    password: user.password,
    role: 'admin',
  });
  // The role field is not client input: the account is made, as a developer.
  expect(signUp.ok()).toBe(true);
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { role?: string };
  } | null;
  expect(session?.user.role).toBe('developer');
  await expectLandsOn(page, '/admin/dashboard', '/verify-email');
});

test(
  'the public header: Go to Dashboard when signed in, and Sign Out returns to /',
  { tag: PHONE },
  async ({ page, baseURL }) => {
    const header = page.getByRole('banner');
    await page.goto('/');
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);

    const user = await insertNewUser(baseURL!);
    await login(page, baseURL!, user);
    await page.goto('/docs');
    const toDashboard = header.getByRole('link', { name: 'Go to Dashboard' });
    await expect(toDashboard).toBeVisible();
    // Not onboarded yet: the link goes straight where the dashboard's gate would send them.
    await expect(toDashboard).toHaveAttribute('href', '/onboarding/country');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveCount(0);

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL(new URL('/', baseURL).href);
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
    await expectLandsOn(page, '/dashboard', '/auth/login');
  },
);

test('the public header sends an admin to the admin dashboard', async ({ page, adminSession }) => {
  await useSession(page, adminSession);
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' }),
  ).toHaveAttribute('href', '/admin/dashboard');
});
