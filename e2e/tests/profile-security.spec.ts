import type { Browser, Page } from '@playwright/test';
import { createVerifiedDeveloper } from '../support/developers';
import { continueAtProvider } from '../support/oauth-provider';
import { oauthUser } from '../support/oauth-users';
import { readRunState } from '../support/run-state';
import { saveScreenshot } from '../support/screenshots';
import {
  againstBuiltServer,
  codeIn,
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  login,
  mailsTo,
  randomClientIp,
  seedCookieConsent,
  test,
  uniqueEmail,
  useSession,
  waitForMail,
} from './fixtures';

// Sessions, email and password (decision 0045): on /profile a developer sees the browsers signed in
// to the account and signs another one out, changes the email with a code sent to the new address
// (the old address is told), and changes the password, which signs every other browser out; and
// links GitHub through the local OAuth provider (scripts/start-server.mjs), signs in with it, and
// unlinks it.

const EMAIL_CHANGE_SUBJECT = 'Confirm your new VMU Pro email address';
const EMAIL_CHANGED_SUBJECT = 'Your VMU Pro email address was changed';
const NEW_PASSWORD = 'Difference#1822';
const FIREFOX_ON_LINUX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

/** The screen is whole: one h1, nothing scrolls sideways, axe finds nothing; and a picture of it. */
async function checkScreen(page: Page, axe: () => Promise<void>, name: string) {
  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, test.info(), name);
}

/** Another browser (Firefox on Linux), signed in to the account through the real API. */
async function otherBrowser(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({
    userAgent: FIREFOX_ON_LINUX,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
  });
  const page = await context.newPage();
  await login(page, baseURL, { email, password });
  return {
    context,
    /** Whether this browser is still signed in, as the server says. */
    async signedIn(): Promise<boolean> {
      const response = await page.request.post('/graphql', {
        data: { query: '{ viewer { id } }' },
      });
      const body = (await response.json()) as { data?: { viewer: unknown } };
      return body.data?.viewer != null;
    },
  };
}

test('a developer signs another browser out, changes the email with a code and the password', async ({
  page,
  browser,
  baseURL,
  adminSession,
  axe,
}) => {
  test.slow();
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const { email, password } = developer.user;
  await useSession(page, developer.session);

  // Active sessions: this browser and a second one, which is signed out from here.
  const laptop = await otherBrowser(browser, baseURL!, email, password);
  await page.goto('/profile');
  await expect(await expectSingleH1(page)).toHaveText('Profile');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  const rows = sessions.getByRole('listitem');
  // Making the account signed it in a few times over (sign-up, the code, a sign-in).
  await expect(rows.filter({ hasText: 'Firefox on Linux' })).toHaveCount(1);
  const signedIn = await rows.count();
  expect(signedIn).toBeGreaterThan(2);
  const here = sessions.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(here).toHaveCount(1);
  await expect(here.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
  const firefox = sessions.getByRole('listitem').filter({ hasText: 'Firefox on Linux' });
  await expect(firefox).toContainText('Last active');
  await checkScreen(page, axe, 'profile-security');

  await firefox.getByRole('button', { name: /^Sign out Firefox on Linux/ }).click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(signedIn - 1);
  expect(await laptop.signedIn()).toBe(false);
  await laptop.context.close();
  await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(page.getByText('Signed out everywhere else')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: 'Sign out all other sessions' })).toHaveCount(
    0,
  );

  // Email: a code goes to the new address; a wrong one is refused and changes nothing.
  const emailSection = page.getByRole('region', { name: 'Email address' });
  await expect(emailSection).toContainText(email);
  await emailSection.getByRole('button', { name: 'Change email' }).click();
  await emailSection.getByRole('button', { name: 'Send code' }).click();
  await expect(emailSection.getByText('Email is required')).toBeVisible();
  await expect(emailSection.getByLabel('New email address')).toBeFocused();
  const newEmail = uniqueEmail('moved');
  await emailSection.getByLabel('New email address').fill(newEmail);
  await emailSection.getByRole('button', { name: 'Send code' }).click();
  const code = codeIn(await waitForMail(newEmail, { subject: EMAIL_CHANGE_SUBJECT }));
  await expect(emailSection).toContainText(`Enter the code we sent to ${newEmail}`);
  await emailSection.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await emailSection.getByRole('button', { name: 'Change email' }).click();
  await expect(emailSection.getByRole('alert')).toHaveText('Invalid verification code');
  await checkScreen(page, axe, 'profile-email-code');
  expect(mailsTo(email).filter((mail) => mail.subject === EMAIL_CHANGED_SUBJECT)).toEqual([]);

  await emailSection.getByLabel('Verification code').fill(code);
  await emailSection.getByRole('button', { name: 'Change email' }).click();
  await expect(emailSection).toContainText(`Current email: ${newEmail}`);
  await expect(emailSection.getByRole('button', { name: 'Change email' })).toBeVisible();
  const notice = await waitForMail(email, { subject: EMAIL_CHANGED_SUBJECT });
  expect(notice.text).toContain(newEmail);

  // Password: the current one is checked; the change signs the other browsers out.
  const phone = await otherBrowser(browser, baseURL!, newEmail, password);
  const passwordSection = page.getByRole('region', { name: 'Password' });
  await expect(passwordSection).toContainText('signs you out on every other device');
  await passwordSection.getByLabel('Current password').fill('Not-the-password-1');
  await passwordSection.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await passwordSection.getByLabel('Confirm new password').fill('Difference#1823');
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByText('Passwords do not match')).toBeVisible();
  await passwordSection.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByRole('alert')).toHaveText(
    'Your current password is incorrect.',
  );
  await checkScreen(page, axe, 'profile-password-refused');
  expect(await phone.signedIn()).toBe(true);

  await passwordSection.getByLabel('Current password').fill(password);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();
  await expect(passwordSection.getByLabel('Current password')).toHaveValue('');
  expect(await phone.signedIn()).toBe(false);
  await phone.context.close();
  // This browser stays signed in, and the new password signs in.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Email address' })).toContainText(newEmail);
  await expect(
    page.getByRole('region', { name: 'Active sessions' }).getByRole('listitem'),
  ).toHaveCount(1);
  const again = await otherBrowser(browser, baseURL!, newEmail, NEW_PASSWORD);
  expect(await again.signedIn()).toBe(true);
  await again.context.close();
  await checkScreen(page, axe, 'profile-security-done');
});

test.describe('linking', () => {
  // The local provider's pages have no favicon; Chromium logs its 404 as a console error.
  test.use({ expectedRefusals: ['/favicon.ico'] });

  test('a developer links GitHub from the profile, signs in with it, and unlinks it', async ({
    page,
    browser,
    baseURL,
    adminSession,
    axe,
  }, testInfo) => {
    test.skip(
      !againstBuiltServer || readRunState().oauth === null,
      'the OAuth stand-in is started with the built server',
    );
    test.slow();
    const developer = await createVerifiedDeveloper(baseURL!, adminSession);
    const github = oauthUser('github', 'link', testInfo.project.name);
    await useSession(page, developer.session);

    await page.goto('/profile');
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    const row = (name: string) => methods.getByRole('listitem').filter({ hasText: name });
    await expect(row('Email and password')).toContainText('Set ');
    await expect(row('Email and password').getByRole('button')).toHaveCount(0);
    await methods.getByRole('button', { name: 'Link GitHub' }).click();
    await continueAtProvider(page, github);

    // Back on the profile, which says so and drops the provider's answer from the address.
    await expect(page).toHaveURL((url) => url.pathname === '/profile' && url.search === '');
    await expect(page.getByText('GitHub linked', { exact: true })).toBeVisible();
    await expect(row('GitHub')).toContainText('Linked ');
    await expect(methods.getByRole('button', { name: 'Unlink GitHub' })).toBeVisible();
    await checkScreen(page, axe, 'profile-sign-in-methods-linked');

    // GitHub now signs in to this account, whose address is not GitHub's.
    const elsewhere = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    });
    const other = await elsewhere.newPage();
    await seedCookieConsent(other);
    await other.goto('/auth/login');
    await other.getByRole('main').getByRole('button', { name: 'Sign in with GitHub' }).click();
    await continueAtProvider(other, github);
    await expect(other).toHaveURL((url) => url.pathname !== '/auth/callback');
    const viewer = await other.request.post('/graphql', {
      data: { query: '{ viewer { email } }' },
    });
    expect(
      ((await viewer.json()) as { data: { viewer: { email: string } } }).data.viewer.email,
    ).toBe(developer.user.email);
    await elsewhere.close();

    await methods.getByRole('button', { name: 'Unlink GitHub' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlink GitHub' });
    await expect(dialog).toContainText('You will no longer be able to sign in with GitHub.');
    await checkScreen(page, axe, 'profile-unlink-dialog');
    await dialog.getByRole('button', { name: 'Unlink', exact: true }).click();
    await expect(page.getByText('GitHub unlinked', { exact: true })).toBeVisible();
    await expect(row('GitHub')).toContainText('Not linked');
    await expect(methods.getByRole('button', { name: 'Link GitHub' })).toBeVisible();
  });
});

test('a store account reaches its profile from the store and manages its own account there', async ({
  page,
  baseURL,
  axe,
}) => {
  // A store account, signed up and verified through the real API in this browser.
  const email = uniqueEmail('buyer');
  const password = 'Correct-Horse-9';
  const origin = new URL(baseURL!).origin;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Bea Buyer', email, password, signUpAs: 'customer' },
    headers: { origin },
  });
  expect(signUp.ok()).toBe(true);
  const otp = codeIn(await waitForMail(email, { subject: 'Your VMU Pro verification code' }));
  const verified = await page.request.post('/api/auth/email-otp/verify-email', {
    data: { email, otp },
    headers: { origin },
  });
  expect(verified.ok()).toBe(true);

  await page.goto('/store/purchases');
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(await expectSingleH1(page)).toHaveText('Profile');
  const main = page.getByRole('main');
  // Password, two-factor, sessions, the data and the deletion: all of them, and no API tokens.
  await expect(main.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeVisible();
  await expect(main.getByLabel('Current password', { exact: true })).toBeVisible();
  await expect(main.getByText('This device', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Download my data' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Delete account' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'API tokens' })).toHaveCount(0);
  await checkScreen(page, axe, 'store-account-profile');
});

test('an account whose email is not verified yet reaches its profile and signs its other browsers out', async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  // Signed up here and on another computer, the code not yet entered.
  const email = uniqueEmail('unverified');
  const password = 'Correct-Horse-9';
  const origin = new URL(baseURL!).origin;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Una Verified', email, password },
    headers: { origin },
  });
  expect(signUp.ok()).toBe(true);
  const other = await otherBrowser(browser, baseURL!, email, password);
  try {
    expect(await other.signedIn()).toBe(true);

    await page.goto('/verify-email');
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(await expectSingleH1(page)).toHaveText('Profile');
    const main = page.getByRole('main');
    await expect(main.getByRole('note')).toContainText('Your email address is not verified yet.');
    await expect(main.getByRole('region', { name: 'API tokens' })).toHaveCount(0);
    await expect(main.getByText('This device', { exact: true })).toBeVisible();
    await checkScreen(page, axe, 'unverified-account-profile');

    await main.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect.poll(() => other.signedIn()).toBe(false);

    // The rest of the portal still waits for the code.
    await main.getByRole('link', { name: 'verify your email' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
  } finally {
    await other.context.close();
  }
});
