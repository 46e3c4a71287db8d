import type { Page } from '@playwright/test';
import { PHONE } from '../support/tags';
import {
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  categoryToggle,
  consentBanner,
  expect,
  expectNoHorizontalOverflow,
  expectStoredConsent,
  insertNewUser,
  login,
  readCookieConsent,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

const SAVED_TEXT = 'Your cookie preferences have been saved successfully.';

async function openSettings(page: Page) {
  await page.goto('/settings/cookies');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  return {
    main,
    functional: categoryToggle(main, /functional/i),
    analytics: categoryToggle(main, /analytics/i),
    marketing: categoryToggle(main, /marketing/i),
    save: main.getByRole('button', { name: /^(Save Preferences|Preferences Saved ✓)$/ }),
  };
}

test.describe('/settings/cookies', () => {
  // Every visitor may open the page (decision 0018); an admin, who has no onboarding, stands in
  // here: the page is the same for every signed-in user.
  test.beforeEach(async ({ page, adminSession }) => {
    await useSession(page, adminSession);
  });

  test('shows quick actions, the four categories and the policy links', async ({ page }) => {
    await seedCookieConsent(page, NECESSARY_ONLY);
    const { main, functional, analytics, marketing, save } = await openSettings(page);

    await expect(page.locator('h1')).toHaveCount(1);
    await expect(main.getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Accept Necessary Only' })).toBeVisible();
    for (const name of [
      'Strictly Necessary',
      'Functional',
      'Performance & Analytics',
      'Marketing & Targeting',
    ]) {
      await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(main.getByText(/always active/i).first()).toBeVisible();

    // Exactly the three optional categories can be switched; Strictly Necessary has no toggle.
    await expect(main.getByRole('switch').or(main.getByRole('checkbox'))).toHaveCount(3);
    await expect(categoryToggle(main, /necessary/i)).toHaveCount(0);
    for (const toggle of [functional, analytics, marketing]) {
      await expect(toggle).toBeVisible();
      await expect(toggle).not.toBeChecked();
    }
    await expect(save).toHaveText('Save Preferences');
    await expect(save).toBeEnabled();

    // This is an admin: their dashboard is the admin dashboard.
    await expect(main.getByRole('link', { name: /dashboard/i })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await expect(main.getByRole('link', { name: /cookie policy/i }).first()).toHaveAttribute(
      'href',
      '/cookies',
    );
    await expect(main.getByRole('link', { name: /privacy policy/i }).first()).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  test('the switches show the stored choice', async ({ page }) => {
    await seedCookieConsent(page, { ...NECESSARY_ONLY, analytics: true });
    const { functional, analytics, marketing } = await openSettings(page);
    await expect(functional).not.toBeChecked();
    await expect(analytics).toBeChecked();
    await expect(marketing).not.toBeChecked();
  });

  test('Save Preferences confirms for 3 seconds and the choice survives a reload', async ({
    page,
  }) => {
    await seedCookieConsent(page, NECESSARY_ONLY);
    await page.clock.install();
    const { main, functional, marketing, save } = await openSettings(page);
    await expect(main.getByText(SAVED_TEXT)).toHaveCount(0);

    await functional.click();
    await marketing.click();
    // From here the page's time moves only when the test moves it, so a slow machine cannot
    // use up the 3 seconds between the click and the checks.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await save.click();

    await expect(save).toHaveText('Preferences Saved ✓');
    await expect(save).toBeDisabled();
    await expect(main.getByText(SAVED_TEXT)).toBeVisible();
    await expectStoredConsent(page, {
      necessary: true,
      functional: true,
      analytics: false,
      marketing: true,
    });

    await page.clock.runFor(2_800);
    await expect(save).toBeDisabled();
    await expect(save).toHaveText('Preferences Saved ✓');
    await page.clock.runFor(400);
    await expect(save).toBeEnabled();
    await expect(save).toHaveText('Save Preferences');

    await page.clock.resume();
    await page.reload();
    const after = await openSettings(page);
    await expect(after.functional).toBeChecked();
    await expect(after.analytics).not.toBeChecked();
    await expect(after.marketing).toBeChecked();
    await expectStoredConsent(page, {
      necessary: true,
      functional: true,
      analytics: false,
      marketing: true,
    });
  });

  test('quick actions store all or necessary only', async ({ page }) => {
    await seedCookieConsent(page, NECESSARY_ONLY);
    const { main, functional, analytics, marketing } = await openSettings(page);

    await main.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expectStoredConsent(page, ALL_ACCEPTED);
    for (const toggle of [functional, analytics, marketing]) await expect(toggle).toBeChecked();

    await main.getByRole('button', { name: 'Accept Necessary Only' }).click();
    await expectStoredConsent(page, NECESSARY_ONLY);
    for (const toggle of [functional, analytics, marketing]) await expect(toggle).not.toBeChecked();

    await page.reload();
    const after = await openSettings(page);
    for (const toggle of [after.functional, after.analytics, after.marketing]) {
      await expect(toggle).not.toBeChecked();
    }
  });

  test('a quick action here also dismisses the banner', async ({ page }) => {
    const { main } = await openSettings(page);
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    await main.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(banner).toBeHidden();
    await expectStoredConsent(page, ALL_ACCEPTED);
  });

  test('necessary cannot be switched off, even by a tampered record', async ({ page }) => {
    await seedCookieConsent(page, { ...NECESSARY_ONLY, necessary: false, functional: true });
    const { main, save } = await openSettings(page);
    await expect(categoryToggle(main, /necessary/i)).toHaveCount(0);
    // The banner may be open here (the record is not trusted); the keyboard reaches the button either way.
    await save.press('Enter');
    await expect(save).toHaveText('Preferences Saved ✓');
    const stored = await readCookieConsent(page);
    expect(stored?.preferences.necessary).toBe(true);
  });

  test(
    'is accessible, with the banner open and after saving',
    { tag: PHONE },
    async ({ page, axe }) => {
      const { main, save } = await openSettings(page);
      await expect(consentBanner(page)).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await axe();

      await main.getByRole('button', { name: 'Accept Necessary Only' }).click();
      await expect(consentBanner(page)).toBeHidden();
      await save.click();
      await expect(main.getByText(SAVED_TEXT)).toBeVisible();
      await axe();
    },
  );
});

test.describe('/settings/cookies for a visitor who is not signed in', () => {
  test(
    'the footer link opens it, and the saved confirmation shows where the visitor is',
    { tag: PHONE },
    async ({ page, baseURL, axe }) => {
      await seedCookieConsent(page, NECESSARY_ONLY);
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Settings' }).click();
      await expect(page).toHaveURL(new URL('/settings/cookies', baseURL).href);
      const { main, functional, save } = await openSettings(page);
      await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

      // Save sits at the bottom of a long page: the confirmation is in view beside it.
      await functional.click();
      await save.click();
      await expect(main.getByText(SAVED_TEXT)).toBeInViewport();
      await expectStoredConsent(page, { ...NECESSARY_ONLY, functional: true });
      await axe();

      // A quick action at the top: the confirmation is in view there too.
      await page.reload();
      const again = await openSettings(page);
      await again.main.getByRole('button', { name: 'Accept All Cookies' }).click();
      await expect(again.main.getByText(SAVED_TEXT)).toBeInViewport();
      await expectStoredConsent(page, ALL_ACCEPTED);
      await expectNoHorizontalOverflow(page);
    },
  );

  test('a developer whose email is not verified yet can change their choice too', async ({
    page,
    baseURL,
  }) => {
    await seedCookieConsent(page, NECESSARY_ONLY);
    const user = await insertNewUser(baseURL!, { verified: false });
    await login(page, baseURL!, user);
    const { main, save } = await openSettings(page);
    await expect(page).toHaveURL(new URL('/settings/cookies', baseURL).href);
    await main.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expectStoredConsent(page, ALL_ACCEPTED);
    await expect(save).toBeVisible();
  });
});
