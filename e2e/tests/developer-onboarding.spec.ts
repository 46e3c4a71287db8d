import type { Page } from '@playwright/test';
import {
  VERIFICATION_SUBJECT,
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  newTestUser,
  readCode,
  seedCookieConsent,
  signUp,
  test,
} from './fixtures';

// Onboarding (docs/product.md, "Onboarding", "Onboarding forms"): a new developer signs up, meets
// every validation message of the three steps on the way, resumes after a reload, and ends up
// waiting for review.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

const APP_NAME = 'Pocket Chess';
const APP_DESCRIPTION = 'Chess puzzles for the VMU Pro.';

/** 'Step X of 3' above the title and the progress bar's value. */
async function expectStep(page: Page, stepNumber: number, title: string): Promise<void> {
  const h1 = await expectSingleH1(page);
  await expect(h1).toHaveText(title);
  await expect(page.getByText(`Step ${stepNumber} of 3`, { exact: true })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Onboarding progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', String(stepNumber));
  await expect(progress).toHaveAttribute('aria-valuemax', '3');
}

/** A field's error, tied to it by aria-describedby, and the field marked invalid. */
async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a new developer signs up, meets every onboarding message, resumes after a reload and waits for review', async ({
  page,
  baseURL,
  axe,
}) => {
  test.slow();
  const user = newTestUser('onboarding');

  // Sign-up through the UI and the emailed code.
  await signUp(page, user);
  await expect(page).toHaveURL(new URL('/verify-email', baseURL).href);
  const code = await readCode(user.email, { subject: VERIFICATION_SUBJECT });
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(new URL('/onboarding/country', baseURL).href);

  // Step 1: country.
  await expectStep(page, 1, 'Developer Location');
  await axe();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectFieldError(page, 'Country', 'Please select a country');
  await axe();
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('United King');
  await page.getByRole('option', { name: 'United Kingdom' }).click();
  await expect(country).toHaveValue('United Kingdom');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Developer profile created!')).toBeVisible();

  // Step 2: app details.
  await expect(page).toHaveURL(new URL('/onboarding/app-details', baseURL).href);
  await expectStep(page, 2, 'App Information');
  const appName = page.getByLabel('App name', { exact: true });
  const description = page.getByLabel('Description (optional)', { exact: true });
  await expect(description).toHaveAccessibleDescription('0 of 200 characters.');
  await expect(page.getByText('0/200', { exact: true })).toBeVisible();
  await axe();
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expectFieldError(page, 'App name', 'App name is required');
  await axe();

  // Neither field has a maxlength, so too long a value can be typed (the server checks too).
  await appName.fill('A'.repeat(51));
  await description.fill('D'.repeat(201));
  await expect(page.getByText('201/200', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectFieldError(page, 'App name', 'App name must be 50 characters or less');
  await expectFieldError(
    page,
    'Description (optional)',
    'Description must be 200 characters or less',
  );
  await expect(page).toHaveURL(new URL('/onboarding/app-details', baseURL).href);

  // Exactly at the limits is fine; then the real values.
  await appName.fill(APP_NAME);
  await description.fill(APP_DESCRIPTION);
  await expect(page.getByText(`${APP_DESCRIPTION.length}/200`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: developer details.
  await expect(page).toHaveURL(new URL('/onboarding/developer-details', baseURL).href);
  await expectStep(page, 3, 'Developer Information');
  await axe();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expectFieldError(page, 'First name', 'First name is required');
  await expectFieldError(page, 'Last name', 'Last name is required');
  await expectFieldError(page, 'Street address', 'Address is required');
  await expectFieldError(page, 'City', 'City is required');
  await expectFieldError(page, 'Postal code', 'Postal code is required');
  await axe();
  await expectNoHorizontalOverflow(page);

  // Back keeps the values of the earlier step.
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 2, 'App Information');
  await expect(appName).toHaveValue(APP_NAME);
  await expect(description).toHaveValue(APP_DESCRIPTION);
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 1, 'Developer Location');
  await expect(country).toHaveValue('United Kingdom');

  // A reload on a step reached with Back resumes at the first incomplete step, values filled in.
  await page.reload();
  await expect(page).toHaveURL(new URL('/onboarding/developer-details', baseURL).href);
  await expectStep(page, 3, 'Developer Information');

  // Coming back (a typed URL, a new visit) resumes at the first incomplete step, and so does a
  // reload there; what was saved comes back from the server.
  await page.goto('/onboarding/app-details');
  await expect(page).toHaveURL(new URL('/onboarding/developer-details', baseURL).href);
  await expectStep(page, 3, 'Developer Information');
  await page.reload();
  await expect(page).toHaveURL(new URL('/onboarding/developer-details', baseURL).href);
  await expectStep(page, 3, 'Developer Information');
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 2, 'App Information');
  await expect(appName).toHaveValue(APP_NAME);
  await expect(description).toHaveValue(APP_DESCRIPTION);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 3, 'Developer Information');

  // Whitespace is not an answer.
  await page.getByLabel('First name', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expectFieldError(page, 'First name', 'First name is required');

  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Street address', { exact: true }).fill('12 St James Square');
  await page.getByLabel('City', { exact: true }).fill('London');
  await page.getByLabel('Postal code', { exact: true }).fill('SW1Y 4JH');
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page).toHaveURL(new URL('/pending-verification', baseURL).href);
  await expect(await expectSingleH1(page)).toHaveText('Account Under Review');
  await expect(page.getByText('1-3 business days')).toBeVisible();
  // The dashboard is not open to them yet, so the header does not offer it.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(
    0,
  );
  await axe();
  await expectNoHorizontalOverflow(page);

  // The main area stays closed until staff approve the account.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(new URL('/pending-verification', baseURL).href);
  await expect(await expectSingleH1(page)).toHaveText('Account Under Review');

  // Onboarding is over: its steps send the developer back to the review screen.
  await page.goto('/onboarding/country');
  await expect(page).toHaveURL(new URL('/pending-verification', baseURL).href);
});
