import { readFile } from 'node:fs/promises';
import { chooseFromMenu } from '../support/app-review';
import { createLiveApp } from '../support/app-updates';
import { PACKAGE_FIXTURE, suspendApp, uniqueAppName } from '../support/apps';
import { createVerifiedDeveloper } from '../support/developers';
import { saveScreenshot } from '../support/screenshots';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

// The public store (decision 0035): a visitor finds a live free game through search and filters,
// opens its page (rendered by the server, whole before any script runs) and downloads it, byte for
// byte the package the developer uploaded; a suspended app's page says it is not available (410);
// Copy Store Link on My Applications opens the app's page.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

test('a visitor finds a free game by search and filters, reads its page and downloads it', async ({
  page,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.setTimeout(120_000);
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const appName = uniqueAppName('Comet');
  const game = await createLiveApp(baseURL!, developer.session, adminSession, {
    appName,
    appType: 'game',
    shortDescription: `${appName}: race comets around the sun.`,
  });
  // Another developer's app of the same word, not a game: the filters leave it out.
  const other = await createVerifiedDeveloper(baseURL!, adminSession);
  await createLiveApp(baseURL!, other.session, adminSession, {
    appName: `${appName} Notes`,
  });

  await page.goto('/store');
  await expect(await expectSingleH1(page)).toHaveText('Store');
  const search = page.getByRole('search', { name: 'Store' });
  await search.getByLabel('Search apps').fill(appName);
  await search.getByLabel('Type').selectOption({ label: 'Games' });
  await search.getByLabel('Price').selectOption({ label: 'Free' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/store\?.*type=game/);
  const results = page.getByRole('region', { name: /result|app/i });
  const card = page.getByRole('link', { name: appName, exact: true });
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: `${appName} Notes`, exact: true })).toHaveCount(0);
  await expect(results.getByText('Free').first()).toBeVisible();
  await axe();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'store-catalogue');

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/store/apps/${game.bundleIdentifier}$`));
  await expect(await expectSingleH1(page)).toHaveText(appName);
  await expect(page).toHaveTitle(`${appName} | VMU Pro Store`);
  await expect(page.getByText('1.4.2').first()).toBeVisible();
  await expect(page.getByText('PEGI 7').first()).toBeVisible();
  // The banner is shown whole, whatever its shape: a banner of another shape than 3:1,
  // uploaded before the shape was asked for, is letterboxed, not cropped (decision 0051).
  const banner = page.getByRole('img', { name: `${appName} banner`, exact: true });
  await expect(banner).toHaveCSS('object-fit', 'contain');
  await axe();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'store-app-page');

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloaded;
  const path = await download.path();
  expect(Buffer.compare(await readFile(path), await readFile(PACKAGE_FIXTURE))).toBe(0);
});

test('the app page is whole in the HTML, with its preview, before any script runs', async ({
  browser,
  baseURL,
  adminSession,
}) => {
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const appName = uniqueAppName('Crawled');
  const game = await createLiveApp(baseURL!, developer.session, adminSession, { appName });
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`/store/apps/${game.bundleIdentifier}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: appName })).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${appName} | VMU Pro Store`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
    // The catalogue too: its search works as a plain form.
    await page.goto('/store');
    await page.getByLabel('Search apps').fill(appName);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/store\?q=/);
    await expect(page.getByRole('link', { name: appName, exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a suspended app's page says it is not available, and the catalogue leaves it out", async ({
  page,
  baseURL,
  adminSession,
  axe,
}) => {
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const appName = uniqueAppName('Gone');
  const app = await createLiveApp(baseURL!, developer.session, adminSession, { appName });
  await suspendApp(baseURL!, adminSession, app.appId);
  const response = await page.goto(`/store/apps/${app.bundleIdentifier}`);
  expect(response?.status()).toBe(410);
  await expect(await expectSingleH1(page)).toHaveText('This app is not available');
  await axe();
  await saveScreenshot(page, test.info(), 'store-app-unavailable');
  await page.goto(`/store?q=${encodeURIComponent(appName)}`);
  await expect(page.getByRole('link', { name: appName, exact: true })).toHaveCount(0);
  await expect(page.getByText('No apps match your search')).toBeVisible();
  await axe();
  await saveScreenshot(page, test.info(), 'store-no-results');
});

test('Copy Store Link on My Applications opens the app in the store', async ({
  page,
  context,
  baseURL,
  adminSession,
}) => {
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const appName = uniqueAppName('Linked');
  const app = await createLiveApp(baseURL!, developer.session, adminSession, { appName });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await useSession(page, developer.session);
  await page.goto('/apps');
  const card = page.getByRole('article', { name: appName, exact: true });
  await chooseFromMenu(page, card, appName, 'Copy Store Link');
  await expect(page.getByText('Store link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/store/apps/${app.bundleIdentifier}`);
  await page.goto(link);
  await expect(await expectSingleH1(page)).toHaveText(appName);
});
