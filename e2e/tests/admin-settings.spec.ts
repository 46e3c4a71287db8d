import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { appReviewSubject, reviewCard } from '../support/app-review';
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

// /admin/settings and the audit log (decision 0049): staff save a rejection reason, pick it in a
// rejection (the text stays editable), set a notice every page shows until its end, and read
// both changes in the audit log. Saved reasons carry a random title so parallel runs do not
// meet; the notice is one for the whole portal, so only the desktop run sets it, and takes it
// down at the end.

test.beforeEach(async ({ page, adminSession }) => {
  await seedCookieConsent(page);
  await useSession(page, adminSession);
});

const suffix = () => randomBytes(3).toString('hex');

function savedReasonItem(page: Page, title: string): Locator {
  return page
    .getByRole('list', { name: 'Saved rejection reasons' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The audit log's entry of this action on this target, newest first. */
function auditEntry(page: Page, label: string): Locator {
  return page.getByRole('article', { name: label, exact: true }).first();
}

test('a saved rejection reason is picked in a rejection, and both show in the audit log', async ({
  page,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Blurry icon ${suffix()}`;
  const body = 'The icon is hard to make out on the device.';

  await page.goto('/admin/settings');
  await expect(await expectSingleH1(page)).toHaveText('Settings');
  await page.getByRole('button', { name: 'Add reason' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add saved reason' });
  // The form says what is missing before anything is sent.
  await dialog.getByRole('button', { name: 'Add reason' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await axe();
  await dialog.getByLabel('Title *').fill(title);
  await dialog.getByLabel('Reason *').fill(body);
  await dialog.getByRole('button', { name: 'Add reason' }).click();
  await expect(page.getByText('Saved reason added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(savedReasonItem(page, title)).toContainText(body);
  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, testInfo, 'admin-settings');

  // A developer's app waits for review; the reviewer picks the saved reason and adds to it.
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const appName = uniqueAppName('Reasons');
  await createSubmittedApp(baseURL!, developer.session, { appName });
  await page.goto('/admin/review');
  const card = await reviewCard(page, appName);
  await card.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Application' });
  await reject.getByLabel('Saved reason').selectOption({ label: title });
  const reason = reject.getByLabel('Rejection Reason *', { exact: true });
  await expect(reason).toHaveValue(body);
  await reason.press('End');
  await reason.pressSequentially(' Please use a bolder shape.');
  await axe();
  await saveScreenshot(page, testInfo, 'admin-reject-with-saved-reason');
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText(`${appName} has been rejected`)).toBeVisible();
  const mail = await waitForMail(developer.user.email, {
    subject: appReviewSubject.reject(appName),
  });
  expect(mail.text).toContain(`${body} Please use a bolder shape.`);

  // The audit log shows the rejection (from the review history) and the reason's addition.
  await page.goto('/admin/audit');
  await expect(await expectSingleH1(page)).toHaveText('Audit Log');
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'App rejected' });
  await expect(page).toHaveURL(/action=REJECT_APP/);
  const rejection = auditEntry(page, `App rejected: ${appName}`);
  await expect(rejection).toContainText(`${body} Please use a bolder shape.`);
  await expect(rejection).toContainText('Under Review');
  // A row's target filters the log down to that app.
  await rejection.getByRole('button', { name: `Show only app ${appName}` }).click();
  await expect(page.getByText(`Only app ${appName}`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.goto('/admin/audit?action=CHANGE_SETTING&targetType=SETTING');
  const added = page
    .getByRole('article', { name: 'Setting changed: Saved rejection reasons' })
    .filter({ hasText: title })
    .first();
  await expect(added).toContainText('added');
  await expect(added).toContainText(`${title}: ${body}`);
  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, testInfo, 'admin-audit');

  // Removing it is audited too, and the reject dialogs no longer offer it.
  await page.goto('/admin/settings');
  await savedReasonItem(page, title)
    .getByRole('button', { name: `Remove ${title}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Remove saved reason?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Saved reason removed')).toBeVisible();
  await expect(savedReasonItem(page, title)).toHaveCount(0);
});

test('a notice shows on every page from its start until its end', async ({
  page,
  browser,
  baseURL,
  axe,
}, testInfo) => {
  test.setTimeout(90_000);
  const message = `Reviews take a little longer this week (${suffix()}).`;
  const minute = 60_000;
  const now = Date.now();

  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: "Notice on the portal's pages" });
  // An end before the start is refused in the form, with nothing sent.
  await section.getByLabel('Notice text').fill(message);
  await section.getByLabel('Starts').fill(localMinute(now));
  await section.getByLabel('Ends').fill(localMinute(now - 5 * minute));
  await section.getByRole('button', { name: 'Save notice' }).click();
  await expect(section.getByText('The notice must end after it starts')).toBeVisible();

  await section.getByLabel('Ends').fill(localMinute(now + 3 * minute));
  await section.getByRole('button', { name: 'Save notice' }).click();
  await expect(page.getByText('Notice saved')).toBeVisible();
  await expect(section.getByText(/^Shown now, until /)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Notice' })).toContainText(message);
  await axe();
  await saveScreenshot(page, testInfo, 'admin-settings-notice');

  // A signed-out visitor's page shows it too; past its end it goes, without a reload.
  const visitorContext = await browser.newContext({ baseURL });
  try {
    const visitor = await visitorContext.newPage();
    await seedCookieConsent(visitor);
    await visitor.clock.install();
    await visitor.goto('/');
    const notice = visitor.getByRole('complementary', { name: 'Notice' });
    await expect(notice).toContainText(message);
    await axe(visitor);
    await saveScreenshot(visitor, testInfo, 'public-page-with-notice');
    await visitor.clock.fastForward(5 * minute);
    await expect(notice).toBeHidden();
  } finally {
    await visitorContext.close();
  }

  // Staff take it down (the portal is shared by every journey), and the log has both changes.
  await section.getByRole('button', { name: 'Take down notice' }).click();
  await expect(page.getByText('Notice taken down')).toBeVisible();
  await page.goto('/admin/audit?targetType=SETTING');
  const changes = page
    .getByRole('article', { name: 'Setting changed: Portal notice' })
    .filter({ hasText: message });
  await expect(changes).toHaveCount(2);
  // Newest first: taken down (after: none), then set (before: none).
  await expect(changes.nth(0).getByText('(none)')).toBeVisible();
  await expect(changes.nth(1).getByText('(none)')).toBeVisible();
  await axe();
});

/** A moment as a datetime-local field takes it, in the browser's time zone (the config's). */
function localMinute(at: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
