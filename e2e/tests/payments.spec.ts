import type { Page } from '@playwright/test';
import { appForm } from '../support/app-form';
import { uniqueAppName, uniqueBundleIdentifier } from '../support/apps';
import { createVerifiedDeveloper } from '../support/developers';
import { paymentSetup, providerTestForm, type SandboxAccountState } from '../support/payments';
import { saveScreenshot } from '../support/screenshots';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

// Payment setup, the payment-provider test route and eligibility (docs/product.md, "Payment setup",
// "Payment eligibility"): with the sandbox provider, a developer in France walks every
// connected-account state from the test screen to /payments and can then set a paid price; a
// developer in the US can only publish free apps.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

const STATE_LABELS: Record<SandboxAccountState, string> = {
  not_started: 'Not started',
  onboarding: 'Onboarding',
  verification_pending: 'Verification pending',
  restricted: 'Restricted',
  active: 'Active',
};

/** Applies a state on the test screen, as the developer would, and opens /payments. */
async function applyOnTestScreen(page: Page, state: SandboxAccountState) {
  await page.goto('/payments/provider-test');
  await expect(await expectSingleH1(page)).toHaveText('Payment Provider Test');
  const form = providerTestForm(page);
  // The profile's country is preselected.
  await expect(form.country).toHaveValue('FR');
  await form.state(STATE_LABELS[state]).check();
  await form.apply.click();
  await expect(page.getByText('Test payment state applied')).toBeVisible();
  const result = page.getByRole('region', { name: 'Resulting eligibility' });
  await expect(result).toContainText('France: eligible.');
  await result.getByRole('link', { name: 'Go to Payment Setup' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(await expectSingleH1(page)).toHaveText('Payment Setup');
}

test('a developer in France goes from not started to charges enabled, then sets a paid price', async ({
  page,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.slow();
  const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'FR' });
  await useSession(page, developer.session);

  // Not started.
  await page.goto('/payments');
  await expect(await expectSingleH1(page)).toHaveText('Payment Setup');
  const cards = paymentSetup(page);
  await expect(cards.eligibility.getByText('France', { exact: true })).toBeVisible();
  await expect(cards.eligibility.getByText('Eligible', { exact: true })).toBeVisible();
  await expect(cards.account.getByText('Not started', { exact: true })).toBeVisible();
  await expect(cards.nextSteps.getByRole('listitem')).toHaveText(['Complete Stripe Connect setup']);
  await expect(cards.onboarding.getByRole('button', { name: 'Set up payments' })).toBeVisible();
  await expect(
    cards.onboarding.getByRole('link', { name: 'payment-provider test screen' }),
  ).toHaveAttribute('href', '/payments/provider-test');
  await axe();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, '1-not-started');

  // The test screen itself.
  await page.goto('/payments/provider-test');
  await expect(await expectSingleH1(page)).toHaveText('Payment Provider Test');
  await axe();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, '0-provider-test');

  // Set up payments opens the sandbox account: onboarding, details still due.
  await page.goto('/payments');
  await cards.onboarding.getByRole('button', { name: 'Set up payments' }).click();
  await expect(
    cards.onboarding.getByText(/^Your sandbox payment account \S+ is ready/),
  ).toBeVisible();
  await expect(cards.account.getByText('Onboarding', { exact: true })).toBeVisible();

  // The same state from the test screen.
  await applyOnTestScreen(page, 'onboarding');
  await expect(cards.account.getByText('Onboarding', { exact: true })).toBeVisible();
  await expect(cards.nextSteps.getByRole('listitem').first()).toHaveText(
    'Complete identity verification',
  );
  await expect(cards.nextSteps.getByText('Add a bank account for payouts')).toBeVisible();
  await expect(cards.onboarding.getByRole('button', { name: 'Continue setup' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, '2-onboarding');

  // Verification pending: identity verification is what is left.
  await applyOnTestScreen(page, 'verification_pending');
  await expect(cards.identity.getByText('Required', { exact: true })).toBeVisible();
  await expect(cards.nextSteps.getByRole('listitem')).toHaveText([
    'Complete identity verification',
    'Upload an identity document',
  ]);
  await axe();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, '3-verification-pending');

  // Restricted: the reason and the requirements, in words.
  await applyOnTestScreen(page, 'restricted');
  await expect(cards.restrictions.getByText('Restricted', { exact: true })).toBeVisible();
  await expect(cards.restrictions.getByText('Restricted: Requirements past due')).toBeVisible();
  await expect(
    cards.restrictions.getByRole('region', { name: 'Required now' }).getByRole('listitem'),
  ).toHaveText(['Upload an identity document', 'Add a bank account for payouts']);
  await expect(cards.identity.getByText('Past due', { exact: true })).toBeVisible();
  await axe();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, '4-restricted');

  // Active: applied on the test screen in another tab while this one still shows the
  // restrictions; following the verification link (a new tab: the sandbox's verification is
  // the test screen) makes this screen check again on its own shortly after.
  await cards.identity.getByRole('button', { name: 'Start identity verification' }).click();
  const verify = cards.identity.getByRole('link', { name: /Verify identity/ });
  await expect(verify).toHaveAttribute('target', '_blank');
  await expect(verify).toHaveAttribute('rel', 'noopener noreferrer');
  const testTab = await page.context().newPage();
  await applyOnTestScreen(testTab, 'active');
  await testTab.close();
  await expect(cards.restrictions).toBeVisible();
  const [verificationTab] = await Promise.all([
    page.context().waitForEvent('page'),
    verify.click(),
  ]);
  await expect(verificationTab).toHaveURL(/\/payments\/provider-test$/);
  await verificationTab.close();
  await expect(cards.nextSteps.getByText("You're all set")).toBeVisible();
  await expect(cards.account.getByText('Active', { exact: true })).toBeVisible();
  await expect(cards.account.getByText('Enabled', { exact: true })).toHaveCount(2);
  await expect(cards.identity.getByText('Verified', { exact: true })).toBeVisible();
  await axe();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, '5-active');

  // Now a paid price saves.
  await page.goto('/apps/create');
  const form = appForm(page);
  const appName = uniqueAppName('Paid');
  await form.appName.fill(appName);
  await form.bundleIdentifier.fill(uniqueBundleIdentifier());
  await form.bundleIdentifier.blur();
  await expect(form.form.getByText('This bundle identifier is available')).toBeVisible();
  await expect(form.paid).toBeEnabled();
  await form.paid.check();
  await form.price.fill('4.5');
  await form.price.blur();
  await expect(form.price).toHaveValue('4.50');
  await form.currency.selectOption('EUR');
  await form.saveDraft.click();
  await expect(
    page.getByText(`Application "${appName}" has been created and saved as draft successfully!`),
  ).toBeVisible();
});

test('a developer in the US sees the outside EU/UK message and can publish free apps only', async ({
  page,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'US' });
  await useSession(page, developer.session);

  await page.goto('/payments/setup');
  await expect(await expectSingleH1(page)).toHaveText('Payment Setup');
  const cards = paymentSetup(page);
  await expect(cards.eligibility.getByText('United States', { exact: true })).toBeVisible();
  await expect(cards.eligibility.getByText('Not eligible', { exact: true })).toBeVisible();
  await expect(
    cards.eligibility.getByText(
      'Charging for apps is available to developers in the EU and UK only.',
    ),
  ).toBeVisible();
  await expect(cards.eligibility.getByText('You can publish free apps.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up payments' })).toHaveCount(0);
  await axe();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, '6-outside-eu-uk');

  await page.goto('/apps/create');
  const form = appForm(page);
  await expect(
    form.form.getByText(
      'Paid apps are available to developers in the EU and UK only. You can publish this app for free.',
    ),
  ).toBeVisible();
  await expect(form.paid).toBeDisabled();
  await expect(form.free).toBeChecked();
});
