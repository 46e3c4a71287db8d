import { nextAdminStats } from '../support/admin';
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

test('the admin dashboard shows the counts getAdminStats returns', async ({ page, axe }) => {
  const stats = await nextAdminStats(page);
  await page.goto('/admin/dashboard');
  await expect(await expectSingleH1(page)).toHaveText('Admin Dashboard');
  const answer = await stats.wait();

  const main = page.locator('main#main');
  const card = (title: string) => main.getByRole('group', { name: title, exact: true });
  await expect(card('Pending Review')).toContainText(String(answer.pendingReview));
  await expect(card('Total Apps')).toContainText(String(answer.totalApps));
  await expect(card('Published Apps')).toContainText(String(answer.publishedApps));
  await expect(card('Developers')).toContainText(String(answer.totalDevelopers));

  await expect(main.getByRole('link', { name: 'Review Apps' })).toHaveAttribute(
    'href',
    '/admin/review',
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

  // The counts are the whole store's, which the other journeys running at the same time
  // change: one of anything is singular.
  const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  await expect(main).toContainText(
    answer.pendingReview === 0
      ? 'No pending submissions'
      : `${counted(answer.pendingReview, 'app')} pending review`,
  );
  await expect(main).toContainText('All systems operational');
  await expect(main).toContainText(`${counted(answer.publishedApps, 'published app')}`);
  await expect(main).toContainText(`${counted(answer.totalDevelopers, 'verified developer')}`);

  await expectNoHorizontalOverflow(page);
  await axe();
});

test('the Review Developers card opens the developer review', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await page.locator('main#main').getByRole('link', { name: 'Review Developers' }).click();
  await expect(page).toHaveURL(/\/admin\/developers$/);
  await expect(await expectSingleH1(page)).toHaveText('Developer Review');
});
