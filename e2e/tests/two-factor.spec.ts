import type { Page } from '@playwright/test';
import { createVerifiedDeveloper } from '../support/developers';
import { saveScreenshot } from '../support/screenshots';
import { PHONE } from '../support/tags';
import { authenticatorCode } from '../support/totp';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  randomClientIp,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

// Two-factor sign-in (decision 0046): a developer turns on two-factor sign-in on /profile
// (password, the setup key, the app's first code, the backup codes shown once), then signs in with
// a code computed here from the key, and with a backup code, which works once.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

/** The screen is whole: one h1, nothing scrolls sideways, axe finds nothing; and a picture of it. */
async function checkScreen(page: Page, axe: () => Promise<void>, name: string) {
  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, test.info(), name);
}

/**
 * Signed out, then the password on the sign-in page, from a new client address: the server
 * allows each address three two-factor tries in ten seconds, as one visitor would make them.
 */
async function passwordStep(page: Page, email: string, password: string) {
  // Off the signed-in screens first, to a public page: a signed-in screen's request sent after
  // the cookies are gone would be refused (401) and reported as a page error.
  await page.goto('/docs');
  await page.context().clearCookies();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClientIp() });
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await expect(await expectSingleH1(page)).toHaveText('Two-factor sign-in');
}

test(
  'a developer turns on two-factor sign-in, then signs in with a code and with a backup code',
  { tag: PHONE },
  async ({ page, baseURL, adminSession, axe }) => {
    test.slow();
    const developer = await createVerifiedDeveloper(baseURL!, adminSession);
    const { email, password } = developer.user;
    await useSession(page, developer.session);

    await page.goto('/profile');
    await expect(await expectSingleH1(page)).toHaveText('Profile');
    const section = page.getByRole('region', { name: /^Two-factor sign-in/ });
    await expect(section.getByText('Off', { exact: true })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await checkScreen(page, axe, 'profile-two-factor-off');

    // Turning it on asks for the password first; a wrong one is refused in the dialog.
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
    await dialog.getByLabel('Password').fill('Not-the-password#1');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Password is incorrect');
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();

    // The key to add to the app; a wrong first code leaves it off.
    await expect(
      section.getByRole('heading', { name: 'Add the portal to your authenticator app' }),
    ).toBeFocused();
    const setupKey = (await section.getByTestId('authenticator-key').textContent()) ?? '';
    expect(setupKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    await expect(section.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      /^otpauth:\/\/totp\//,
    );
    await checkScreen(page, axe, 'profile-two-factor-setup');
    const code = section.getByLabel('Code from the app');
    const wrong = String((Number(authenticatorCode(setupKey)) + 500_000) % 1_000_000).padStart(
      6,
      '0',
    );
    await code.fill(wrong);
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(section.getByRole('alert')).toContainText('That code is not right.');
    await code.fill(authenticatorCode(setupKey));
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

    // The backup codes, once.
    const codes = section.getByRole('list', { name: 'Backup codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    const backupCodes = await codes.getByRole('listitem').allTextContents();
    await expect(section).toContainText('This is the only time they are shown.');
    await checkScreen(page, axe, 'profile-two-factor-backup-codes');
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download codes' }).click();
    expect((await download).suggestedFilename()).toBe('vmu-pro-backup-codes.txt');
    await section.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(section.getByText('On', { exact: true })).toBeVisible();
    await expect(codes).toBeHidden();
    await checkScreen(page, axe, 'profile-two-factor-on');

    // Signing in: the password, then the app's code. A wrong code says so.
    await passwordStep(page, email, password);
    await checkScreen(page, axe, 'auth-two-factor');
    await page.getByLabel('Authenticator code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right.');
    await checkScreen(page, axe, 'auth-two-factor-wrong-code');
    await page.getByLabel('Authenticator code').fill(authenticatorCode(setupKey));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A backup code instead, once.
    await passwordStep(page, email, password);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await expect(page.getByLabel('Backup code')).toBeFocused();
    await checkScreen(page, axe, 'auth-two-factor-backup-code');
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await passwordStep(page, email, password);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That backup code is not right, or it has already been used.',
    );
    await expect(page).toHaveURL(/\/auth\/two-factor$/);
    await page.getByLabel('Backup code').fill(backupCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  },
);
