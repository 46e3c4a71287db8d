import { saveScreenshot } from '../support/screenshots';
import type { Page } from '@playwright/test';
import {
  codeIn,
  expect,
  insertNewUser,
  mailsTo,
  randomClientIp,
  seedCookieConsent,
  sessionCookie,
  test,
  waitForMail,
  type TestUser,
} from './fixtures';

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

const DAY_SECONDS = 24 * 60 * 60;

async function fillLogin(page: Page, email: string, password: string, rememberMe = false) {
  await page.goto('/auth/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await main.getByRole('checkbox', { name: 'Remember me' }).check();
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the form and waits for the app to take the user on. */
async function loginThroughForm(page: Page, user: TestUser, rememberMe: boolean) {
  await fillLogin(page, user.email, user.password, rememberMe);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  // /dashboard, then the main-area gate: this developer has not onboarded yet.
  await expect(page).toHaveURL(/\/onboarding\/country$/);
}

test('a wrong password shows the error and keeps the visitor on the form', async ({
  page,
  baseURL,
}) => {
  const user = await insertNewUser(baseURL!);
  await fillLogin(page, user.email, `${user.password}x`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new URL('/auth/login', baseURL).href);
  expect(await sessionCookie(page)).toBeUndefined();
});

test('an unknown email gets the same answer as a wrong password', async ({ page, baseURL }) => {
  await fillLogin(page, `nobody-${Date.now()}@e2e.example.com`, 'Whatever-123');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new URL('/auth/login', baseURL).href);
});

test('the login form shows its validation messages', async ({ page }) => {
  await page.goto('/auth/login');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(main.getByText('Email is required')).toBeVisible();
  await expect(main.getByText('Password is required')).toBeVisible();
  await main.getByLabel('Email', { exact: true }).fill('nope');
  await main.getByLabel('Password', { exact: true }).fill('12345');
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(main.getByText('Please enter a valid email address')).toBeVisible();
  await expect(main.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('remember me: a 30-day session cookie', async ({ page, baseURL }) => {
  const user = await insertNewUser(baseURL!);
  await loginThroughForm(page, user, true);
  const cookie = await sessionCookie(page);
  expect(cookie, 'session cookie after sign-in').toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe('Lax');
  // NODE_ENV=production in this run.
  expect(cookie!.secure).toBe(true);
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(29.9 * DAY_SECONDS);
  expect(lifetime).toBeLessThan(30.1 * DAY_SECONDS);
});

test('without remember me: a browser-session cookie', async ({ page, baseURL }) => {
  const user = await insertNewUser(baseURL!);
  await loginThroughForm(page, user, false);
  const cookie = await sessionCookie(page);
  expect(cookie, 'session cookie after sign-in').toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  // -1: no Expires/Max-Age, so the browser drops it when it closes.
  expect(cookie!.expires).toBe(-1);
});

test('/auth/login shows a device image, both social buttons and the sign-up link', async ({
  page,
}) => {
  await page.goto('/auth/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: /GitHub/ })).toBeVisible();
  await expect(main.getByRole('button', { name: /Google/ })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
  // The device image beside the form (this journey runs at desktop width; the screen at phone
  // width is auth-a11y.spec.ts's).
  const image = main.locator('img[src^="/images/devices/"]');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/images\/devices\/vmu-pro-[1-7]\.svg$/);
  await expect(image).toHaveAttribute('alt', /^VMU Pro /);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

const SIGN_IN_CODE_SUBJECT = 'Your VMU Pro sign-in code';

test('an account under attack lets its owner in with the code it emails, never a refusal', async ({
  page,
  baseURL,
  axe,
}) => {
  // 23 sign-ins, each a password hash on a busy machine.
  test.setTimeout(120_000);
  const user = await insertNewUser(baseURL!);
  // Strangers, one wrong password from each of 21 addresses (decision 0050).
  for (let attempt = 0; attempt < 21; attempt += 1) {
    const wrong = await page.request.post(new URL('/api/auth/sign-in/email', baseURL).href, {
      data: { email: user.email, password: `${user.password}x` },
      headers: { origin: new URL(baseURL!).origin, 'x-forwarded-for': randomClientIp() },
      failOnStatusCode: false,
    });
    expect(wrong.status()).toBe(401);
  }

  const mailsBefore = mailsTo(user.email).length;
  await fillLogin(page, user.email, user.password);
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toContainText('signing in also takes a code we email');
  await expect(main.getByRole('alert')).toHaveCount(0);
  await axe();
  await saveScreenshot(page, test.info(), 'sign-in-code-step');

  const code = codeIn(
    await waitForMail(user.email, { subject: SIGN_IN_CODE_SUBJECT, after: mailsBefore }),
  );
  await main.getByLabel('Sign-in code', { exact: true }).fill(code);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/country$/);
  expect(await sessionCookie(page)).toBeDefined();
});
