import type { Page } from '@playwright/test';
import { createVerifiedDeveloper } from '../support/developers';
import { setSandboxPaymentState } from '../support/payments';
import { saveScreenshot } from '../support/screenshots';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

// Personal and business details (decision 0044): a developer edits their personal and business
// details on /profile with the onboarding's rules, saves their notification preferences, and,
// selling paid apps, is warned before a legal name change sends the account back to review, which
// it then does.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

const BACK_TO_REVIEW =
  /This sends your developer account back to review\. Until they approve it again, your paid apps cannot be bought/;

/** The screen is whole: one h1, nothing scrolls sideways, axe finds nothing; and a picture of it. */
async function checkScreen(page: Page, axe: () => Promise<void>, name: string) {
  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, test.info(), name);
}

test('a seller edits their details and preferences, and is warned before a legal name change sends them to review', async ({
  page,
  baseURL,
  adminSession,
  axe,
}) => {
  test.slow();
  const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'FR' });
  // Selling: in France with a sandbox account that takes charges.
  expect(
    (await setSandboxPaymentState(baseURL!, developer.session, 'FR', 'active')).canCharge,
  ).toBe(true);
  await useSession(page, developer.session);

  await page.goto('/profile');
  await expect(await expectSingleH1(page)).toHaveText('Profile');
  const details = page.getByRole('region', { name: 'Personal and business details' });
  const firstName = details.getByLabel('First name', { exact: true });
  await expect(firstName).toHaveValue(developer.firstName);
  await expect(details.getByRole('combobox', { name: 'Country' })).toHaveValue('France');
  await checkScreen(page, axe, 'profile-details');

  // The onboarding's rules, before anything is sent.
  await firstName.fill(' ');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toBeFocused();
  await expect(details.getByText('First name is required', { exact: true })).toBeVisible();
  await firstName.fill('Ada');
  await details.getByLabel('Account type').selectOption('business');
  await details.getByLabel('Company name', { exact: true }).fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(
    details.getByText('Company name is required for a business account', { exact: true }),
  ).toBeVisible();
  await axe();

  // Every detail staff verified asks first, the city as the legal name (decision 0057): the
  // warning shows while typing, and nothing is saved without the confirmation.
  await details.getByLabel('Account type').selectOption('individual');
  await details.getByLabel('City', { exact: true }).fill('Lyon');
  await expect(details.getByRole('status').filter({ hasText: BACK_TO_REVIEW })).toBeVisible();
  await page.reload();
  await expect(details.getByLabel('City', { exact: true })).not.toHaveValue('Lyon');
  await expect(details.getByLabel('First name', { exact: true })).toHaveValue(developer.firstName);

  // Notification preferences.
  const preferences = page.getByRole('region', { name: 'Notification preferences' });
  const mail = preferences.getByRole('switch', { name: 'Email notifications' });
  await expect(mail).toBeChecked();
  await expect(preferences.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
  await mail.click();
  await preferences.getByLabel('Currency').selectOption('EUR');
  const zone = preferences.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('Paris');
  await page.getByRole('option', { name: 'Europe / Paris' }).click();
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();
  await page.reload();
  await expect(preferences.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  await expect(preferences.getByLabel('Currency')).toHaveValue('EUR');
  await expect(preferences.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
    'Europe / Paris',
  );

  // A new legal name: the warning shows while typing, and saving asks first.
  const legalName = details.getByLabel('Legal name', { exact: true });
  await legalName.fill('Ada King, Countess of Lovelace');
  await expect(details.getByRole('status').filter({ hasText: BACK_TO_REVIEW })).toBeVisible();
  await checkScreen(page, axe, 'profile-details-review-warning');
  await details.getByRole('button', { name: 'Save details' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send your account back to review?' });
  await expect(confirm).toContainText(BACK_TO_REVIEW);
  await checkScreen(page, axe, 'profile-details-review-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await page.reload();
  await expect(details.getByLabel('Legal name', { exact: true })).not.toHaveValue(
    'Ada King, Countess of Lovelace',
  );

  // Confirmed: the account is back in review, and the portal says so.
  await details.getByLabel('Legal name', { exact: true }).fill('Ada King, Countess of Lovelace');
  await details.getByRole('button', { name: 'Save details' }).click();
  await confirm.getByRole('button', { name: 'Save and send for review' }).click();
  await expect(page).toHaveURL(new URL('/pending-verification', baseURL).href);
  await expect(await expectSingleH1(page)).toHaveText('Account Under Review');
  await checkScreen(page, axe, 'profile-details-back-in-review');
});
