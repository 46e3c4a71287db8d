import type { Locator, Page } from '@playwright/test';
import { createDraftApp, createSubmittedApp, uniqueAppName } from '../support/apps';
import { createVerifiedDeveloper } from '../support/developers';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

// My Applications (docs/product.md, "My Applications", "Typed confirmations"): a verified developer
// finds their apps by status and search, withdraws a submitted app and deletes a draft behind typed
// confirmations. Live and suspended apps (Edit Price, Unpublish, Copy Store Link) need staff
// review, which has no screen or API yet; their menus and dialogs are covered by the component
// tests.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

function appCard(page: Page, appName: string): Locator {
  return page.getByRole('article', { name: appName, exact: true });
}

/** Opens the card's menu and picks `item`. */
async function chooseFromMenu(page: Page, card: Locator, appName: string, item: string) {
  await card.getByRole('button', { name: `Actions for ${appName}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a developer finds their apps by status and by search', async ({
  page,
  baseURL,
  adminSession,
  axe,
}) => {
  test.slow();
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const draftName = uniqueAppName('Orbit');
  const submittedName = uniqueAppName('Comet');
  await createDraftApp(baseURL!, developer.session, {
    appName: draftName,
    shortDescription: 'A calm orbit simulator.',
  });
  const submittedApp = await createSubmittedApp(baseURL!, developer.session, {
    appName: submittedName,
    shortDescription: 'Dodge comets with the d-pad.',
  });
  await useSession(page, developer.session);

  await page.goto('/apps');
  await expect(await expectSingleH1(page)).toHaveText('My Applications');
  const draft = appCard(page, draftName);
  const submitted = appCard(page, submittedName);
  await expect(draft).toBeVisible();
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
  await expect(draft.getByText('A calm orbit simulator.')).toBeVisible();
  await expect(submitted.getByText('Under Review', { exact: true })).toBeVisible();
  await expect(submitted.getByText(`v${submittedApp.currentVersion}`)).toBeVisible();
  await expect(draft.getByText('v1.0.0')).toBeVisible();
  // The uploaded 512x512 web icon is the submitted app's picture; the draft shows its letter.
  await expect(submitted.locator('img')).toHaveJSProperty('naturalWidth', 512);
  await expect(draft.getByText('O', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New App' })).toHaveAttribute(
    'href',
    '/apps/create',
  );
  await axe();
  await expectNoHorizontalOverflow(page);

  // The status filter is kept in the URL.
  const status = page.getByLabel('Status');
  await status.selectOption('submitted');
  await expect(page).toHaveURL(/\/apps\?status=submitted$/);
  await expect(draft).toHaveCount(0);
  await expect(submitted).toBeVisible();

  // ... and seeded from it.
  await page.goto('/apps?status=draft');
  await expect(status).toHaveValue('draft');
  await expect(draft).toBeVisible();
  await expect(submitted).toHaveCount(0);

  await status.selectOption('all');
  await expect(page).toHaveURL(/\/apps$/);
  const search = page.getByRole('searchbox', { name: 'Search' });
  // Short descriptions are searched too.
  await search.fill('comets');
  await expect(draft).toHaveCount(0);
  await expect(submitted).toBeVisible();
  await search.fill(`${draftName.toUpperCase()}`);
  await expect(submitted).toHaveCount(0);
  await expect(draft).toBeVisible();

  await search.fill('no app is called this');
  await expect(page.getByRole('heading', { name: 'No applications found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
  await axe();
});

test('a developer withdraws a submitted app after typing the confirmation', async ({
  page,
  baseURL,
  adminSession,
  axe,
}) => {
  test.slow();
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const appName = uniqueAppName('Comet');
  await createSubmittedApp(baseURL!, developer.session, { appName });
  await useSession(page, developer.session);

  await page.goto('/apps');
  const card = appCard(page, appName);
  await expect(card.getByText('Under Review', { exact: true })).toBeVisible();

  // While in review: no editing, nothing that needs a published app.
  await card.getByRole('button', { name: `Actions for ${appName}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Edit Details/ })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: 'Copy Store Link' })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: 'View Analytics' })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: 'Delete App' })).toHaveCount(0);
  await axe();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await chooseFromMenu(page, card, appName, 'Withdraw');
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Review' });
  await expect(dialog).toBeVisible();
  const withdraw = dialog.getByRole('button', { name: 'Withdraw', exact: true });
  const phrase = dialog.getByLabel(`Type withdraw ${appName} to confirm`);
  await expect(withdraw).toBeDisabled();
  await phrase.fill(`withdraw ${appName.slice(0, -1)}`);
  await expect(withdraw).toBeDisabled();
  await axe();
  // Any case will do.
  await phrase.fill(`WITHDRAW ${appName.toUpperCase()}`);
  await expect(withdraw).toBeEnabled();
  await withdraw.click();

  await expect(
    page.getByText(`"${appName}" has been withdrawn from review successfully`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  // Focus is back on the card's menu button, and a draft can be edited again.
  await expect(card.getByRole('button', { name: `Actions for ${appName}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit Details' })).toBeEnabled();
  await expect(page.getByRole('menuitem', { name: 'Delete App' })).toBeVisible();
});

test('a developer deletes a draft after typing the confirmation', async ({
  page,
  baseURL,
  adminSession,
  axe,
}) => {
  test.slow();
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const appName = uniqueAppName('Orbit');
  await createDraftApp(baseURL!, developer.session, { appName });
  await useSession(page, developer.session);

  await page.goto('/apps');
  const card = appCard(page, appName);
  await expect(card).toBeVisible();
  await chooseFromMenu(page, card, appName, 'Delete App');
  const dialog = page.getByRole('dialog', { name: 'Delete App' });
  const remove = dialog.getByRole('button', { name: 'Delete App' });
  await expect(remove).toBeDisabled();
  await dialog
    .getByLabel(`Type delete ${appName} to confirm`)
    .fill(`  delete ${appName.toLowerCase()} `);
  await remove.click();

  await expect(page.getByText(`"${appName}" has been deleted successfully`)).toBeVisible();
  await expect(card).toHaveCount(0);
  // Its menu button went with it: focus waits on the page heading.
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeFocused();
  // That was the developer's only app.
  await expect(page.getByRole('heading', { name: 'No applications found' })).toBeVisible();
  const first = page.getByRole('link', { name: 'Create Your First App' });
  await expect(first).toBeVisible();
  await axe();
  await expectNoHorizontalOverflow(page);
  await first.click();
  await expect(page).toHaveURL(/\/apps\/create$/);
});
