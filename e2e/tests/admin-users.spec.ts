import type { Locator, Page } from '@playwright/test';
import { openPageAs } from '../support/app-review';
import { createSubmittedApp, moderateApp, uniqueAppName } from '../support/apps';
import { createVerifiedDeveloper } from '../support/developers';
import { saveScreenshot } from '../support/screenshots';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
  waitForMail,
} from './fixtures';

// /admin/users (decision 0048): staff find an account, suspend it with a reason (its
// sessions end, it cannot sign in, its live app leaves the store and the developer is mailed),
// restore it with its app, and change admin access within the rules.

const SUSPENDED_MESSAGE =
  'This account has been suspended. Check your email for the reason, or contact support.';
const SUSPENDED_SUBJECT = 'Your VMU Pro account has been suspended';
const RESTORED_SUBJECT = 'Your VMU Pro account has been restored';

test.beforeEach(async ({ page, adminSession }) => {
  await seedCookieConsent(page);
  await useSession(page, adminSession);
});

function userRow(page: Page, email: string): Locator {
  return page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: email });
}

/** Finds the account on /admin/users by its email and opens its page. */
async function openAccount(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/admin/users');
  await expect(await expectSingleH1(page)).toHaveText('Users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  const row = userRow(page, email);
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(1);
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible();
}

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test('staff suspend a developer: signed out, no sign-in, the live app off the store, a mail; a restore gives all back', async ({
  page,
  browser,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.setTimeout(120_000);
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const appName = uniqueAppName('Suspend');
  const app = await createSubmittedApp(baseURL!, developer.session, { appName });
  await moderateApp(baseURL!, adminSession, 'approve', app.appId);
  const email = developer.user.email;
  const name = developer.user.name;

  // The developer is signed in elsewhere, with the app published.
  const developerPage = await openPageAs(browser, testInfo, developer.session);
  await developerPage.goto('/apps');
  await expect(developerPage.getByRole('article', { name: appName })).toContainText('Published');

  // The list: every account, searched on the server; the role filter narrows it.
  await page.goto('/admin/users');
  await expect(await expectSingleH1(page)).toHaveText('Users');
  await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, testInfo, 'admin-users');
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Admin' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Developer' });
  const row = userRow(page, email);
  await expect(row).toContainText('Verified');
  await expect(row).toContainText('Last sign-in');

  await openAccount(page, email, name);
  const apps = section(page, 'Apps (1)');
  await expect(apps).toContainText(appName);
  await expect(apps).toContainText('Published');
  await expect(section(page, 'History')).toContainText(`App approved: ${appName}`);
  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, testInfo, 'admin-user');

  // Suspend, with the reason required.
  await page.getByRole('button', { name: 'Suspend account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Account' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await axe();
  const reason = 'The published game ships pirated music.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(page.getByText(`${name}'s account has been suspended`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Suspended on')).toContainText(`by ${adminSession.user.name}`);
  await expect(page.getByRole('main').getByText(reason, { exact: true }).first()).toBeVisible();
  const history = section(page, 'History');
  await expect(history).toContainText(`App suspended: ${appName}`);
  await expect(history.getByText('Account suspended', { exact: true })).toBeVisible();
  await expect(apps).toContainText('Suspended');
  await expect(section(page, 'Signed-in devices')).toContainText('Not signed in anywhere.');
  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, testInfo, 'admin-user-suspended');

  // The developer is told why, with the app named.
  const mail = await waitForMail(email, { subject: SUSPENDED_SUBJECT });
  expect(mail.text).toContain(reason);
  expect(mail.text).toContain(appName);

  // Their session has ended and they cannot sign in again.
  await developerPage.goto('/apps');
  await expect(developerPage).toHaveURL(/\/auth\/login/);
  await developerPage.getByLabel('Email', { exact: true }).fill(email);
  await developerPage.getByLabel('Password', { exact: true }).fill(developer.user.password);
  await developerPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The form's own alert (the same words also come as a toast, which may be gone by now).
  await expect(
    developerPage.getByRole('alert').filter({ hasText: SUSPENDED_MESSAGE }),
  ).toBeVisible();
  await expect(developerPage).toHaveURL(/\/auth\/login/);
  await axe(developerPage);
  await saveScreenshot(developerPage, testInfo, 'login-suspended');
  // The app has left the store.
  const store = await page.request.get(`/api/store/v1/apps/${app.bundleIdentifier}`);
  expect([404, 410]).toContain(store.status());

  // Restore, with the app put back.
  await page.getByRole('button', { name: 'Restore account' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore Account' });
  const withApps = restore.getByRole('checkbox', {
    name: 'Also put back on the store the app this suspension took off',
  });
  await expect(withApps).toBeChecked();
  await axe();
  await restore.getByLabel('Reason').fill('The developer replaced the music.');
  await restore.getByRole('button', { name: 'Restore account' }).click();
  await expect(page.getByText(`${name}'s account has been restored`)).toBeVisible();
  await expect(page.getByText('Suspended on')).toHaveCount(0);
  await expect(apps).toContainText('Published');
  await expect(history.getByText('Account restored', { exact: true })).toBeVisible();
  const restored = await waitForMail(email, { subject: RESTORED_SUBJECT });
  expect(restored.text).toContain(appName);
  expect((await page.request.get(`/api/store/v1/apps/${app.bundleIdentifier}`)).status()).toBe(200);

  await developerPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(developerPage).toHaveURL(/\/dashboard/);
  await developerPage.context().close();
});

test('staff make a developer an admin and remove it again with reasons, never on their own account', async ({
  page,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.setTimeout(90_000);
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const { email, name } = developer.user;

  // Their own account offers no action.
  await openAccount(page, adminSession.user.email, adminSession.user.name);
  await expect(
    page.getByText('This is your own account. Another admin can change its access.'),
  ).toBeVisible();
  await expect(section(page, 'Access').getByRole('button')).toHaveCount(0);

  await openAccount(page, email, name);
  await page.getByRole('button', { name: 'Make admin' }).click();
  const grant = page.getByRole('dialog', { name: 'Make Admin' });
  await grant.getByLabel('Reason').fill('Joins the review team.');
  await axe();
  await grant.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText(`${name} is now an admin`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove admin' })).toBeVisible();
  await expect(section(page, 'History').getByText('Made admin', { exact: true })).toBeVisible();
  await expect(section(page, 'History')).toContainText('Joins the review team.');
  await saveScreenshot(page, testInfo, 'admin-user-admin');

  // The list's role filter finds them among the admins now.
  await page.getByRole('link', { name: 'All users' }).click();
  await expect(await expectSingleH1(page)).toHaveText('Users');
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Admin' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(userRow(page, email)).toContainText('Admin');

  await userRow(page, email).getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Remove admin' }).click();
  const revoke = page.getByRole('dialog', { name: 'Remove Admin' });
  await revoke.getByLabel('Reason').fill('Left the review team.');
  await revoke.getByRole('button', { name: 'Remove admin' }).click();
  await expect(page.getByText(`${name} is no longer an admin`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make admin' })).toBeVisible();
  await expect(section(page, 'History').getByText('Admin removed', { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await axe();
});
