import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createVerifiedDeveloper } from '../support/developers';
import { saveScreenshot } from '../support/screenshots';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  readCode,
  seedCookieConsent,
  test,
  useSession,
  waitForMail,
} from './fixtures';

// Download my data and account deletion (decision 0047): on /profile a developer downloads the data
// the portal holds about them, then deletes the account with their email typed and the code mailed
// to it; afterwards the old sign-in is refused and the old address has the confirmation.

const CODE_SUBJECT = 'Your code to delete your VMU Pro account';
const DELETED_SUBJECT = 'Your VMU Pro account has been deleted';

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

/** The screen is whole: nothing scrolls sideways, axe finds nothing; and a picture of it. */
async function checkScreen(page: Page, axe: () => Promise<void>, name: string) {
  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, test.info(), name);
}

test('a developer downloads their data, then deletes the account with the typed email and the emailed code', async ({
  page,
  baseURL,
  adminSession,
  axe,
}) => {
  test.slow();
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const { email, password } = developer.user;
  await useSession(page, developer.session);

  await page.goto('/profile');
  await expect(await expectSingleH1(page)).toHaveText('Profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const deletion = page.getByRole('region', { name: 'Delete account' });
  await expect(yourData).toBeVisible();
  await expect(deletion).toBeVisible();
  await checkScreen(page, axe, 'profile-account-data');

  // Download my data: the server's dated file, holding this account and no secret.
  const downloaded = page.waitForEvent('download');
  await yourData.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^vmu-pro-account-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(archive).toMatchObject({
    format: 'vmu-pro-account-archive',
    account: { id: developer.userId, email },
    profile: {
      firstName: developer.firstName,
      lastName: developer.lastName,
      address: developer.address,
      country: developer.country,
      developerStatus: 'verified',
    },
    signInMethods: [{ provider: 'credential', hasPassword: true }],
    apps: [],
  });
  expect(archive.sessions.length).toBeGreaterThan(0);
  expect(JSON.stringify(archive)).not.toContain(password);

  // Delete account: what happens, then the typed email and the code.
  await deletion.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toContainText('Your apps come off the store at once.');
  await expect(dialog).toContainText('kept for 7 years');
  await checkScreen(page, axe, 'profile-delete-account-dialog');

  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Code sent to ${email}. Check your inbox.`);
  const code = await readCode(email, { subject: CODE_SUBJECT });

  // Another address is refused before anything is sent; the account stays.
  const confirmation = dialog.getByLabel(/Type your email address/);
  await confirmation.fill(`other-${email}`);
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That is not your email address.')).toBeVisible();
  await expect(confirmation).toBeFocused();
  await checkScreen(page, axe, 'profile-delete-account-refused');

  await confirmation.fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  // Gone: signed out everywhere, on sign-in with the notice once.
  await expect(page).toHaveURL(new URL('/auth/login', baseURL).href);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await checkScreen(page, axe, 'account-deleted-sign-in');
  const mail = await waitForMail(email, { subject: DELETED_SUBJECT });
  expect(mail.text).toContain('7 years');

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
});
