import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { files } from '../support/app-form';
import { openPageAs, packageFileName } from '../support/app-review';
import { createLiveApp, starHopperPackage } from '../support/app-updates';
import { uniqueAppName } from '../support/apps';
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

// Updates of published apps (decision 0034): a published app (the SDK's Star Hopper package, 1.4.2)
// gets an update. The developer submits 1.5.0 with release notes and a new screenshot (older
// versions are refused, naming both); staff see what changes, ask, the developer answers, staff
// approve; the live version and the history show 1.5.0 and 1.4.2's package still downloads. A
// rejected update leaves 1.4.2 live, and resubmitting it continues its conversation.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

const QUESTION = 'Please add English text to the second screenshot.';
const ANSWER = 'Done: the new screenshot has English captions, see https://example.com/shots';

function myAppsCard(page: Page, appName: string): Locator {
  return page.getByRole('article', { name: appName, exact: true });
}

/** A version's card on the history screen, e.g. 'v1.5.0'. */
function versionCard(page: Page, version: string): Locator {
  return page.getByRole('list', { name: 'Versions' }).getByRole('region', { name: `v${version}` });
}

/** The update form with the package chosen and read. */
async function choosePackage(page: Page, version: string): Promise<void> {
  await page
    .getByLabel('App Binary (.vmupack)', { exact: true })
    .setInputFiles(starHopperPackage(version));
  await expect(page.getByText(`star_hopper-${version}.vmupack`).first()).toBeVisible();
  // Uploaded and read: the form shows the version from the package's metadata.
  await expect(page.getByLabel('Version (from package)', { exact: true })).toHaveValue(version);
}

/** The update of the card on /admin/review, in the updates' section. */
async function updateCard(page: Page, appName: string): Promise<Locator> {
  const card = page
    .getByRole('region', { name: 'Updates in Review' })
    .getByRole('article', { name: appName, exact: true });
  await expect(card).toBeVisible();
  return card;
}

test('a live app gets an update that staff discuss and approve', async ({
  page,
  browser,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.setTimeout(180_000);
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const appName = uniqueAppName('Update');
  const app = await createLiveApp(baseURL!, developer.session, adminSession, { appName });
  expect(app.currentVersion).toBe('1.4.2');
  await useSession(page, developer.session);
  const admin = await openPageAs(browser, testInfo, adminSession);
  try {
    // My Apps: Submit New Version opens the update form for the live app.
    await page.goto('/apps');
    const mine = myAppsCard(page, appName);
    await mine.getByRole('button', { name: `Actions for ${appName}` }).click();
    await page.getByRole('menuitem', { name: 'Submit New Version' }).click();
    await expect(page).toHaveURL(`/apps/${app.appId}/versions/new`);
    await expect(await expectSingleH1(page)).toHaveText('Submit New Version');
    await expect(page.getByText(`${appName} · Live version 1.4.2`)).toBeVisible();

    // The live version again, or an older one, is refused naming both versions.
    for (const older of ['1.4.2', '1.4.1']) {
      await choosePackage(page, older);
      await expect(
        page.getByText(
          `Version ${older} is not greater than the live version 1.4.2. An update needs a higher version number.`,
        ),
      ).toBeVisible();
    }

    // 1.5.0 with release notes and a second screenshot.
    await choosePackage(page, '1.5.0');
    await expect(page.getByText('is not greater than the live version')).toHaveCount(0);
    await page
      .getByLabel('Release Notes', { exact: true })
      .fill('New levels.\nFixed the jump on level 3.');
    await page.getByLabel('Screenshots', { exact: true }).setInputFiles(files.screenshot(2));
    await expect(page.getByRole('img', { name: /Screenshot 2/ })).toBeVisible();
    await axe();
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, testInfo, 'update-form');
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(
      page.getByText(`The update of "${appName}" has been submitted for review.`),
    ).toBeVisible();
    await expect(page).toHaveURL(`/apps/${app.appId}/versions`);
    await expect(versionCard(page, '1.5.0').getByText('In Review', { exact: true })).toBeVisible();
    await expect(versionCard(page, '1.4.2').getByText('Live', { exact: true })).toBeVisible();

    // Staff see the update beside first submissions, with what it changes.
    await admin.goto('/admin/review');
    const card = await updateCard(admin, appName);
    await expect(card.getByText('Update', { exact: true })).toBeVisible();
    await expect(card.getByText('v1.4.2 → v1.5.0')).toBeVisible();
    await card.getByRole('button', { name: 'View Changes' }).click();
    const changes = admin.getByRole('dialog', { name: `Changes in ${appName} v1.5.0` });
    await expect(changes.getByText('1.4.2', { exact: true })).toBeVisible();
    await expect(changes.getByText('1.5.0', { exact: true })).toBeVisible();
    await expect(changes.getByRole('img', { name: 'Update Screenshots 2' })).toBeVisible();
    await expect(changes.getByText('Fixed the jump on level 3.')).toBeVisible();
    await axe(admin);
    await saveScreenshot(admin, testInfo, 'update-changes');
    await admin.keyboard.press('Escape');

    // The reviewer asks without deciding; the developer is mailed and answers.
    await card.getByRole('button', { name: 'Conversation' }).click();
    const conversation = admin.getByRole('dialog', { name: `Conversation: ${appName} v1.5.0` });
    await conversation.getByLabel('Message', { exact: true }).fill(QUESTION);
    await conversation.getByRole('button', { name: 'Send Message' }).click();
    await expect(conversation.getByRole('list', { name: 'Conversation' })).toContainText(QUESTION);
    await admin.keyboard.press('Escape');
    await waitForMail(developer.user.email, {
      subject: `New message from our review team about "${appName}"`,
    });

    await page.reload();
    const update = versionCard(page, '1.5.0');
    const thread = update.getByRole('list', { name: 'Conversation' });
    await expect(thread).toContainText(QUESTION);
    await update.getByLabel('Message', { exact: true }).fill(ANSWER);
    await update.getByRole('button', { name: 'Send Message' }).click();
    await expect(thread).toContainText('Done: the new screenshot has English captions');
    await expect(thread.getByRole('link', { name: 'https://example.com/shots' })).toBeVisible();
    await axe();
    await saveScreenshot(page, testInfo, 'version-history-in-review');

    // Staff read the answer and approve: 1.5.0 goes live.
    await admin.reload();
    const decided = await updateCard(admin, appName);
    await decided.getByRole('button', { name: 'Conversation' }).click();
    await expect(conversation).toContainText('Done: the new screenshot has English captions');
    await admin.keyboard.press('Escape');
    await decided.getByRole('button', { name: 'Approve' }).click();
    await expect(
      admin.getByText(`${appName} v1.5.0 has been approved and is now live`),
    ).toBeVisible();
    await expect(decided).toHaveCount(0);
    await waitForMail(developer.user.email, {
      subject: `Version 1.5.0 of "${appName}" is approved and live`,
    });

    // The developer's card and history show 1.5.0 live; 1.4.2 is superseded and downloads.
    await page.goto('/apps');
    await expect(mine.getByText('v1.5.0', { exact: true })).toBeVisible();
    await expect(mine.getByText('Published', { exact: true })).toBeVisible();
    await page.goto(`/apps/${app.appId}/versions`);
    await expect(versionCard(page, '1.5.0').getByText('Live', { exact: true })).toBeVisible();
    const superseded = versionCard(page, '1.4.2');
    await expect(superseded.getByText('Superseded', { exact: true })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await superseded.getByRole('button', { name: 'Download package of v1.4.2' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(packageFileName(appName, '1.4.2'));
    const saved = await readFile((await download.path())!);
    expect(saved.includes('"app_version": "1.4.2"')).toBe(true);
    // The toast has arrived (axe then waits for its animation, not a half-faded one).
    await expect(page.getByText(`Downloaded ${appName} v1.4.2 vmupack`)).toBeVisible();
    await axe();
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, testInfo, 'version-history');
  } finally {
    await admin.context().close();
  }
});

test('a rejected update leaves the live version, and its resubmission continues the conversation', async ({
  page,
  browser,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.setTimeout(120_000);
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const appName = uniqueAppName('Rejected');
  const app = await createLiveApp(baseURL!, developer.session, adminSession, { appName });
  await useSession(page, developer.session);
  const admin = await openPageAs(browser, testInfo, adminSession);
  try {
    await page.goto(`/apps/${app.appId}/versions/new`);
    await choosePackage(page, '1.5.0');
    await page.getByLabel('Release Notes', { exact: true }).fill('Faster start.');
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page).toHaveURL(`/apps/${app.appId}/versions`);

    await admin.goto('/admin/review');
    const card = await updateCard(admin, appName);
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject Update' });
    await dialog
      .getByLabel('Rejection Reason *', { exact: true })
      .fill('The game crashes at start.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(admin.getByText(`${appName} v1.5.0 has been rejected`)).toBeVisible();

    // 1.4.2 stays live; the reason is on the rejected version and in its conversation.
    await page.reload();
    await expect(versionCard(page, '1.4.2').getByText('Live', { exact: true })).toBeVisible();
    const rejected = versionCard(page, '1.5.0');
    await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(rejected.getByRole('list', { name: 'Conversation' })).toContainText(
      'The game crashes at start.',
    );
    await page.goto('/apps');
    await expect(myAppsCard(page, appName).getByText('v1.4.2', { exact: true })).toBeVisible();

    // Resubmitting continues the same version and its conversation.
    await page.goto(`/apps/${app.appId}/versions/new`);
    await expect(page.getByText('Version 1.5.0 was rejected: what to fix')).toBeVisible();
    await axe();
    await saveScreenshot(page, testInfo, 'update-rejected');
    await choosePackage(page, '1.5.1');
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page).toHaveURL(`/apps/${app.appId}/versions`);
    await expect(page.getByRole('list', { name: 'Versions' }).getByRole('region')).toHaveCount(2);
    const resubmitted = versionCard(page, '1.5.1');
    await expect(resubmitted.getByText('In Review', { exact: true })).toBeVisible();
    await expect(resubmitted.getByRole('list', { name: 'Conversation' })).toContainText(
      'The game crashes at start.',
    );
  } finally {
    await admin.context().close();
  }
});
