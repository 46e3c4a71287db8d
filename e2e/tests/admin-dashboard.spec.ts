import { nextAdminStats, nextStoreDashboard } from '../support/admin';
import { saveScreenshot } from '../support/screenshots';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

test.beforeEach(async ({ page, adminSession }) => {
  await seedCookieConsent(page);
  await useSession(page, adminSession);
});

test('the admin dashboard shows the counts getAdminStats returns', async ({
  page,
  axe,
}, testInfo) => {
  const stats = await nextAdminStats(page);
  const storeFigures = await nextStoreDashboard(page);
  await page.goto('/admin/dashboard');
  await expect(await expectSingleH1(page)).toHaveText('Admin Dashboard');
  const answer = await stats.wait();
  const figures = await storeFigures.wait();

  const main = page.locator('main#main');
  const card = (title: string) => main.getByRole('group', { name: title, exact: true });
  await expect(card('Pending Review')).toContainText(String(answer.pendingReview));
  await expect(card('Total Apps')).toContainText(String(answer.totalApps));
  await expect(card('Published Apps')).toContainText(String(answer.publishedApps));
  await expect(card('Developers')).toContainText(String(answer.totalDevelopers));

  // The counts are the whole store's, which the other journeys running at the same time
  // change: one of anything is singular.
  const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  const reviewApps = main.getByRole('link', { name: 'Review Apps' });
  await expect(reviewApps).toHaveAttribute('href', '/admin/review');
  // Pending Review counts new apps and updates of published apps alike.
  expect(answer.pendingReview).toBe(answer.pendingNewApps + answer.pendingUpdates);
  await expect(reviewApps).toHaveAccessibleDescription(
    answer.pendingReview === 0
      ? 'No apps or updates waiting for review.'
      : `${answer.pendingNewApps} new ${answer.pendingNewApps === 1 ? 'app' : 'apps'} and ${counted(answer.pendingUpdates, 'update')} waiting for review.`,
  );
  const reviewDevelopers = main.getByRole('link', { name: 'Review Developers' });
  await expect(reviewDevelopers).toHaveAttribute('href', '/admin/developers');
  await expect(reviewDevelopers).toHaveAccessibleDescription(
    new RegExp(`^${answer.pendingDevelopers} developer accounts? waiting`),
  );
  await expect(main.getByRole('link', { name: 'Manage Apps' })).toHaveAttribute(
    'href',
    '/admin/apps',
  );

  // What waits of every kind, each with its queue.
  const waiting = main.getByRole('listitem').filter({
    has: page.getByRole('link', { name: 'New apps', exact: true }),
  });
  await expect(waiting).toContainText(`New apps${figures.pending.newApps}`);
  await expect(waiting.getByRole('link')).toHaveAttribute('href', '/admin/review');
  const updates = main.getByRole('listitem').filter({
    has: page.getByRole('link', { name: 'Updates', exact: true }),
  });
  await expect(updates).toContainText(`Updates${figures.pending.updates}`);
  const developers = main.getByRole('listitem').filter({
    has: page.getByRole('link', { name: 'Developer accounts', exact: true }),
  });
  await expect(developers).toContainText(`Developer accounts${figures.pending.developers}`);
  await expect(developers.getByRole('link')).toHaveAttribute('href', '/admin/developers');
  // Review times of the last 30 days, against the promise, and the way to the store's figures.
  await expect(main).toContainText('The promise is 1-3 business days.');
  if (figures.reviewTimes.all.decisions > 0) {
    await expect(main).toContainText(
      `(${figures.reviewTimes.all.withinPromise} of ${figures.reviewTimes.all.decisions})`,
    );
  }
  await expect(main.getByRole('link', { name: 'Store Analytics' })).toHaveAttribute(
    'href',
    '/admin/analytics',
  );
  await expect(main.getByRole('heading', { name: 'Payouts Due This Month' })).toBeVisible();
  for (const due of figures.payoutsDueThisMonth) {
    await expect(main).toContainText(due.currency);
  }
  await expect(main).toContainText('All systems operational');
  await expect(main).toContainText(`${counted(answer.publishedApps, 'published app')}`);
  await expect(main).toContainText(`${counted(answer.totalDevelopers, 'verified developer')}`);

  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, testInfo, 'admin-dashboard');
});

test('the Review Developers card opens the developer review', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await page.locator('main#main').getByRole('link', { name: 'Review Developers' }).click();
  await expect(page).toHaveURL(/\/admin\/developers$/);
  await expect(await expectSingleH1(page)).toHaveText('Developer Review');
});
