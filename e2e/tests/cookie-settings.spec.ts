import type { Page } from '@playwright/test';
import {
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  categoryToggle,
  consentBanner,
  expect,
  expectNoHorizontalOverflow,
  expectStoredConsent,
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
  // The page is in the main area (issue 3). Until onboarding exists (issue 4) only an admin,
  // who has no onboarding, can get there; the page is the same for every signed-in user.
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

    await expect(main.getByRole('link', { name: /dashboard/i })).toHaveAttribute(
      'href',
      '/dashboard',
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

  test('is accessible, with the banner open and after saving', async ({ page, axe }) => {
    const { main, save } = await openSettings(page);
    await expect(consentBanner(page)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await axe();

    await main.getByRole('button', { name: 'Accept Necessary Only' }).click();
    await expect(consentBanner(page)).toBeHidden();
    await save.click();
    await expect(main.getByText(SAVED_TEXT)).toBeVisible();
    await axe();
  });
});
