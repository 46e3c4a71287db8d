import { nextAdminStats, pendingDeveloperCard } from '../support/admin';
import { APPROVED_SUBJECT, REJECTED_SUBJECT, createPendingDeveloper } from '../support/developers';
import { PHONE_ONLY } from '../support/tags';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
  waitForMail,
} from './fixtures';

const REASON_LABEL = 'Please provide a reason for rejection:';

test.beforeEach(async ({ page, adminSession }) => {
  await seedCookieConsent(page);
  await useSession(page, adminSession);
});

test('a pending developer shows every field of their application', async ({
  page,
  baseURL,
  axe,
}) => {
  const developer = await createPendingDeveloper(baseURL!, {
    country: 'DE',
    companyName: 'Pixel Forge GmbH',
  });
  const stats = await nextAdminStats(page);
  await page.goto('/admin/developers');
  await expect(await expectSingleH1(page)).toHaveText('Developer Review');
  const answer = await stats.wait();
  await expect(page.getByRole('group', { name: 'Pending Developers' })).toContainText(
    String(answer.pendingDevelopers),
  );

  const card = await pendingDeveloperCard(page, developer.fullName);
  await expect(card).toContainText(developer.user.email);
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Applied');
  const personal = card.getByRole('group', { name: 'Personal Information' });
  for (const value of [developer.address, developer.city, developer.postalCode, 'Germany']) {
    await expect(personal).toContainText(value);
  }
  const business = card.getByRole('group', { name: 'Business Information' });
  // A company name makes the account a business one; the legal name defaults to the user's name.
  await expect(business).toContainText('Business');
  await expect(business).toContainText(developer.fullName);
  await expect(business).toContainText('Pixel Forge GmbH');
  const app = card.getByRole('group', { name: 'Initial App' });
  await expect(app).toContainText(developer.appName);
  await expect(app).toContainText(developer.appDescription);
  await expect(
    card.getByRole('group', { name: 'Completed Steps' }).getByRole('listitem'),
  ).toHaveText(['Country', 'App Details', 'Developer Details']);

  await expectNoHorizontalOverflow(page);
  await axe();
});

test('an admin approves a developer with notes', async ({ page, baseURL, axe }) => {
  const developer = await createPendingDeveloper(baseURL!);
  await page.goto('/admin/developers');
  const card = await pendingDeveloperCard(page, developer.fullName);

  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve developer account' });
  await expect(dialog).toBeVisible();
  await axe();
  await dialog.getByLabel('Notes (optional)').fill('Checked the company register.');
  await dialog.getByRole('button', { name: 'Approve' }).click();

  await expect(
    page.getByText(`Developer account approved for ${developer.fullName}`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await waitForMail(developer.user.email, { subject: APPROVED_SUBJECT });
});

test('an admin rejects a developer with a reason; blank and cancelled rejections send nothing', async ({
  page,
  baseURL,
  axe,
}) => {
  const developer = await createPendingDeveloper(baseURL!);
  await page.goto('/admin/developers');
  const card = await pendingDeveloperCard(page, developer.fullName);

  let decisions = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && /DeveloperAccount/.test(request.postData() ?? '')) {
      decisions += 1;
    }
  });

  // Cancel leaves the developer in the list.
  await card.getByRole('button', { name: 'Reject' }).click();
  let dialog = page.getByRole('dialog', { name: 'Reject developer account' });
  await dialog.getByLabel(REASON_LABEL).fill('Changed my mind');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  // A blank reason keeps Reject disabled; Escape aborts too.
  await card.getByRole('button', { name: 'Reject' }).click();
  dialog = page.getByRole('dialog', { name: 'Reject developer account' });
  const reason = dialog.getByLabel(REASON_LABEL);
  await expect(reason).toHaveValue('');
  const reject = dialog.getByRole('button', { name: 'Reject' });
  await expect(reject).toBeDisabled();
  await reason.fill('    ');
  await expect(reject).toBeDisabled();
  await axe();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Reject' })).toBeFocused();
  await expect(card).toBeVisible();
  expect(decisions).toBe(0);

  await card.getByRole('button', { name: 'Reject' }).click();
  dialog = page.getByRole('dialog', { name: 'Reject developer account' });
  const reasonText = 'The postal address could not be verified.';
  await dialog.getByLabel(REASON_LABEL).fill(`  ${reasonText}  `);
  await dialog.getByRole('button', { name: 'Reject' }).click();

  await expect(
    page.getByText(`Developer account rejected for ${developer.fullName}`),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(decisions).toBe(1);
  const mail = await waitForMail(developer.user.email, { subject: REJECTED_SUBJECT });
  expect(mail.text).toContain(reasonText);
});

test('after a decision the pending count reloads from the server', async ({ page, baseURL }) => {
  const developer = await createPendingDeveloper(baseURL!);
  await page.goto('/admin/developers');
  const card = await pendingDeveloperCard(page, developer.fullName);
  const count = page.getByRole('group', { name: 'Pending Developers' });
  // The first load's answer is in before listening for the reload's.
  await expect(count).toHaveText(/\d/);
  await card.getByRole('button', { name: 'Approve' }).click();
  const reloaded = await nextAdminStats(page);
  await page
    .getByRole('dialog', { name: 'Approve developer account' })
    .getByRole('button', { name: 'Approve' })
    .click();
  const answer = await reloaded.wait();
  await expect(page.getByRole('group', { name: 'Pending Developers' })).toContainText(
    String(answer.pendingDevelopers),
  );
});

// The screen's states at phone width, once (decision 0027): a business account's card with every
// field, the approve dialog with notes, and the reject dialog. The journeys above run at desktop
// width only.
test(
  'the developer review works at phone width',
  { tag: PHONE_ONLY },
  async ({ page, baseURL, axe }) => {
    const developer = await createPendingDeveloper(baseURL!, {
      country: 'DE',
      companyName: 'Pixel Forge GmbH',
    });
    await page.goto('/admin/developers');
    const card = await pendingDeveloperCard(page, developer.fullName);
    await expect(card.getByRole('group', { name: 'Business Information' })).toContainText(
      'Pixel Forge GmbH',
    );
    await expectNoHorizontalOverflow(page);
    await axe();

    await card.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve developer account' });
    await approve.getByLabel('Notes (optional)').fill('Checked the company register.');
    await expectNoHorizontalOverflow(page);
    await axe();
    await page.keyboard.press('Escape');
    await expect(approve).toBeHidden();

    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject developer account' });
    await expect(dialog).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await axe();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expectNoHorizontalOverflow(page);
  },
);
