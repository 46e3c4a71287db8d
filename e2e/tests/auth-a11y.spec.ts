import { saveScreenshot } from '../support/screenshots';
import { PHONE } from '../support/tags';
import {
  authPost,
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  newTestUser,
  seedCookieConsent,
  test,
} from './fixtures';

// Every account screen at both widths (the desktop and phone projects): no serious or critical
// axe violation, one h1, nothing wider than the viewport.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

interface Screen {
  path: string;
  heading: string;
  /** Submitted empty first, so axe also sees the error messages (and their wiring). */
  submit?: { button: string; error: string };
}

const SIGNED_OUT_SCREENS: Screen[] = [
  {
    path: '/auth/login',
    heading: 'Sign in',
    submit: { button: 'Sign In', error: 'Email is required' },
  },
  {
    path: '/auth/signup',
    heading: 'Create your developer account',
    submit: { button: 'Create Account', error: 'Email is required' },
  },
  {
    path: '/forgot-password',
    heading: 'Forgot your password?',
    submit: { button: 'Send Reset Code', error: 'Email is required' },
  },
  {
    path: `/reset-password?${new URLSearchParams({ email: 'a11y@e2e.example.com' })}`,
    heading: 'Reset your password',
    submit: { button: 'Reset Password', error: 'Verification code is required' },
  },
  { path: '/verify-email', heading: 'Access Denied' },
  { path: '/auth/callback?error=account_not_linked', heading: 'Sign-in failed' },
];

test('the signed-out account screens', { tag: PHONE }, async ({ page, axe }) => {
  // One full axe run (every impact, the experimental rules too) per screen, eight screens.
  test.slow();
  for (const { path, heading, submit } of SIGNED_OUT_SCREENS) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(await expectSingleH1(page)).toHaveText(heading);
      if (submit) {
        const main = page.getByRole('main');
        await main.getByRole('button', { name: submit.button, exact: true }).click();
        await expect(main.getByText(submit.error)).toBeVisible();
      }
      await expectNoHorizontalOverflow(page);
      await axe();
      await saveScreenshot(page, test.info(), new URL(path, 'http://x').pathname.slice(1));
    });
  }
});

test(
  '/verify-email signed in, waiting for the code',
  { tag: PHONE },
  async ({ page, baseURL, axe }) => {
    const user = newTestUser('a11y-verify');
    const signUp = await authPost(page.request, baseURL!, '/sign-up/email', {
      name: user.name,
      email: user.email,
      password: user.password,
    });
    expect(signUp.ok()).toBe(true);
    await page.goto('/verify-email');
    await expect(await expectSingleH1(page)).toHaveText('Verify your email');
    await expectNoHorizontalOverflow(page);
    await axe();
  },
);

test('/auth/callback while completing authentication', { tag: PHONE }, async ({ page, axe }) => {
  // Hold the user lookup so the screen stays on its progress state while axe looks.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/callback');
  await expect(
    page.getByRole('status').filter({ hasText: 'Completing authentication...' }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await axe();
  release();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
});
