import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { createLiveApp } from '../support/app-updates';
import { PACKAGE_FIXTURE, uniqueAppName } from '../support/apps';
import { createVerifiedDeveloper } from '../support/developers';
import { setSandboxPaymentState } from '../support/payments';
import { saveScreenshot } from '../support/screenshots';
import {
  VERIFICATION_SUBJECT,
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  newTestUser,
  readCode,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

// Purchases (decisions 0036 and 0038): a customer buys a paid app in the sandbox (signing up for a
// store account on the way, and coming back to the app's page), downloads it, is refunded from
// the payment-provider test screen, and the sales ledger shows the sale and the refund.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

/** The ledger's row of `kind` for `appName`. */
const ledgerRow = (ledger: Locator, kind: 'Sale' | 'Refund', appName: string) =>
  ledger.getByRole('row').filter({ hasText: appName }).filter({ hasText: kind });

test('a customer buys a paid app in the sandbox, downloads it, is refunded, and the ledger shows both', async ({
  page,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.setTimeout(180_000);
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  await setSandboxPaymentState(baseURL!, developer.session, 'FR', 'active');
  const appName = uniqueAppName('Nebula');
  const app = await createLiveApp(baseURL!, developer.session, adminSession, {
    appName,
    appType: 'game',
    price: { amount: 4.5, currency: 'EUR' },
  });
  const appPage = `/store/apps/${app.bundleIdentifier}`;

  // A visitor presses Buy: sign in first, or create a store account.
  await page.goto(appPage);
  await page.getByRole('button', { name: 'Buy for €4.50' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Sign in to buy and download apps from the store')).toBeVisible();
  await page.getByRole('link', { name: 'Create a store account' }).click();
  await expect(await expectSingleH1(page)).toHaveText('Create your store account');
  await axe();
  await saveScreenshot(page, testInfo, 'store-sign-up');
  const customer = newTestUser('fan');
  const form = page.getByRole('main');
  await form.getByLabel('Name', { exact: true }).fill(customer.name);
  await form.getByLabel('Email', { exact: true }).fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(customer.password);
  await form.getByRole('checkbox', { name: /terms/i }).check();
  await form.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  const code = await readCode(customer.email, { subject: VERIFICATION_SUBJECT });
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  // Verified: back to the app's page, not to developer onboarding.
  await expect(page).toHaveURL(new RegExp(`${appPage}$`));

  await page.getByRole('button', { name: 'Buy for €4.50' }).click();
  await expect(page.getByText('Purchase complete')).toBeVisible();
  const download = page.getByRole('button', { name: 'Download' });
  await expect(download).toBeVisible();
  await expect(page.getByText('You own this app')).toBeVisible();
  await axe();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'store-app-bought');
  const downloaded = page.waitForEvent('download');
  await download.click();
  const file = await (await downloaded).path();
  expect(Buffer.compare(await readFile(file), await readFile(PACKAGE_FIXTURE))).toBe(0);

  // My Purchases, from the header: the purchase and its download.
  await page.getByRole('link', { name: 'My Purchases' }).click();
  await expect(await expectSingleH1(page)).toHaveText('My Purchases');
  await expect(page.getByRole('button', { name: `Download ${appName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Become a developer' })).toBeVisible();
  await axe();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'store-purchases');

  // The developer refunds it on the payment-provider test screen (sandbox).
  const developerPage = await page.context().browser()!.newPage();
  try {
    await seedCookieConsent(developerPage);
    await useSession(developerPage, developer.session);
    await developerPage.goto('/payments/provider-test');
    await developerPage
      .getByRole('button', { name: `Refund ${appName} purchase by ${customer.name}` })
      .click();
    const dialog = developerPage.getByRole('dialog', { name: 'Refund purchase' });
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(developerPage.getByText('Purchase refunded')).toBeVisible();
    const ledger = developerPage.getByRole('table', { name: 'Sales ledger' });
    await expect(ledgerRow(ledger, 'Sale', appName)).toHaveCount(1);
    await expect(ledgerRow(ledger, 'Sale', appName)).toContainText('€4.50');
    await expect(ledgerRow(ledger, 'Refund', appName)).toHaveCount(1);
    await expect(ledgerRow(ledger, 'Refund', appName)).toContainText('-€4.50');
    await axe(developerPage);
    await saveScreenshot(developerPage, testInfo, 'provider-test-ledger');

    // Analytics (decision 0040): the developer's analytics of the app count the download, the
    // sale and the refund, and its money nets to nothing.
    await developerPage.goto(`/analytics?range=7d&app=${app.appId}`);
    await expect(await expectSingleH1(developerPage)).toHaveText('Analytics');
    const totals = developerPage.getByRole('list', { name: 'Downloads and sales' });
    const tile = (title: string) => totals.getByRole('listitem').filter({ hasText: title });
    await expect(tile('Downloads')).toContainText('1');
    await expect(tile('Units sold')).toContainText('1');
    await expect(tile('Units refunded')).toContainText('1');
    await expect(
      developerPage.getByRole('img', { name: /Downloads and active users/i }),
    ).toBeVisible();
    await axe(developerPage);
    await expectNoHorizontalOverflow(developerPage);
    await saveScreenshot(developerPage, testInfo, 'analytics');
    await developerPage.goto('/dashboard');
    const downloads = developerPage.getByRole('listitem').filter({
      has: developerPage.getByRole('heading', { name: 'Downloads' }),
    });
    await expect(downloads).toContainText('1');
  } finally {
    await developerPage.close();
  }

  // Refunded: no longer the customer's to download; the app may be bought again.
  await page.reload();
  await expect(page.getByText(/Refunded \d/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Download ${appName}` })).toHaveCount(0);
  await axe();
  await saveScreenshot(page, testInfo, 'store-purchases-refunded');
  await page.goto(appPage);
  await expect(page.getByRole('button', { name: 'Buy for €4.50' })).toBeEnabled();
});
