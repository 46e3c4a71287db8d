import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { randomClientIp, seedCookieConsent, useSession, type Session } from '../tests/fixtures';

// Helpers for the admin app screens' journeys (/admin/review, /admin/apps).

/** The subjects of the mails a developer gets after staff act on an app (app-review-mails.ts). */
export const appReviewSubject = {
  approve: (appName: string) => `"${appName}" is approved and live on the VMU Pro store`,
  reject: (appName: string) => `"${appName}" was not approved`,
  suspend: (appName: string) => `"${appName}" has been suspended from the VMU Pro store`,
  restore: (appName: string) => `"${appName}" is back on the VMU Pro store`,
};

/** The file name a downloaded package gets (docs/product.md, "Staff actions"). */
export function packageFileName(appName: string, version: string): string {
  return `${appName.replace(/[^A-Za-z0-9_-]/gu, '_')}-v${version}.vmupack`;
}

/** A page signed in as `session` in a browser of its own, at the size of the test's project. */
export async function openPageAs(
  browser: Browser,
  testInfo: TestInfo,
  session: Session,
): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    acceptDownloads: true,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
  });
  const page = await context.newPage();
  await seedCookieConsent(page);
  await useSession(page, session);
  return page;
}

/**
 * The review card of `appName` on /admin/review. Other journeys submit apps too, so it loads
 * more pages until the card shows.
 */
export async function reviewCard(page: Page, appName: string): Promise<Locator> {
  const card = page.getByRole('article', { name: appName, exact: true });
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(card.or(loadMore).first()).toBeVisible();
  while (!(await card.isVisible())) {
    await expect(loadMore).toBeEnabled();
    await loadMore.click();
    await expect(card.or(loadMore.and(page.locator(':enabled'))).first()).toBeVisible();
  }
  return card;
}

/** The card of `appName` on /admin/apps, found with the screen's own search. */
export async function allAppsCard(page: Page, appName: string): Promise<Locator> {
  // The search goes to the server once typing pauses: wait for that answer, not an older list.
  const searched = page.waitForResponse((response) => {
    if (!response.url().endsWith('/graphql')) return false;
    const body = response.request().postDataJSON() as {
      query?: string;
      variables?: { search?: string };
    } | null;
    return Boolean(
      body?.query?.includes('query AdminApplications') && body.variables?.search === appName,
    );
  });
  await page.getByRole('searchbox', { name: 'Search' }).fill(appName);
  await searched;
  const card = page.getByRole('article', { name: appName, exact: true });
  await expect(card).toBeVisible();
  await expect(page.getByRole('region', { name: 'Applications' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect(page.getByRole('article')).toHaveCount(1);
  return card;
}

/** Opens the card's menu and picks `item`. */
export async function chooseFromMenu(
  page: Page,
  card: Locator,
  appName: string,
  item: string,
): Promise<void> {
  await card.getByRole('button', { name: `Actions for ${appName}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
