import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { starHopperPackage } from '../support/app-updates';
import { createSubmittedApp, moderateApp, uniqueAppName } from '../support/apps';
import { createVerifiedDeveloper, graphqlPost } from '../support/developers';
import { saveScreenshot } from '../support/screenshots';
import {
  expect,
  expectSingleH1,
  randomClientIp,
  seedCookieConsent,
  test,
  useSession,
  waitForMail,
  type Session,
} from './fixtures';

// Conversations have no dead ends. The reviewer asks about a first submission and approves it
// before the developer answers: the approved version's conversation takes no more messages
// (decision 0034; the server's rule state by state is review-thread-states.test.ts). The
// developer follows the mail to Version History, reads the question, is told the conversation is
// closed and where to write instead, finds the support address on the contact page, and answers
// in the conversation of the next submission, where the answer shows and reaches the review team.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

const QUESTION = 'Does the game save between levels?';
const ANSWER = 'About 1.4.2: yes, it saves after each level, on the VMU.';

/** A version's card on Version History, e.g. 'v1.4.2'. */
function versionCard(page: Page, version: string): Locator {
  return page.getByRole('list', { name: 'Versions' }).getByRole('region', { name: `v${version}` });
}

/** The reviewer's question in the conversation of the app's first submission, as staff send it. */
async function askAsReviewer(baseURL: string, reviewer: Session, appId: string): Promise<void> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    storageState: { cookies: reviewer.cookies, origins: [] },
  });
  try {
    const { getApplication } = await graphqlPost<{
      getApplication: { versions: { id: string }[] };
    }>(
      api,
      baseURL,
      'query Versions($appId: ID!) { getApplication(appId: $appId) { versions { id } } }',
      { appId },
    );
    expect(getApplication.versions).toHaveLength(1);
    await graphqlPost(
      api,
      baseURL,
      'mutation Ask($versionId: ID!, $body: String!) { sendReviewMessage(versionId: $versionId, body: $body) { id } }',
      { versionId: getApplication.versions[0]!.id, body: QUESTION },
    );
  } finally {
    await api.dispose();
  }
}

test('an approved version’s last question is no dead end: the developer is told where to write and answers there', async ({
  page,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.setTimeout(120_000);
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const appName = uniqueAppName('Conversation');
  const app = await createSubmittedApp(baseURL!, developer.session, { appName });
  await askAsReviewer(baseURL!, adminSession, app.appId);
  await moderateApp(baseURL!, adminSession, 'approve', app.appId);

  // The mail brings the question, says the conversation closes once the version is decided,
  // and links Version History.
  const mail = await waitForMail(developer.user.email, {
    subject: `New message from our review team about "${appName}"`,
  });
  expect(mail.text).toContain(QUESTION);
  expect(mail.text).toContain('Once it is decided or withdrawn, the conversation closes');
  const link = new RegExp(`https?://\\S+/apps/${app.appId}/versions`).exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();

  await useSession(page, developer.session);
  await page.goto(new URL(link!).pathname);
  await expect(await expectSingleH1(page)).toHaveText('Version History');
  const approved = versionCard(page, '1.4.2');
  await expect(approved.getByText('Live', { exact: true })).toBeVisible();

  // The approved version's conversation: the question is its last message, no form, and a
  // note saying why and where to write instead.
  await approved.getByText('Conversation (1)').click();
  const thread = approved.getByRole('list', { name: 'Conversation' });
  await expect(thread.getByRole('listitem').last()).toContainText(QUESTION);
  await expect(approved.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(
    approved.getByText(
      'This conversation is closed: no more messages can be sent about this version. To reach the review team, use the contact page, or write in the conversation of your next submission.',
    ),
  ).toBeVisible();
  await axe();
  await saveScreenshot(page, testInfo, 'conversation-closed');

  // The contact page gives the support address, the one the mail named too.
  await approved.getByRole('link', { name: 'contact page' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(await expectSingleH1(page)).toHaveText('Contact Us');
  const address = page
    .getByRole('region', { name: 'Support address' })
    .getByRole('link', { name: /@/ });
  await expect(address).toBeVisible();
  const supportEmail = (await address.textContent())!.trim();
  expect(mail.text).toContain(`write to ${supportEmail}.`);
  await axe();

  // The next submission's conversation takes the answer, which shows there.
  await page.goBack();
  await page.getByRole('link', { name: 'Submit New Version' }).click();
  await expect(page).toHaveURL(`/apps/${app.appId}/versions/new`);
  await page
    .getByLabel('App Binary (.vmupack)', { exact: true })
    .setInputFiles(starHopperPackage('1.5.0'));
  await expect(page.getByLabel('Version (from package)', { exact: true })).toHaveValue('1.5.0');
  await page.getByLabel('Release Notes', { exact: true }).fill('Saves after each level.');
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page).toHaveURL(`/apps/${app.appId}/versions`);
  const next = versionCard(page, '1.5.0');
  await expect(next.getByText('In Review', { exact: true })).toBeVisible();
  await next.getByLabel('Message', { exact: true }).fill(ANSWER);
  await next.getByRole('button', { name: 'Send Message' }).click();
  await expect(next.getByRole('list', { name: 'Conversation' })).toContainText(ANSWER);
  await expect(next.getByLabel('Message', { exact: true })).toHaveValue('');
  await axe();
  await saveScreenshot(page, testInfo, 'conversation-answered');

  // No reviewer has written in the new conversation yet: the answer reaches the review team.
  const toReviewTeam = await waitForMail(supportEmail, {
    subject: `New message from the developer of "${appName}"`,
  });
  expect(toReviewTeam.text).toContain(ANSWER);
});
