import type { Locator, Page } from '@playwright/test';
import { PHONE } from '../support/tags';
import {
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  categoryToggle,
  consentBanner,
  expect,
  expectStoredConsent,
  readCookieConsent,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

async function openWithBanner(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const banner = consentBanner(page);
  await expect(banner).toBeVisible();
  return banner;
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 150): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target.toString()} with ${maxPresses} presses of Tab`);
}

/** True when the focused element draws a focus indicator (outline or ring). */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      ring: style.boxShadow !== 'none' && style.boxShadow !== '',
    };
  });
  expect(indicator.focusVisible, 'matches :focus-visible').toBe(true);
  expect(indicator.outline || indicator.ring, 'draws an outline or a ring when focused').toBe(true);
}

test.describe('cookie consent banner', () => {
  for (const path of ['/', '/docs', '/terms']) {
    test(`shows on a first visit to ${path} until a choice is stored`, async ({ page }) => {
      const banner = await openWithBanner(page, path);
      await expect(banner.getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Accept Necessary Only' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Customize Preferences' })).toBeVisible();
      expect(await readCookieConsent(page)).toBeNull();
    });
  }

  test('Accept All Cookies stores every category and the banner stays away', async ({
    page,
    adminSession,
  }) => {
    // /settings/cookies is in the main area; an admin reaches it without onboarding.
    await useSession(page, adminSession);
    const banner = await openWithBanner(page, '/');
    await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(banner).toBeHidden();
    await expectStoredConsent(page, ALL_ACCEPTED);
    const stored = await readCookieConsent(page);

    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(banner).toBeHidden();

    for (const path of ['/docs', '/terms', '/settings/cookies']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(banner, `banner on ${path}`).toBeHidden();
    }
    // Moving around does not rewrite the choice.
    expect(await readCookieConsent(page)).toEqual(stored);
  });

  test('Accept Necessary Only stores necessary alone', async ({ page }) => {
    const banner = await openWithBanner(page, '/docs');
    await banner.getByRole('button', { name: 'Accept Necessary Only' }).click();
    await expect(banner).toBeHidden();
    await expectStoredConsent(page, NECESSARY_ONLY);

    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(banner).toBeHidden();
    await expectStoredConsent(page, NECESSARY_ONLY);
  });

  test('Customize Preferences stores exactly the chosen categories', async ({ page }) => {
    const banner = await openWithBanner(page, '/');
    await banner.getByRole('button', { name: 'Customize Preferences' }).click();

    const functional = categoryToggle(banner, /functional/i);
    const analytics = categoryToggle(banner, /analytics/i);
    const marketing = categoryToggle(banner, /marketing/i);
    // Before any choice only necessary cookies are on (docs/product.md, "Cookie consent record").
    for (const toggle of [functional, analytics, marketing]) {
      await expect(toggle).toBeVisible();
      await expect(toggle).not.toBeChecked();
    }
    // Necessary is not offered as a switch.
    await expect(categoryToggle(banner, /necessary/i)).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Accept Necessary Only' })).toBeVisible();

    await functional.click();
    await marketing.click();
    await expect(functional).toBeChecked();
    await expect(analytics).not.toBeChecked();
    await expect(marketing).toBeChecked();
    expect(await readCookieConsent(page), 'nothing is stored before saving').toBeNull();

    await banner.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner).toBeHidden();
    await expectStoredConsent(page, {
      necessary: true,
      functional: true,
      analytics: false,
      marketing: true,
    });

    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('Customize then Accept Necessary Only discards the switched-on categories', async ({
    page,
  }) => {
    const banner = await openWithBanner(page, '/terms');
    await banner.getByRole('button', { name: 'Customize Preferences' }).click();
    await categoryToggle(banner, /analytics/i).click();
    await categoryToggle(banner, /marketing/i).click();
    await banner.getByRole('button', { name: 'Accept Necessary Only' }).click();
    await expect(banner).toBeHidden();
    await expectStoredConsent(page, NECESSARY_ONLY);
  });

  test('links to the cookie policy, and still asks there', async ({ page, baseURL }) => {
    const banner = await openWithBanner(page, '/');
    await banner.getByRole('link', { name: /cookie policy/i }).click();
    await expect(page).toHaveURL(new URL('/cookies', baseURL).href);
    await expect(page.locator('h1')).toContainText(/cookie/i);
    await expect(banner).toBeVisible();
    expect(await readCookieConsent(page)).toBeNull();
  });

  test('a choice made in one tab hides the banner in another', async ({ page, context }) => {
    const banner = await openWithBanner(page, '/');
    const other = await context.newPage();
    await other.goto('/docs');
    await expect(consentBanner(other)).toBeVisible();

    await banner.getByRole('button', { name: 'Accept Necessary Only' }).click();
    await expect(consentBanner(other)).toBeHidden();
    await other.close();
  });

  test('a stored record that switches necessary off is not trusted', async ({
    page,
    adminSession,
  }) => {
    await useSession(page, adminSession);
    await seedCookieConsent(page, { ...ALL_ACCEPTED, necessary: false });
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    // Either the record is ignored (the banner asks again) or necessary is forced back on;
    // what must never happen is a page that treats necessary as off.
    const banner = consentBanner(page);
    if (await banner.isVisible()) {
      await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
      await expect(banner).toBeHidden();
    }
    await page.goto('/settings/cookies');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect
      .poll(async () => (await readCookieConsent(page))?.preferences.necessary)
      .toBe(true);
  });

  test('keyboard: Tab reaches the buttons, Enter accepts all, with a visible focus', async ({
    page,
  }) => {
    const banner = await openWithBanner(page, '/');
    const acceptAll = banner.getByRole('button', { name: 'Accept All Cookies' });
    await tabTo(page, acceptAll);
    await expectVisibleFocus(acceptAll);
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expectStoredConsent(page, ALL_ACCEPTED);
  });

  test('keyboard: Space on Accept Necessary Only', async ({ page }) => {
    const banner = await openWithBanner(page, '/docs');
    const necessaryOnly = banner.getByRole('button', { name: 'Accept Necessary Only' });
    await tabTo(page, necessaryOnly);
    await expectVisibleFocus(necessaryOnly);
    await page.keyboard.press('Space');
    await expect(banner).toBeHidden();
    await expectStoredConsent(page, NECESSARY_ONLY);
  });

  test('keyboard: customize, switch a category with Space, save with Enter', async ({ page }) => {
    const banner = await openWithBanner(page, '/');
    const customize = banner.getByRole('button', { name: 'Customize Preferences' });
    await tabTo(page, customize);
    await expectVisibleFocus(customize);
    await page.keyboard.press('Enter');

    const analytics = categoryToggle(banner, /analytics/i);
    await tabTo(page, analytics, 20);
    await expectVisibleFocus(analytics);
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();

    const save = banner.getByRole('button', { name: 'Save Preferences' });
    await tabTo(page, save, 20);
    await expectVisibleFocus(save);
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expectStoredConsent(page, {
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
    });
  });

  // The banner is fixed to the bottom of the viewport; while it is open the end of every page
  // must still be reachable, by pointer and by keyboard, without answering it first
  // (WCAG 2.2 2.4.11 Focus Not Obscured).
  for (const [path, name, target] of [
    [
      '/',
      'the last footer link',
      (page: Page) => page.getByRole('contentinfo').getByRole('link').last(),
    ],
    [
      '/settings/cookies',
      'Save Preferences',
      (page: Page) => page.getByRole('main').getByRole('button', { name: 'Save Preferences' }),
    ],
  ] as const) {
    test(
      `while open on ${path}, ${name} is not hidden behind it`,
      { tag: PHONE },
      async ({ page, adminSession }) => {
        if (path === '/settings/cookies') await useSession(page, adminSession);
        await openWithBanner(page, path);
        const element = target(page);
        await expect(element).toBeVisible();
        await element.click({ trial: true, timeout: 3_000 });

        await tabTo(page, element);
        const uncovered = await element.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && (hit === el || el.contains(hit));
        });
        expect(uncovered, `${name} has keyboard focus but the banner covers it`).toBe(true);
      },
    );
  }

  test('is accessible, collapsed and customizing', { tag: PHONE }, async ({ page, axe }) => {
    const banner = await openWithBanner(page, '/');
    await expect(page.locator('h1')).toBeVisible();
    await axe();
    await banner.getByRole('button', { name: 'Customize Preferences' }).click();
    await expect(categoryToggle(banner, /functional/i)).toBeVisible();
    await axe();
  });
});
