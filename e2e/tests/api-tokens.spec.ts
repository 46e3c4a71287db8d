import type { APIRequestContext, Locator, Page } from '@playwright/test';
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

// API tokens (decision 0043): a developer makes an API token on /profile, sees its secret once,
// copies it, and the token works against the developer API (GET /api/v1/me) until it is revoked
// there.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

/** The developer API as a CI script calls it: the token in the Authorization header. */
const me = (api: APIRequestContext, secret: string) =>
  api.get('/api/v1/me', { headers: { authorization: `Bearer ${secret}` } });

/** A token's row in the list, found by its name (the row's header). */
const tokenRow = (section: Locator, name: string) =>
  section.getByRole('row').filter({ has: section.page().getByRole('rowheader', { name }) });

/** The screen is whole: one h1, nothing scrolls sideways, axe finds nothing; and a picture of it. */
async function checkScreen(page: Page, axe: () => Promise<void>, name: string) {
  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, test.info(), name);
}

test('a developer creates a token, copies its secret shown once, uses it, and revokes it', async ({
  page,
  context,
  baseURL,
  adminSession,
  axe,
  playwright,
  clientIp,
  expectedRefusals,
}) => {
  test.slow();
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await useSession(page, developer.session);

  await page.goto('/profile');
  await expect(await expectSingleH1(page)).toHaveText('Profile');
  const details = page.getByRole('region', { name: 'Your account' });
  await expect(details).toContainText(developer.user.email);
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section).toContainText('No tokens yet.');
  await checkScreen(page, axe, 'profile-api-tokens-empty');

  // The form refuses what the domain refuses, before anything is sent.
  await section.getByRole('button', { name: 'Create token' }).click();
  const form = page.getByRole('dialog', { name: 'Create API token' });
  await expect(form.getByRole('radio', { name: '90 days' })).toBeChecked();
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByText('Token name is required')).toBeVisible();
  await expect(form.getByText('Choose at least one scope')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await checkScreen(page, axe, 'profile-api-token-form-refused');

  await form.getByLabel('Name').fill('Nightly CI');
  await form.getByRole('checkbox', { name: 'Read apps' }).check();
  // The whole box of a scope can be pressed, its explanation too: the scope's label lies over
  // it (force: Playwright would wait for the text itself to take the click).
  await form.getByText('Upload a package as a new version').click({ force: true });
  await expect(form.getByRole('checkbox', { name: 'Upload builds' })).toBeChecked();
  await form.getByRole('radio', { name: '365 days' }).check();
  await form.getByRole('button', { name: 'Create token' }).click();

  // The secret, once: focused, with the warning, and Copy puts it on the clipboard.
  const shown = page.getByRole('dialog', { name: 'Copy your new token' });
  const field = shown.getByLabel('Token');
  await expect(field).toBeFocused();
  const secret = await field.inputValue();
  expect(secret).toMatch(/^vmu_[A-Za-z0-9_-]{43}$/);
  await expect(shown).toContainText('This is the only time the token is shown.');
  await expect(shown).toContainText('Nightly CI: Read apps, Upload builds.');
  await checkScreen(page, axe, 'profile-api-token-secret');
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Token copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(section.getByRole('button', { name: 'Create token' })).toBeFocused();

  // Listed without its secret, never used yet.
  const row = tokenRow(section, 'Nightly CI');
  await expect(row).toContainText(`${secret.slice(0, 8)}…`);
  await expect(row).toContainText('Read apps, Upload builds');
  await expect(row).toContainText('Never used');
  await expect(row).toContainText('Active');
  await expect(page.locator('body')).not.toContainText(secret);

  // It works: the API knows whom it acts for.
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  try {
    const before = await me(api, secret);
    expect(before.status(), await before.text()).toBe(200);
    expect(await before.json()).toMatchObject({
      developer: { email: developer.user.email },
      token: { name: 'Nightly CI', scopes: ['READ_APPS', 'UPLOAD_BUILDS'] },
    });

    // The list shows its use, and a second token of the same name is refused by the server.
    await page.reload();
    await expect(tokenRow(section, 'Nightly CI')).not.toContainText('Never used');
    expectedRefusals.push('/graphql');
    await section.getByRole('button', { name: 'Create token' }).click();
    await form.getByLabel('Name').fill('Nightly CI');
    await form.getByRole('checkbox', { name: 'Read apps' }).check();
    await form.getByRole('button', { name: 'Create token' }).click();
    await expect(
      form.getByText('You already have a working token named "Nightly CI".'),
    ).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await checkScreen(page, axe, 'profile-api-token-name-taken');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(section.getByRole('row')).toHaveCount(2);
    await checkScreen(page, axe, 'profile-api-tokens');

    // Revoked after a confirm: the row says so at once, and the API refuses the token.
    await section.getByRole('button', { name: 'Revoke Nightly CI' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke token' });
    await expect(confirm).toContainText(`Nightly CI (${secret.slice(0, 8)}…)`);
    await checkScreen(page, axe, 'profile-api-token-revoke');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Token revoked')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(tokenRow(section, 'Nightly CI')).toContainText('Revoked');
    await expect(section.getByRole('button', { name: 'Revoke Nightly CI' })).toHaveCount(0);
    await checkScreen(page, axe, 'profile-api-token-revoked');

    const after = await me(api, secret);
    expect(after.status()).toBe(401);
    expect(await after.json()).toMatchObject({ error: { code: 'TOKEN_REVOKED' } });
  } finally {
    await api.dispose();
  }
});

test('staff see their details on /profile and no API tokens', async ({
  page,
  adminSession,
  axe,
}) => {
  await useSession(page, adminSession);
  await page.goto('/profile');
  await expect(await expectSingleH1(page)).toHaveText('Profile');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Admin');
  await expect(page.getByRole('region', { name: 'API tokens' })).toHaveCount(0);
  await axe();
});
