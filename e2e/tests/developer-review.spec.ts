import type { Page } from '@playwright/test';
import {
  APPROVED_SUBJECT,
  REJECTED_SUBJECT,
  createPendingDeveloper,
  createRejectedDeveloper,
} from '../support/developers';
import { pendingDeveloperCard } from '../support/admin';
import { openPageAs } from '../support/app-review';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
  waitForMail,
} from './fixtures';

// Developer account review (docs/product.md, "Pending review", "Developer account review",
// "Staff actions"): staff approve or reject a developer on /admin/developers; the developer sees
// the outcome at /pending-verification and, after a rejection, can correct the details and
// resubmit.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

/**
 * The developer's sidebar offers My Apps. At phone width it is a sheet behind 'Open menu', which
 * every-screen-at-phone-width.spec.ts opens.
 */
async function expectDeveloperNav(page: Page): Promise<void> {
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Apps' }),
  ).toBeVisible();
}

test('a signed-out visitor is sent to sign-in from /pending-verification', async ({
  page,
  baseURL,
}) => {
  await page.goto('/pending-verification');
  await expect(page).toHaveURL(new URL('/auth/login', baseURL).href);
});

test('staff approve a pending developer, who then reaches the dashboard', async ({
  page,
  browser,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.slow();
  const developer = await createPendingDeveloper(baseURL!);
  await useSession(page, developer.session);
  await page.goto('/pending-verification');
  await expect(await expectSingleH1(page)).toHaveText('Account Under Review');

  const admin = await openPageAs(browser, testInfo, adminSession);
  try {
    await admin.goto('/admin/developers');
    await expect(await expectSingleH1(admin)).toHaveText('Developer Review');
    // Other journeys add pending developers too: page with 'Load more' until theirs shows.
    const card = await pendingDeveloperCard(admin, developer.fullName);
    await expect(card).toBeVisible();
    await expect(card.getByText(developer.user.email)).toBeVisible();
    await expect(card.getByText(developer.appName)).toBeVisible();

    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approve developer account' });
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel('Notes (optional)', { exact: true })
      .fill('Welcome aboard, details checked.');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(
      admin.getByText(`Developer account approved for ${developer.fullName}`),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await admin.context().close();
  }

  const mail = await waitForMail(developer.user.email, { subject: APPROVED_SUBJECT });
  expect(mail.subject).toBe(APPROVED_SUBJECT);

  // Review is over: the review screen and the main area both lead to the dashboard.
  await page.reload();
  await expect(page).toHaveURL(new URL('/dashboard', baseURL).href);
  await expect(await expectSingleH1(page)).toHaveText('Dashboard');
  await expectDeveloperNav(page);
  await axe();
  await expectNoHorizontalOverflow(page);
  await page.goto('/pending-verification');
  await expect(page).toHaveURL(new URL('/dashboard', baseURL).href);
});

const REASON_LINES = [
  'Your postal code does not match the city you gave.',
  'Please correct your address and <b>resubmit</b>.',
];
const REASON = REASON_LINES.join('\n');

test('staff reject a developer with a reason; the developer reads it, corrects the details and is back in review', async ({
  page,
  browser,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.slow();
  const developer = await createPendingDeveloper(baseURL!);
  await useSession(page, developer.session);

  const admin = await openPageAs(browser, testInfo, adminSession);
  try {
    await admin.goto('/admin/developers');
    // Other journeys add pending developers too: page with 'Load more' until theirs shows.
    const card = await pendingDeveloperCard(admin, developer.fullName);
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject developer account' });
    const reason = dialog.getByLabel('Please provide a reason for rejection:', { exact: true });
    const reject = dialog.getByRole('button', { name: 'Reject', exact: true });
    await expect(reject).toBeDisabled();
    await reason.fill('   ');
    await expect(reject).toBeDisabled();
    await reason.fill(REASON);
    await reject.click();
    await expect(
      admin.getByText(`Developer account rejected for ${developer.fullName}`),
    ).toBeVisible();
    await expect(card).toHaveCount(0);

    // The mail carries the reason.
    const mail = await waitForMail(developer.user.email, { subject: REJECTED_SUBJECT });
    for (const line of REASON_LINES) expect(mail.text).toContain(line);

    // The developer sees the decision, the reason exactly as written, and what to do next.
    await page.goto('/pending-verification');
    await expect(await expectSingleH1(page)).toHaveText('Application Not Approved');
    const reasonSection = page.getByRole('region', { name: 'Reason given by our review team' });
    await expect(reasonSection.getByRole('blockquote')).toHaveText(REASON, {
      useInnerText: true,
    });
    await expect(reasonSection.locator('b')).toHaveCount(0);
    await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByText(/1-3 business days/)).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      /^mailto:[^?]+@[^?]+\?subject=/,
    );
    // The screen's own Sign Out (the header has one too).
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await axe();
    await expectNoHorizontalOverflow(page);

    // The main area stays closed.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(new URL('/pending-verification', baseURL).href);
    await expect(await expectSingleH1(page)).toHaveText('Application Not Approved');

    // Correct the details and resubmit: back in review.
    await page.getByRole('link', { name: 'Update your details' }).click();
    await expect(page).toHaveURL(new URL('/onboarding/developer-details', baseURL).href);
    await expect(await expectSingleH1(page)).toHaveText('Developer Information');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue(developer.firstName);
    await page.getByLabel('Postal code', { exact: true }).fill('EC1A 1BB');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL(new URL('/pending-verification', baseURL).href);
    await expect(await expectSingleH1(page)).toHaveText('Account Under Review');

    // Staff find the developer on the list again.
    await admin.reload();
    await expect(await pendingDeveloperCard(admin, developer.fullName)).toBeVisible();
  } finally {
    await admin.context().close();
  }
});

test('a rejected developer can sign out from the decision screen', async ({
  page,
  baseURL,
  adminSession,
}) => {
  const developer = await createRejectedDeveloper(baseURL!, adminSession, 'Missing address.');
  await useSession(page, developer.session);
  await page.goto('/pending-verification');
  await expect(await expectSingleH1(page)).toHaveText('Application Not Approved');
  await expect(page.getByText('Missing address.', { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await page.goto('/pending-verification');
  await expect(page).toHaveURL(new URL('/auth/login', baseURL).href);
});
