import { randomBytes } from 'node:crypto';
import { createSubmittedApp } from '../support/apps';
import { createPendingDeveloper, createVerifiedDeveloper } from '../support/developers';
import { pendingDeveloperCard } from '../support/admin';
import { openPageAs, reviewCard } from '../support/app-review';
import { saveScreenshot } from '../support/screenshots';
import { PHONE } from '../support/tags';
import {
  expect,
  expectNoHorizontalOverflow,
  newTestUser,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

// Text limits (decision 0020): what people type may be one long unbroken word, as long as its limit
// allows. It wraps on every screen instead of widening the page (on phones it overflowed).

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

/** An unbroken word of `length` letters ending in a unique tag, so a journey finds its card. */
const word = (letter: string, length: number) => {
  const tag = randomBytes(4).toString('hex');
  return `${letter.repeat(length - tag.length)}${tag}`;
};

test(
  'a developer name of two 100-letter words wraps on Developer Review',
  { tag: PHONE },
  async ({ browser, baseURL, adminSession }, testInfo) => {
    const developer = await createPendingDeveloper(baseURL!, {
      // The account name has its own limit of 50 (docs/product.md, "Account forms"); the profile's
      // names are longer.
      user: { ...newTestUser('developer'), name: 'Long Word Developer' },
      firstName: word('W', 100),
      lastName: word('M', 100),
      appName: word('A', 50),
      appDescription: word('D', 200),
      address: word('S', 200),
    });
    const admin = await openPageAs(browser, testInfo, adminSession);
    try {
      await admin.goto('/admin/developers');
      const card = await pendingDeveloperCard(admin, developer.fullName);
      await expect(card).toBeVisible();
      await expectNoHorizontalOverflow(admin);
      await saveScreenshot(admin, testInfo, 'long-words-developer-review');
    } finally {
      await admin.context().close();
    }
  },
);

test(
  'a 50-letter app name and a 160-letter description wrap on My Applications and App Review',
  { tag: PHONE },
  async ({ page, browser, baseURL, adminSession }, testInfo) => {
    test.slow();
    const developer = await createVerifiedDeveloper(baseURL!, adminSession);
    const appName = word('W', 50);
    await createSubmittedApp(baseURL!, developer.session, {
      appName,
      shortDescription: word('Q', 160),
    });

    await useSession(page, developer.session);
    await page.goto('/apps');
    await expect(page.getByRole('article', { name: appName, exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, testInfo, 'long-words-my-apps');

    const admin = await openPageAs(browser, testInfo, adminSession);
    try {
      await admin.goto('/admin/review');
      await expect(await reviewCard(admin, appName)).toBeVisible();
      await expectNoHorizontalOverflow(admin);
      await saveScreenshot(admin, testInfo, 'long-words-app-review');
    } finally {
      await admin.context().close();
    }
  },
);
