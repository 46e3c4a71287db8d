import type { Locator, Page } from '@playwright/test';
import {
  allAppsCard,
  appReviewSubject,
  chooseFromMenu,
  openPageAs,
  packageFileName,
  reviewCard,
} from '../support/app-review';
import { createSubmittedApp, uniqueAppName } from '../support/apps';
import { createVerifiedDeveloper } from '../support/developers';
import { saveScreenshot } from '../support/screenshots';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
  waitForMail,
} from './fixtures';

// App review and moderation (docs/product.md, "Admin screens", "Application status",
// decision 0014): a developer submits; staff reject with a reason; the developer reads it, edits
// and resubmits; staff approve, so the app is LIVE and PUBLIC; staff download its package, suspend
// it and restore it; the developer unpublishes it. Every step's toast and mail is checked.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

function myAppsCard(page: Page, appName: string): Locator {
  return page.getByRole('article', { name: appName, exact: true });
}

function fact(card: Locator, term: string): Locator {
  return card
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

const REASON_LINES = [
  'The screenshots do not show the game.',
  'Please upload screenshots of real gameplay and resubmit.',
];
const REASON = REASON_LINES.join('\n');

test('staff review an app from submission to the store and back, and its developer unpublishes it', async ({
  page,
  browser,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.setTimeout(180_000);
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const appName = uniqueAppName('Review');
  const app = await createSubmittedApp(baseURL!, developer.session, {
    appName,
    shortDescription: 'Hop between the stars.',
  });
  const email = developer.user.email;
  await useSession(page, adminSession);

  const dev = await openPageAs(browser, testInfo, developer.session);
  try {
    // The review queue shows the submitted app with its listing.
    await page.goto('/admin/review');
    await expect(await expectSingleH1(page)).toHaveText('App Review');
    let card = await reviewCard(page, appName);
    await expect(card.getByText('Under Review', { exact: true })).toBeVisible();
    await expect(card.getByText('Hop between the stars.')).toBeVisible();
    await expect(fact(card, 'Price')).toHaveText('Free');
    await expect(fact(card, 'Bundle identifier')).toHaveText(app.bundleIdentifier);
    await expect(fact(card, 'Version')).toHaveText(app.currentVersion);
    // The Star Hopper fixture is 14.8 KB: not '0.0 MB', and written as the store writes it.
    await expect(fact(card, 'Package size')).toHaveText('15 KB');
    await expect(card.getByRole('img', { name: 'Screenshot 1 of 1' })).toBeVisible();
    for (const title of ['Pending Review', 'Approved Today', 'Total Live']) {
      await expect(page.getByRole('group', { name: title, exact: true })).toHaveText(
        new RegExp(`${title}\\d+`),
      );
    }
    await axe();
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, testInfo, 'review-queue');

    // Preview: the listing as the store dev will show it.
    await card.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: `Store preview: ${appName}` });
    await expect(preview.getByRole('img', { name: `${appName} banner` })).toBeVisible();
    await expect(preview.getByText('Hop between the stars.')).toBeVisible();
    await axe();
    await saveScreenshot(page, testInfo, 'review-preview');
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Preview' })).toBeFocused();

    // Reject with a reason: the button waits for one.
    await card.getByRole('button', { name: 'Reject' }).click();
    const rejectDialog = page.getByRole('dialog', { name: 'Reject Application' });
    const reason = rejectDialog.getByLabel('Rejection Reason *', { exact: true });
    const reject = rejectDialog.getByRole('button', { name: 'Reject', exact: true });
    await expect(
      rejectDialog.getByText('Be specific about what needs to be fixed or improved.'),
    ).toBeVisible();
    await expect(reject).toBeDisabled();
    await reason.fill('   ');
    await expect(reject).toBeDisabled();
    await reason.fill(REASON);
    await axe();
    await saveScreenshot(page, testInfo, 'review-reject-dialog');
    await reject.click();
    await expect(page.getByText(`${appName} has been rejected`)).toBeVisible();
    await expect(card).toHaveCount(0);
    // Its buttons left with it: focus waits on the heading.
    await expect(page.getByRole('heading', { level: 1, name: 'App Review' })).toBeFocused();
    const rejected = await waitForMail(email, { subject: appReviewSubject.reject(appName) });
    for (const line of REASON_LINES) expect(rejected.text).toContain(line);

    // The developer reads the reason on the card, edits the app and resubmits it.
    await dev.goto('/apps');
    const mine = myAppsCard(dev, appName);
    await expect(mine.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(mine.getByText(REASON_LINES[0]!)).toBeVisible();
    await expect(mine.getByText(REASON_LINES[1]!)).toBeVisible();
    await mine.getByRole('button', { name: `Actions for ${appName}` }).click();
    await dev.getByRole('menuitem', { name: 'Edit Details' }).click();
    await expect(dev).toHaveURL(`/apps/create?edit=${app.appId}`);
    const shortDescription = dev.getByLabel('Short Description', { exact: true });
    await expect(shortDescription).toHaveValue('Hop between the stars.');
    await shortDescription.fill('Hop between the stars, now with real screenshots.');
    await dev.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(
      dev.getByText(
        `Application "${appName}" has been updated and submitted for review successfully!`,
      ),
    ).toBeVisible();
    await expect(dev).toHaveURL(/\/apps$/);
    await expect(mine.getByText('Under Review', { exact: true })).toBeVisible();

    // Back in the queue: staff download the package and approve it.
    await page.reload();
    card = await reviewCard(page, appName);
    await expect(card.getByText('Hop between the stars, now with real screenshots.')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText(`Preparing download for ${appName}...`)).toBeVisible();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(packageFileName(appName, app.currentVersion));
    expect(await download.failure()).toBeNull();
    await expect(page.getByText(`Downloaded ${appName} vmupack`)).toBeVisible();

    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${appName} has been approved and published`)).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'App Review' })).toBeFocused();
    const approved = await waitForMail(email, { subject: appReviewSubject.approve(appName) });
    expect(approved.text).toContain(appName);

    // LIVE and PUBLIC, on the developer's card and on All Apps.
    await dev.reload();
    await expect(mine.getByText('Published', { exact: true })).toBeVisible();
    await expect(fact(mine, 'Visibility')).toHaveText('Public');

    await page.goto('/admin/apps');
    await expect(await expectSingleH1(page)).toHaveText('All Apps');
    let listed = await allAppsCard(page, appName);
    await expect(listed.getByText('Published', { exact: true })).toBeVisible();
    await expect(fact(listed, 'Visibility')).toHaveText('Public');
    await expect(fact(listed, 'Developer')).toHaveText(developer.fullName);
    await axe();
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, testInfo, 'all-apps');

    // View Details: the versions and the review history with both decisions.
    await chooseFromMenu(page, listed, appName, 'View Details');
    const details = page.getByRole('dialog', { name: appName });
    const history = details.getByRole('region', { name: 'Review history' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('Approved');
    await expect(history.getByRole('listitem').nth(1)).toContainText(REASON_LINES[0]!);
    await expect(
      details.getByRole('region', { name: 'Versions' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await axe();
    await saveScreenshot(page, testInfo, 'all-apps-details');
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(listed.getByRole('button', { name: `Actions for ${appName}` })).toBeFocused();

    // View Developer: the profile and the verification history.
    await chooseFromMenu(page, listed, appName, 'View Developer');
    const profile = page.getByRole('dialog', { name: developer.fullName });
    await expect(profile.getByText(email)).toBeVisible();
    await expect(
      profile.getByRole('region', { name: 'Verification history' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await axe();
    await page.keyboard.press('Escape');
    await expect(profile).toHaveCount(0);

    // Suspend with a reason, then restore.
    await chooseFromMenu(page, listed, appName, 'Suspend App');
    const suspendDialog = page.getByRole('dialog', { name: 'Suspend App' });
    await suspendDialog.getByLabel('Reason (optional)').fill('Crashes on the title screen.');
    await axe();
    await saveScreenshot(page, testInfo, 'all-apps-suspend');
    await suspendDialog.getByRole('button', { name: 'Suspend App' }).click();
    await expect(page.getByText(`${appName} has been suspended`)).toBeVisible();
    await expect(listed.getByText('Suspended', { exact: true })).toBeVisible();
    await expect(fact(listed, 'Visibility')).toHaveText('Private');
    const suspended = await waitForMail(email, { subject: appReviewSubject.suspend(appName) });
    expect(suspended.text).toContain('Crashes on the title screen.');

    // The status filter finds it among the suspended apps only.
    const status = page.getByLabel('Status');
    await status.selectOption('live');
    await expect(page.getByRole('heading', { name: 'No applications found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
    await status.selectOption('suspended');
    listed = myAppsCard(page, appName);
    await expect(listed).toBeVisible();

    await chooseFromMenu(page, listed, appName, 'Restore App');
    await expect(page.getByText(`${appName} has been restored`)).toBeVisible();
    // Restored apps are LIVE again, so the Suspended filter no longer shows it.
    await expect(listed).toHaveCount(0);
    await status.selectOption('live');
    await expect(listed.getByText('Published', { exact: true })).toBeVisible();
    await expect(fact(listed, 'Visibility')).toHaveText('Public');
    const restored = await waitForMail(email, { subject: appReviewSubject.restore(appName) });
    expect(restored.text).toContain(appName);

    // The developer unpublishes it behind the typed confirmation.
    await dev.reload();
    await expect(mine.getByText('Published', { exact: true })).toBeVisible();
    await mine.getByRole('button', { name: `Actions for ${appName}` }).click();
    await dev.getByRole('menuitem', { name: 'Unpublish' }).click();
    const unpublish = dev.getByRole('dialog', { name: 'Unpublish App' });
    const confirm = unpublish.getByRole('button', { name: 'Unpublish', exact: true });
    await expect(confirm).toBeDisabled();
    await unpublish.getByLabel(`Type unpublish ${appName} to confirm`).fill(`unpublish ${appName}`);
    await confirm.click();
    await expect(dev.getByText(`"${appName}" has been unpublished successfully`)).toBeVisible();
    await expect(mine.getByText('Draft', { exact: true })).toBeVisible();
    await expect(fact(mine, 'Visibility')).toHaveText('Private');
  } finally {
    await dev.context().close();
  }
});

test('the app review screens are for staff only: a developer lands on My Apps', async ({
  page,
  baseURL,
  adminSession,
}) => {
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  await useSession(page, developer.session);
  for (const path of ['/admin/review', '/admin/apps']) {
    await page.goto(path);
    await expect(page).toHaveURL(new URL('/apps', baseURL).href);
    await expect(await expectSingleH1(page)).toHaveText('My Applications');
  }
});
