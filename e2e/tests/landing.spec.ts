import { saveScreenshot } from '../support/screenshots';
import { PHONE } from '../support/tags';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
} from './fixtures';

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

test('the landing page shows every part of the spec', async ({ page, axe }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');

  // Hero inviting app submission.
  const h1 = await expectSingleH1(page);
  await expect(h1).toContainText(/publish|submit/i);
  const hero = page.getByRole('region', { name: await h1.innerText() });
  await expect(hero.getByRole('link', { name: /get started/i })).toHaveAttribute(
    'href',
    '/auth/signup',
  );

  // Quick start, docs and community cards.
  await expect(main.getByRole('heading', { name: /quick start/i })).toBeVisible();
  await expect(main.getByRole('heading', { name: /community/i }).first()).toBeVisible();
  await expect(main.locator('a[href="/docs"]').first()).toBeVisible();

  // Three fixed news teasers, each linking to its own article.
  const teasers = main.locator('a[href^="/news/"]');
  await expect(teasers).toHaveCount(3);
  const hrefs = await teasers.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/news\/[a-z0-9-]+$/);
  expect(new Set(hrefs).size).toBe(3);

  // Buy-device panel and the coming-soon developer kit panel.
  const buyLink = page.getByRole('link', { name: /buy/i });
  const buyPanel = main.getByRole('region').filter({ has: buyLink });
  await expect(buyPanel).toBeVisible();
  await expect(buyPanel.getByRole('link', { name: /buy/i })).toHaveAttribute('href', /^https:\/\//);
  const kit = main.getByRole('region', { name: /developer kit/i });
  await expect(kit).toBeVisible();
  await expect(kit).toContainText(/coming soon/i);

  // Footer with the 2025 copyright.
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');

  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, test.info(), 'landing');
});

test('a news teaser opens its article', async ({ page, baseURL }) => {
  await page.goto('/');
  const teaser = page.getByRole('main').locator('a[href^="/news/"]').nth(1);
  const href = await teaser.getAttribute('href');
  const title = (await teaser.innerText()).trim();
  await teaser.click();
  await expect(page).toHaveURL(new URL(href!, baseURL).href);
  const h1 = await expectSingleH1(page);
  await expect(h1).toHaveText(title);
});

test('the header offers Sign In and Get Started', { tag: PHONE }, async ({ page, baseURL }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const signIn = header.getByRole('link', { name: 'Sign In' });
  const getStarted = header.getByRole('link', { name: 'Get Started' });
  await expect(signIn).toBeVisible();
  await expect(getStarted).toBeVisible();

  await signIn.click();
  await expect(page).toHaveURL(new URL('/auth/login', baseURL).href);

  await page.goto('/');
  await header.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(new URL('/auth/signup', baseURL).href);
});

test(
  'the header shows Store, Docs and News at every width, and Tab follows its visual order',
  { tag: PHONE },
  async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Store' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Docs' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'News' })).toBeVisible();

    // Tab through the header from the skip link and note where each stop is on screen.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const stops: { name: string; top: number; left: number }[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const box = el.getBoundingClientRect();
          return { name: el.textContent?.trim() ?? '', top: box.top, left: box.left };
        }),
      );
    }
    expect(stops.map((s) => s.name)).toEqual([
      'VMU Pro Developers',
      'Store',
      'Docs',
      'News',
      'Sign In',
      'Get Started',
    ]);
    // Reading order: each stop is right of the previous one on its row, or on a lower row.
    for (let i = 1; i < stops.length; i += 1) {
      const [before, after] = [stops[i - 1]!, stops[i]!];
      const sameRow = Math.abs(after.top - before.top) < 8;
      expect(
        sameRow ? after.left > before.left : after.top > before.top,
        `${after.name} comes after ${before.name} on screen`,
      ).toBe(true);
    }
  },
);
