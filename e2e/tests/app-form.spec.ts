import type { Locator, Page } from '@playwright/test';
import { appForm, files, holdRequests } from '../support/app-form';
import {
  createDraftApp,
  createSubmittedApp,
  moderateApp,
  uniqueAppName,
  uniqueBundleIdentifier,
  unpublishApp,
} from '../support/apps';
import { createVerifiedDeveloper } from '../support/developers';
import { setSandboxPaymentState } from '../support/payments';
import { saveScreenshot } from '../support/screenshots';
import { PHONE } from '../support/tags';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

// The app form (docs/product.md, "App form", "App form rules"): a developer's journey through the
// form and My Applications, and every validation message of the form (that one at phone width too:
// decision 0027).

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

function appCard(page: Page, appName: string): Locator {
  return page.getByRole('article', { name: appName, exact: true });
}

async function chooseFromMenu(page: Page, appName: string, item: string) {
  await appCard(page, appName)
    .getByRole('button', { name: `Actions for ${appName}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Types the identifier, leaves the field and waits for the green check. */
async function enterFreeIdentifier(page: Page, identifier: string) {
  const form = appForm(page);
  await form.bundleIdentifier.fill(identifier);
  await form.bundleIdentifier.blur();
  await expect(form.form.getByText('This bundle identifier is available')).toBeVisible();
}

test('create a draft with every asset, submit, withdraw, edit and resubmit', async ({
  page,
  baseURL,
  adminSession,
  axe,
}) => {
  test.slow();
  const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'GB' });
  await useSession(page, developer.session);
  const appName = uniqueAppName('Star Hopper');
  const bundleIdentifier = uniqueBundleIdentifier();

  await page.goto('/apps');
  await page.getByRole('link', { name: 'Create New App' }).first().click();
  await expect(page).toHaveURL(/\/apps\/create$/);
  await expect(await expectSingleH1(page)).toHaveText('Create New App');
  const form = appForm(page);
  await axe();

  await form.appName.fill(appName);
  await enterFreeIdentifier(page, bundleIdentifier);
  await form.appType.selectOption('game');
  await form.pegiRating.selectOption('PEGI_12');
  await expect(form.free).toBeChecked();
  await form.shortDescription.fill('Hop between stars on the VMU Pro.');
  await expect(form.form.getByText('33/160')).toBeVisible();
  await form.longDescription.fill(
    'Star Hopper is a one-button arcade game about hopping between stars.',
  );

  // The package: its upload's progress stays on screen while the portal holds the answer.
  const upload = await holdRequests(
    page,
    '**/api/uploads/**',
    (route) => route.request().method() === 'PUT',
  );
  await form.vmupack.setInputFiles(files.vmupack());
  const progress = form.form.getByRole('progressbar', { name: 'Uploading star_hopper.vmupack' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(form.form.getByText(/^\d+%$/)).toBeVisible();
  await expect.poll(() => upload.held()).toBe(1);
  await upload.release();
  await expect(progress).toHaveCount(0);
  await expect(form.version).toHaveValue('1.4.2');
  await expect(form.form.getByText('Name in the package: Star Hopper')).toBeVisible();
  await expect(form.form.getByRole('img', { name: 'Icon in the package' })).toBeVisible();
  await form.releaseNotes.fill('First release.');

  await form.vmuIcon.setInputFiles(files.vmuIcon());
  await expect(form.form.getByRole('img', { name: 'VMU Icon preview' })).toBeVisible();
  await form.webIcon.setInputFiles(files.webIcon());
  await expect(form.form.getByRole('img', { name: 'Web Icon preview' })).toBeVisible();
  await form.heroBanner.setInputFiles(files.heroBanner());
  await expect(form.form.getByRole('img', { name: 'Hero Banner preview' })).toBeVisible();
  await form.vmuBanner.setInputFiles(files.vmuBanner());
  await expect(form.form.getByRole('img', { name: 'VMU Banner preview' })).toBeVisible();
  // Several screenshots at once, each with its own progress bar.
  await form.screenshots.setInputFiles([files.screenshot(1), files.screenshot(2)]);
  const shots = form.form.getByRole('list', { name: 'Uploaded screenshots' });
  await expect(shots.getByRole('img')).toHaveCount(2);
  for (const img of await form.form.getByRole('img').all()) {
    // Every preview really loaded from the portal (CSP img-src and the public file route).
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
  }
  await form.termsUrl.fill('https://example.com/terms');
  await form.privacyUrl.fill('https://example.com/privacy');
  await expectNoHorizontalOverflow(page);
  await axe();

  await form.saveDraft.click();
  await expect(
    page.getByText(`Application "${appName}" has been created and saved as draft successfully!`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/create\?edit=[0-9a-f-]{36}$/);
  const appId = new URL(page.url()).searchParams.get('edit')!;
  // What the draft saved comes back from the server, release notes included.
  await page.reload();
  await expect(form.appName).toHaveValue(appName);
  await expect(form.releaseNotes).toHaveValue('First release.');

  await form.submit.click();
  await expect(
    page.getByText(
      `Application "${appName}" has been updated and submitted for review successfully!`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/apps$/);
  const card = appCard(page, appName);
  await expect(card.getByText('Under Review', { exact: true })).toBeVisible();
  await expect(card.getByText('v1.4.2')).toBeVisible();

  // A submitted app is locked: its edit URL explains where to go instead.
  await page.goto(`/apps/create?edit=${appId}`);
  await expect(page.getByRole('heading', { name: 'Locked while under review' })).toBeVisible();
  await expect(page.getByText(/is under review, so its details are locked/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Apps' }).click();

  await chooseFromMenu(page, appName, 'Withdraw');
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Review' });
  await dialog.getByLabel(`Type withdraw ${appName} to confirm`).fill(`WITHDRAW ${appName}`);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();

  await chooseFromMenu(page, appName, 'Edit Details');
  await expect(page).toHaveURL(`/apps/create?edit=${appId}`);
  await expect(await expectSingleH1(page)).toHaveText(`Edit ${appName}`);
  await expect(form.appName).toHaveValue(appName);
  await expect(form.bundleIdentifier).toHaveValue(bundleIdentifier);
  await expect(form.pegiRating).toHaveValue('PEGI_12');
  await expect(form.version).toHaveValue('1.4.2');
  await expect(form.form.getByRole('img', { name: 'Web Icon preview' })).toBeVisible();
  await expect(form.form.getByRole('img', { name: 'Icon in the package' })).toBeVisible();
  await expect(shots.getByRole('img')).toHaveCount(2);
  // Stored previews (full-size screenshots) keep to the page (at phone width, a rejected app's
  // form shows them in every-screen-at-phone-width.spec.ts).
  await expectNoHorizontalOverflow(page);
  await shots.getByRole('button', { name: 'Remove screenshot 2' }).click();
  await expect(shots.getByRole('img')).toHaveCount(1);
  await form.shortDescription.fill('Hop between even more stars.');
  await form.submit.click();
  await expect(
    page.getByText(
      `Application "${appName}" has been updated and submitted for review successfully!`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/apps$/);
  await expect(card.getByText('Under Review', { exact: true })).toBeVisible();
  await expect(card.getByText('Hop between even more stars.')).toBeVisible();
});

test('a draft made with the form is deleted from My Applications', async ({
  page,
  baseURL,
  adminSession,
}) => {
  test.slow();
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  await useSession(page, developer.session);
  const appName = uniqueAppName('Scratch');
  await page.goto('/apps/create');
  const form = appForm(page);
  await form.appName.fill(appName);
  await enterFreeIdentifier(page, uniqueBundleIdentifier());
  await form.saveDraft.click();
  await expect(
    page.getByText(`Application "${appName}" has been created and saved as draft successfully!`),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Back to My Apps' }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await expect(appCard(page, appName).getByText('Draft', { exact: true })).toBeVisible();
  await chooseFromMenu(page, appName, 'Delete App');
  const dialog = page.getByRole('dialog', { name: 'Delete App' });
  await dialog.getByLabel(`Type delete ${appName} to confirm`).fill(`delete ${appName}`);
  await dialog.getByRole('button', { name: 'Delete App' }).click();
  await expect(page.getByText(`"${appName}" has been deleted successfully`)).toBeVisible();
  await expect(appCard(page, appName)).toHaveCount(0);
});

test(
  'every validation message of the app form',
  { tag: PHONE },
  async ({ page, baseURL, adminSession, axe, expectedRefusals }) => {
    test.slow();
    // The portal refuses the wrongly sized web icon after reading it.
    expectedRefusals.push('/api/uploads/');
    const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'FR' });
    // The paid price's messages need the paid option: a French developer whose account can charge.
    await setSandboxPaymentState(baseURL!, developer.session, 'FR', 'active');
    const taken = await createDraftApp(baseURL!, developer.session);
    await useSession(page, developer.session);
    await page.goto('/apps/create');
    const form = appForm(page);
    await expectSingleH1(page);

    // Save Draft needs a name and an identifier.
    await form.saveDraft.click();
    await expect(form.form.getByText('App Name is required to save a draft')).toBeVisible();
    await expect(
      form.form.getByText('Bundle Identifier is required to save a draft'),
    ).toBeVisible();
    await expect(form.appName).toBeFocused();

    await form.appName.fill('Validation Tour');
    await form.bundleIdentifier.fill('Not An Identifier');
    await form.bundleIdentifier.blur();
    await expect(
      form.form.getByText(/^Use reverse-domain form such as com\.example\.game/),
    ).toBeVisible();

    // Taken, then saving is blocked.
    await form.bundleIdentifier.fill(taken.bundleIdentifier);
    await expect(
      form.form.getByText(`Bundle identifier "${taken.bundleIdentifier}" is already taken`),
    ).toBeVisible();
    await form.saveDraft.click();
    await expect(form.alert('Please fix the bundle identifier error before saving.')).toBeVisible();

    // A check still running blocks saving too.
    const check = await holdRequests(page, '**/graphql', (route) =>
      (route.request().postData() ?? '').includes('AppFormBundleCheck'),
    );
    await form.bundleIdentifier.fill(uniqueBundleIdentifier());
    await form.saveDraft.click();
    await expect(
      form.alert('Please wait for bundle identifier validation to complete.'),
    ).toBeVisible();
    await check.release();
    await expect(form.form.getByText('This bundle identifier is available')).toBeVisible();

    // Submit for Review lists and marks what review needs.
    await form.submit.click();
    await expect(
      form.alert('Please complete all required fields before submitting for review'),
    ).toBeVisible();
    await expect(form.shortDescription).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.form.getByText('Short Description is required for review').first(),
    ).toBeVisible();
    await expect(form.form.getByText('App Binary is required for review').first()).toBeVisible();
    await expect(
      form.form.getByText('At least one screenshot is required for review').first(),
    ).toBeVisible();
    await form.appType.selectOption('game');
    await form.submit.click();
    await expect(form.form.getByText('PEGI Rating is required for review').first()).toBeVisible();

    // Paid price: clamped to 1-99 in 0.50 steps on blur.
    await form.paid.check();
    await form.price.fill('150');
    await form.price.blur();
    await expect(form.price).toHaveValue('99.00');
    await form.price.fill('2.3');
    await form.price.blur();
    await expect(form.price).toHaveValue('2.50');

    // Files refused before anything is sent, and one the portal refuses after reading it.
    await form.vmuIcon.setInputFiles(files.oversizedBmp());
    await expect(form.form.getByText('File size exceeds 2MB limit')).toBeVisible();
    await form.heroBanner.setInputFiles(files.gif());
    await expect(form.form.getByText('File type must be: PNG, JPEG')).toBeVisible();
    await form.vmupack.setInputFiles(files.zip());
    await expect(form.form.getByText('Binary file must be a .vmupack file')).toBeVisible();
    await form.screenshots.setInputFiles([1, 2, 3, 4, 5, 6].map((n) => files.screenshot(n)));
    await expect(form.alert('Maximum 5 screenshots allowed')).toBeVisible();
    await form.screenshots.setInputFiles([files.screenshot(1), files.gif()]);
    await expect(form.alert('image.gif: File type must be: PNG, JPEG')).toBeVisible();
    await form.webIcon.setInputFiles(files.webIconWrongSize());
    await expect(
      form.alert('Failed to upload Web Icon: Image must be exactly 512x512 pixels'),
    ).toBeVisible();

    await form.termsUrl.fill('not a web address');
    await form.termsUrl.blur();
    await expect(
      form.form.getByText('Enter a full web address starting with https:// or http://'),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await axe();
  },
);

test('paid pricing is offered only in the EU and UK; a submitted app opens no form', async ({
  page,
  baseURL,
  adminSession,
  expectedRefusals,
}) => {
  test.slow();
  // The API answers 404 for an app that is not the developer's.
  expectedRefusals.push('/graphql');
  const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'US' });
  const submitted = await createSubmittedApp(baseURL!, developer.session);
  await useSession(page, developer.session);
  await page.goto('/apps/create');
  const form = appForm(page);
  await expect(
    form.form.getByText(
      'Paid apps are available to developers in the EU and UK only. You can publish this app for free.',
    ),
  ).toBeVisible();
  await expect(form.paid).toBeDisabled();
  await expect(form.free).toBeChecked();

  await page.goto(`/apps/create?edit=${submitted.appId}`);
  // Why it is locked and what to do instead (decision 0019), not 'Change the draft...'.
  await expect(page.getByRole('heading', { name: 'Locked while under review' })).toBeVisible();
  await expect(page.getByText('Locked while it is under review.')).toBeVisible();
  await expect(page.getByText(/withdraw it from review: choose Withdraw/)).toBeVisible();
  await expect(page.getByText(/Change the draft/)).toHaveCount(0);
  await expect(page.getByRole('form')).toHaveCount(0);
  await saveScreenshot(page, test.info(), 'app-form-locked');

  // Someone else's or no app: the load fails and the developer is sent back to My Applications.
  await page.goto('/apps/create?edit=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Failed to load app data. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/apps$/);
});

test('leaving a draft with unsaved changes asks first: a link, Back, closing the tab', async ({
  page,
  baseURL,
  adminSession,
}) => {
  test.slow();
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const draft = await createDraftApp(baseURL!, developer.session);
  await useSession(page, developer.session);
  // Opened from My Applications, so Back stays inside the app (a new document's own history
  // entries are the browser's to leave; beforeunload covers those).
  await page.goto('/apps');
  await chooseFromMenu(page, draft.appName, 'Edit Details');
  const form = appForm(page);
  await expect(form.form).toBeVisible();

  // Unchanged: the link just goes, and Back returns.
  await page.getByRole('link', { name: 'Back to My Apps' }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await page.goBack();
  await expect(form.form).toBeVisible();

  await form.form.getByLabel('App Name').fill(`${draft.appName} changed`);
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.getByRole('link', { name: 'Back to My Apps' }).click();
  await expect(question).toBeVisible();
  await saveScreenshot(page, test.info(), 'app-form-leave-question');
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/edit=/);

  // The browser's Back button is held the same way.
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(form.form.getByLabel('App Name')).toHaveValue(`${draft.appName} changed`);

  // Closing the tab: the browser's own question.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  // Leaving closes the page; a dismissed question left a page open with its handler while
  // the test's context closed, which failed now and then as "browserContext.close: Test ended".
  await dialog.accept();
  await expect.poll(() => page.isClosed()).toBe(true);
});

test('a rejected app shows its reason at the top; a published one keeps its identifier', async ({
  page,
  baseURL,
  adminSession,
}) => {
  test.slow();
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const rejected = await createSubmittedApp(baseURL!, developer.session);
  await moderateApp(baseURL!, adminSession, 'reject', rejected.appId, 'The icon is blurry.');
  const published = await createSubmittedApp(baseURL!, developer.session);
  await moderateApp(baseURL!, adminSession, 'approve', published.appId);
  await unpublishApp(baseURL!, developer.session, published.appId);
  await useSession(page, developer.session);

  await page.goto(`/apps/create?edit=${rejected.appId}`);
  await expect(
    page.getByRole('heading', { name: 'Rejected in review: what to fix' }),
  ).toBeVisible();
  await expect(page.getByText('The icon is blurry.')).toBeVisible();
  await expect(appForm(page).bundleIdentifier).toBeEditable();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, test.info(), 'app-form-rejected');

  await page.goto(`/apps/create?edit=${published.appId}`);
  const identifier = appForm(page).bundleIdentifier;
  await expect(identifier).toHaveValue(published.bundleIdentifier);
  await expect(identifier).not.toBeEditable();
  await expect(page.getByText(/cannot change once the app has been published/)).toBeVisible();
  await saveScreenshot(page, test.info(), 'app-form-identifier-fixed');
});
