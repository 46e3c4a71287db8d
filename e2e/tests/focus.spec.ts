import type { Locator, Page } from '@playwright/test';
import { consentBanner, expect, seedCookieConsent, test, useSession } from './fixtures';

// Where focus goes when the page changes under it (decision 0021): to the
// new page's main heading after a route change, to the first invalid field after a refused
// submit, back to the page after the cookie banner closes. Never to <body>, where a keyboard
// user would start again from the top and a screen reader would announce nothing.

async function expectFocusedWithoutOutline(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  // A mouse user sees no outline jump onto the heading.
  expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(false);
}

test.describe('a route change', () => {
  test.beforeEach(async ({ page }) => {
    await seedCookieConsent(page);
  });

  test('leaves focus alone on the first load', async ({ page }) => {
    await page.goto('/docs');
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test('moves focus to the new page’s h1 after a click, without an outline', async ({ page }) => {
    await page.goto('/');
    // / is prerendered (decision 0030): until the app has it, a link loads a whole new page.
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    const heading = page.locator('main h1');
    await expectFocusedWithoutOutline(page, heading);
    // Focusable by script only: never a Tab stop of its own.
    await expect(heading).toHaveAttribute('tabindex', '-1');
  });

  test('moves focus to the new page’s h1 after Enter on a link', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator('main h1')).toBeFocused();
    // The next Tab goes on from the heading, into the new page, not from the top.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        Boolean(
          document.activeElement?.closest('main') ?? document.activeElement?.closest('footer'),
        ),
      ),
    ).toBe(true);
  });

  test('moves focus to the h1 of a lazily loaded screen inside the staff shell', async ({
    page,
    adminSession,
  }) => {
    await useSession(page, adminSession);
    await page.goto('/admin/dashboard');
    await page.locator('main#main').getByRole('link', { name: 'Review Developers' }).click();
    await expect(page).toHaveURL(/\/admin\/developers$/);
    const heading = page.locator('main h1');
    await expect(heading).toHaveText('Developer Review');
    await expectFocusedWithoutOutline(page, heading);
  });
});

test('a refused sign-up focuses Name, the first invalid field on screen', async ({ page }) => {
  await seedCookieConsent(page);
  await page.goto('/auth/signup');
  const form = page.getByRole('main');
  // Name and Email both invalid (Email is registered first in the form's code).
  await form.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
  await form.getByRole('button', { name: 'Create Account', exact: true }).click();
  const name = form.getByLabel('Name', { exact: true });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  // react-hook-form's own focus, a moment later, does not take it to Email.
  await page.waitForTimeout(100);
  await expect(name).toBeFocused();
});

test.describe('the cookie banner', () => {
  test('closed with a click, hands focus to the page’s main heading', async ({ page }) => {
    await page.goto('/docs');
    // The page as a visitor sees it: on a busy machine the banner can be clicked before the
    // lazily loaded page has a heading, and focus then rightly goes to <main>.
    await expect(page.locator('main h1')).toBeVisible();
    const banner = consentBanner(page);
    await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(banner).toHaveCount(0);
    await expectFocusedWithoutOutline(page, page.locator('main h1'));
  });

  test('closed from the keyboard, hands focus back to where it was', async ({ page }) => {
    await page.goto('/docs');
    const banner = consentBanner(page);
    // The page is prerendered (decision 0030): the banner's buttons work once the app has it.
    await expect(banner.getByRole('button', { name: 'Accept All Cookies' })).toBeEnabled();
    const logo = page.getByRole('banner').getByRole('link').first();
    await logo.focus();
    // The banner comes before the page in the tab order, so Shift+Tab reaches its last button.
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('button', { name: 'Accept All Cookies' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(logo).toBeFocused();
  });

  test('closed after customizing, hands focus to the page, not to <body>', async ({ page }) => {
    await page.goto('/docs');
    await expect(page.locator('main h1')).toBeVisible();
    const banner = consentBanner(page);
    await banner.getByRole('button', { name: 'Customize Preferences' }).click();
    await banner.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.locator('main h1')).toBeFocused();
  });
});
