import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { nextAnswer } from '../support/admin';
import { createLiveApp } from '../support/app-updates';
import { uniqueAppName } from '../support/apps';
import { createVerifiedDeveloper } from '../support/developers';
import { setSandboxPaymentState } from '../support/payments';
import { buyInSandbox, downloadAsBuyer } from '../support/purchases';
import { saveScreenshot } from '../support/screenshots';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

// The store's own figures (decision 0042): a sale in the sandbox and a download made here
// are in the admin's /admin/analytics (the store-wide series, the top apps by net revenue), as
// is the review that published the app. Other journeys change the store at the same time, so
// the screen is compared with what the server answered to its very request, and this journey's
// own events are looked for in it. The browser writes money in en-GB (the project's locale).

interface Totals {
  downloads: number;
  unitsSold: number;
}
interface StoreAnalytics {
  totals: Totals;
  revenueTotals: { currency: string; net: number }[];
}
interface StoreFigures {
  topApps: { byRevenue: { appName: string | null; currency: string; net: number }[] };
  reviewTimes: { all: { decisions: number } };
}

/** A price no other journey sells at, so this app leads the EUR list of top apps. */
const PRICE = { amount: 99, currency: 'EUR' as const };
const euros = (minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100);

/** A tile's figure, by its title, in the list named `list`. */
const tile = (scope: Locator, list: string, title: string) =>
  scope
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({
      has: scope.page().getByRole('heading', { name: title, exact: true }),
    });

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

test("a sandbox sale and a download made here are in the admin's store figures", async ({
  page,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.setTimeout(120_000);
  const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'FR' });
  await setSandboxPaymentState(baseURL!, developer.session, 'FR', 'active');
  const appName = uniqueAppName('Quasar');
  // Submitted and approved by staff: a decision for today's review times.
  const app = await createLiveApp(baseURL!, developer.session, adminSession, {
    appName,
    appType: 'game',
    price: PRICE,
  });
  const buyer = await buyInSandbox(baseURL!, app.bundleIdentifier);
  await downloadAsBuyer(baseURL!, buyer, app.bundleIdentifier);

  await useSession(page, adminSession);
  const series = await nextAnswer<StoreAnalytics>(page, 'Analytics', 'analytics');
  const storeFigures = await nextAnswer<StoreFigures>(page, 'StoreFigures', 'storeFigures');
  await page.goto('/admin/analytics?range=7d');
  await expect(await expectSingleH1(page)).toHaveText('Store Analytics');
  const analytics = await series.wait();
  const figures = await storeFigures.wait();
  const main = page.locator('main#main');

  // The store-wide series count this journey's download and sale, and show what was answered.
  expect(analytics.totals.downloads).toBeGreaterThanOrEqual(1);
  expect(analytics.totals.unitsSold).toBeGreaterThanOrEqual(1);
  const eur = analytics.revenueTotals.find((total) => total.currency === 'EUR');
  expect(eur?.net).toBeGreaterThanOrEqual(PRICE.amount * 100);
  await expect(tile(main, 'Downloads and sales', 'Downloads')).toContainText(
    analytics.totals.downloads.toLocaleString('en-GB'),
  );
  await expect(tile(main, 'Downloads and sales', 'Units sold')).toContainText(
    analytics.totals.unitsSold.toLocaleString('en-GB'),
  );
  await expect(tile(main, 'Revenue in EUR', 'Net revenue')).toContainText(euros(eur!.net));
  await expect(tile(main, 'Revenue in EUR', 'Developer’s share (75%)')).toBeVisible();
  await expect(
    main.getByRole('img', { name: /^Chart of downloads and active users/ }),
  ).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'App', exact: true })).toHaveCount(0);

  // The top apps by net revenue: this app leads the EUR list, at its price.
  const top = figures.topApps.byRevenue.find((row) => row.appName === appName);
  expect(top).toMatchObject({ currency: 'EUR', net: PRICE.amount * 100 });
  const revenue = main.getByRole('region', { name: 'Top apps by net revenue', exact: true });
  const row = revenue.getByRole('row').filter({ hasText: appName });
  await expect(row).toContainText(developer.user.name);
  await expect(row).toContainText(euros(PRICE.amount * 100));

  // Its review is among the decisions of the range, against the promise.
  expect(figures.reviewTimes.all.decisions).toBeGreaterThanOrEqual(1);
  const reviews = main.getByRole('region', { name: 'Review times', exact: true });
  await expect(reviews).toContainText('The promise is 1-3 business days');
  await expect(tile(reviews, 'Review times of every decision', 'Decisions')).toContainText(
    figures.reviewTimes.all.decisions.toLocaleString('en-GB'),
  );

  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, testInfo, 'admin-analytics');

  // The table's export holds the row shown.
  const downloaded = page.waitForEvent('download');
  await revenue.getByRole('button', { name: 'Export CSV of top apps by net revenue' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^store-top-apps-by-revenue-.*-day\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain(`${appName},${app.bundleIdentifier},${developer.user.name},EUR,`);
  expect(csv).toContain(',99.00,99.00,');

  // The review times by period open below their table; the screen stays accessible.
  await reviews.getByText('Review times by period').click();
  await expect(reviews.getByRole('table', { name: /^Review times by day/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, testInfo, 'admin-analytics-review-times');
});
