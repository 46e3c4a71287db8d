import type { Page } from '@playwright/test';
import { createLiveApp } from '../support/app-updates';
import { createVerifiedDeveloper, saveOnboardingStep } from '../support/developers';
import { saveScreenshot } from '../support/screenshots';
import { PHONE_ONLY } from '../support/tags';
import {
  VERIFICATION_SUBJECT,
  authPost,
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  insertNewUser,
  login,
  readCode,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

// Every screen of the portal at phone width (390 px), once, as the visitor it is for: it opens
// without sending them elsewhere, has one h1, nothing makes the page scroll sideways, and axe
// finds nothing. Most journeys run at desktop width only; the phone project runs this and the
// journeys whose layout differs on a phone (decision 0027). The account screens (/auth/login,
// /auth/signup, /forgot-password, /reset-password, /verify-email, /auth/callback) are checked
// at phone width by auth-a11y.spec.ts, with their error messages showing.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

/** Opens `path` and checks the screen; the path must not redirect. */
async function checkScreen(page: Page, axe: () => Promise<void>, path: string): Promise<void> {
  await test.step(path, async () => {
    await page.goto(path);
    await expectSingleH1(page);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expectNoHorizontalOverflow(page);
    await axe();
    await saveScreenshot(page, test.info(), path.slice(1) || 'landing');
  });
}

const PUBLIC_SCREENS = [
  '/',
  '/terms',
  '/privacy',
  '/cookies',
  '/licensing',
  '/docs',
  '/examples',
  '/contact',
  '/news',
  '/store',
  '/settings/cookies',
];

const MAIN_AREA_SCREENS = [
  '/dashboard',
  '/apps',
  '/apps/create',
  '/analytics',
  '/payments',
  '/payments/setup',
  '/payments/provider-test',
  '/payouts',
  '/profile',
  // Any signed-in account's purchases (none yet: the empty state; the store's journey shows one).
  '/store/purchases',
  '/settings/cookies',
];

const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/review',
  '/admin/developers',
  '/admin/apps',
  '/admin/users',
  '/admin/analytics',
  '/admin/settings',
  '/admin/audit',
];

test(
  'the public pages and a news article, signed out',
  { tag: PHONE_ONLY },
  async ({ page, axe }) => {
    test.slow();
    for (const path of PUBLIC_SCREENS) await checkScreen(page, axe, path);
    await page.goto('/news');
    const article = await page
      .getByRole('main')
      .locator('a[href^="/news/"]')
      .first()
      .getAttribute('href');
    await checkScreen(page, axe, article!);
  },
);

test(
  'onboarding step by step, then the review screen',
  { tag: PHONE_ONLY },
  async ({ page, baseURL, axe }) => {
    test.slow();
    const user = await insertNewUser(baseURL!, { verified: false });
    await login(page, baseURL!, user);
    const otp = await readCode(user.email, { subject: VERIFICATION_SUBJECT });
    const verified = await authPost(page.request, baseURL!, '/email-otp/verify-email', {
      email: user.email,
      otp,
    });
    expect(verified.ok()).toBe(true);
    const session = { user, cookies: await page.context().cookies() };

    // Each step opens once the ones before it are saved.
    await checkScreen(page, axe, '/onboarding/country');
    await saveOnboardingStep(baseURL!, session, 'country', { country: 'GB' });
    await checkScreen(page, axe, '/onboarding/app-details');
    await saveOnboardingStep(baseURL!, session, 'appDetails', {
      appName: 'Pocket Chess',
      appDescription: 'Chess puzzles for the VMU Pro.',
    });
    await checkScreen(page, axe, '/onboarding/developer-details');
    await saveOnboardingStep(baseURL!, session, 'developerDetails', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '12 St James Square',
      city: 'London',
      postalCode: 'SW1Y 4JH',
    });
    await checkScreen(page, axe, '/pending-verification');
  },
);

test(
  'the main area, as an approved developer',
  { tag: PHONE_ONLY },
  async ({ page, baseURL, adminSession, axe }) => {
    test.slow();
    const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'GB' });
    await useSession(page, developer.session);
    for (const path of MAIN_AREA_SCREENS) await checkScreen(page, axe, path);
    // The screens of one published app: its version history and Submit New Version.
    const app = await createLiveApp(baseURL!, developer.session, adminSession);
    await checkScreen(page, axe, `/apps/${app.appId}/versions`);
    await checkScreen(page, axe, `/apps/${app.appId}/versions/new`);
    // Its page in the store (the catalogue with it is among the public screens).
    await checkScreen(page, axe, `/store/apps/${app.bundleIdentifier}`);
  },
);

test('the admin area', { tag: PHONE_ONLY }, async ({ page, adminSession, axe }) => {
  test.slow();
  await useSession(page, adminSession);
  for (const path of ADMIN_SCREENS) await checkScreen(page, axe, path);
});
