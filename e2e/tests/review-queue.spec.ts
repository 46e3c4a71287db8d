import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { packageFileName } from '../support/app-review';
import { createLiveApp, submitUpdate } from '../support/app-updates';
import { clientOf, createSubmittedApp, uniqueAppName } from '../support/apps';
import { createVerifiedDeveloper, graphqlPost } from '../support/developers';
import { saveScreenshot } from '../support/screenshots';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
  type Session,
} from './fixtures';

// The review queue as staff meet it (decision 0058): first submissions and updates of published
// apps, each oldest first, every card saying when it was submitted and how long it has waited
// against the promise of 1-3 business days, an update's package one click away.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

const DAY_MS = 86_400_000;
const WAITING_TODAY = 'Waiting less than 1 business day of 1-3 business days';
// Seven calendar days after a moment are five business days after it, whatever the weekday.
const OVERDUE_AFTER_A_WEEK = 'Overdue: waiting 5 business days (promised 1-3 business days)';

/** When the app's first submission was sent, as the server keeps it. */
async function submittedAtOf(baseURL: string, session: Session, appId: string): Promise<string> {
  const api = await clientOf(baseURL, session);
  try {
    const { getApplication } = await graphqlPost<{
      getApplication: { latestSubmission: { submittedAt: string } };
    }>(
      api,
      baseURL,
      'query Submitted($appId: ID!) { getApplication(appId: $appId) { latestSubmission { submittedAt } } }',
      { appId },
    );
    return getApplication.latestSubmission.submittedAt;
  } finally {
    await api.dispose();
  }
}

/**
 * The cards of one queue ('First Submissions' or 'Updates in Review'), loading more pages until
 * `last` shows: other journeys submit too, and those older than this test's come first.
 */
async function cardsOfQueue(page: Page, queue: string, last: string): Promise<Locator> {
  const section = page.getByRole('region', { name: queue, exact: true });
  const card = section.getByRole('article', { name: last, exact: true });
  const loadMore = section.getByRole('button', { name: 'Load more' });
  await expect(card.or(loadMore).first()).toBeVisible();
  while (!(await card.isVisible())) {
    await expect(loadMore).toBeEnabled();
    await loadMore.click();
    await expect(card.or(loadMore.and(page.locator(':enabled'))).first()).toBeVisible();
  }
  return section.getByRole('article');
}

/** The names of the cards, top to bottom, of those among `names`. */
async function orderOf(cards: Locator, names: readonly string[]): Promise<string[]> {
  const shown = await cards.evaluateAll((articles) =>
    articles.map((article) => article.querySelector('h3')?.textContent ?? ''),
  );
  return shown.filter((name) => names.includes(name));
}

/** The moment as the browser writes it on the card (its own locale and time zone). */
function formattedInPage(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (moment) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(moment),
      ),
    iso,
  );
}

/** The card says when it was submitted (that moment, written out) and how long it waited. */
async function expectSubmittedAndWaiting(
  page: Page,
  card: Locator,
  submittedAt: string,
  waiting: string,
): Promise<void> {
  const time = card.locator('time');
  await expect(time).toHaveAttribute('datetime', submittedAt);
  await expect(time).toHaveText(await formattedInPage(page, submittedAt));
  await expect(
    card.getByText(`Submitted ${await formattedInPage(page, submittedAt)}`),
  ).toBeVisible();
  await expect(card.getByText(waiting, { exact: true })).toBeVisible();
}

test('the review queue serves the oldest submission first, with when it was sent and how long it waited', async ({
  page,
  baseURL,
  adminSession,
  axe,
}, testInfo) => {
  test.setTimeout(180_000);
  const developer = await createVerifiedDeveloper(baseURL!, adminSession);
  const dev = developer.session;
  // Two published apps, approved before anything of this test waits.
  const liveNames = [uniqueAppName('Live'), uniqueAppName('Live')] as const;
  const live = [
    await createLiveApp(baseURL!, dev, adminSession, { appName: liveNames[0] }),
    await createLiveApp(baseURL!, dev, adminSession, { appName: liveNames[1] }),
  ];

  // Five submissions, one after the other: new apps and updates in turn.
  const newApps = [uniqueAppName('New'), uniqueAppName('New'), uniqueAppName('New')] as const;
  const submitted: Record<string, string> = {};
  const first = await createSubmittedApp(baseURL!, dev, { appName: newApps[0] });
  submitted[newApps[0]] = await submittedAtOf(baseURL!, dev, first.appId);
  const olderUpdate = await submitUpdate(baseURL!, dev, live[0]!.appId, '1.5.0');
  submitted[liveNames[0]] = olderUpdate.submittedAt;
  const second = await createSubmittedApp(baseURL!, dev, { appName: newApps[1] });
  submitted[newApps[1]] = await submittedAtOf(baseURL!, dev, second.appId);
  const newerUpdate = await submitUpdate(baseURL!, dev, live[1]!.appId, '1.6.0');
  submitted[liveNames[1]] = newerUpdate.submittedAt;
  const third = await createSubmittedApp(baseURL!, dev, { appName: newApps[2] });
  submitted[newApps[2]] = await submittedAtOf(baseURL!, dev, third.appId);
  // Each was sent later than the one before it.
  const sentOrder = [newApps[0], liveNames[0], newApps[1], liveNames[1], newApps[2]];
  const moments = sentOrder.map((name) => Date.parse(submitted[name]!));
  expect(moments).toEqual([...moments].sort((a, b) => a - b));
  expect(new Set(moments).size).toBe(moments.length);

  await useSession(page, adminSession);
  await page.goto('/admin/review');
  await expect(await expectSingleH1(page)).toHaveText('App Review');

  // Oldest first in each queue.
  const appCards = await cardsOfQueue(page, 'First Submissions', newApps[2]);
  expect(await orderOf(appCards, newApps)).toEqual(newApps);
  const updateCards = await cardsOfQueue(page, 'Updates in Review', liveNames[1]);
  expect(await orderOf(updateCards, liveNames)).toEqual(liveNames);

  // Every card: when it was submitted, and how long it has waited against the promise.
  const cardOf = (name: string) => page.getByRole('article', { name, exact: true });
  for (const name of [...newApps, ...liveNames]) {
    await expectSubmittedAndWaiting(page, cardOf(name), submitted[name]!, WAITING_TODAY);
  }
  // An update card downloads the package in review, not the live one.
  const update = cardOf(liveNames[0]);
  await expect(update.getByText('Update', { exact: true })).toBeVisible();
  await expect(update.getByText('v1.4.2 → v1.5.0')).toBeVisible();
  for (const name of [...newApps, ...liveNames]) {
    await expect(cardOf(name).getByRole('button', { name: 'Download' })).toBeVisible();
  }
  await axe();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'review-queue-oldest-first');

  const downloading = page.waitForEvent('download');
  await update.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(packageFileName(liveNames[0], '1.5.0'));
  expect(await download.failure()).toBeNull();
  expect((await readFile((await download.path())!)).equals(olderUpdate.bytes)).toBe(true);
  await expect(page.getByText(`Downloaded ${liveNames[0]} v1.5.0 vmupack`)).toBeVisible();

  // A week after the last of them (the browser's clock; the server's is untouched), every one
  // is past the promise and says so, in a colour that still reads (axe's contrast check).
  await page.clock.setFixedTime(new Date(Math.max(...moments) + 7 * DAY_MS));
  await page.reload();
  await expect(await expectSingleH1(page)).toHaveText('App Review');
  await cardsOfQueue(page, 'First Submissions', newApps[2]);
  await cardsOfQueue(page, 'Updates in Review', liveNames[1]);
  for (const name of [...newApps, ...liveNames]) {
    await expectSubmittedAndWaiting(page, cardOf(name), submitted[name]!, OVERDUE_AFTER_A_WEEK);
  }
  await axe();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'review-queue-overdue');
});
