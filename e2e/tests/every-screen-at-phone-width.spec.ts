import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { appForm, files } from '../support/app-form';
import { allAppsCard, chooseFromMenu, openPageAs, reviewCard } from '../support/app-review';
import { createLiveApp, starHopperPackage, submitUpdate } from '../support/app-updates';
import {
  createDraftApp,
  createSubmittedApp,
  moderateApp,
  uniqueAppName,
  unpublishApp,
} from '../support/apps';
import {
  createRejectedDeveloper,
  createVerifiedDeveloper,
  saveOnboardingStep,
} from '../support/developers';
import { continueAtProvider } from '../support/oauth-provider';
import { oauthUser } from '../support/oauth-users';
import { paymentSetup, setSandboxPaymentState } from '../support/payments';
import { readRunState } from '../support/run-state';
import { saveScreenshot } from '../support/screenshots';
import { PHONE_ONLY } from '../support/tags';
import {
  VERIFICATION_SUBJECT,
  againstBuiltServer,
  authPost,
  codeIn,
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  insertNewUser,
  login,
  newTestUser,
  randomClientIp,
  readCode,
  seedCookieConsent,
  test,
  uniqueEmail,
  useSession,
  waitForMail,
  type Session,
} from './fixtures';

// Every screen of the portal at phone width (390 px), once, as the visitor it is for: it opens
// without sending them elsewhere, has one h1, nothing makes the page scroll sideways, and axe
// finds nothing. Most journeys run at desktop width only; the phone project runs this and the
// journeys whose layout differs on a phone (decision 0027). The account screens (/auth/login,
// /auth/signup, /forgot-password, /reset-password, /verify-email, /auth/callback) are checked
// at phone width by auth-a11y.spec.ts, with their error messages showing.
//
// Besides the screens as they open, the states the desktop journeys reach on them (a dialog open,
// a message showing, a list with something in it) are checked here at phone width the same way:
// reached through the API where it can be, with the fewest clicks where it cannot.

type Axe = (target?: Page) => Promise<void>;

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

/** The screen as it is now: nothing scrolls sideways, axe finds nothing; and a picture of it. */
async function checkState(page: Page, axe: Axe, name: string): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await axe(page);
  await saveScreenshot(page, test.info(), name);
}

/**
 * Opens `path` and checks the screen; the path must not redirect. `ready` waits for what the
 * screen should show before it is checked.
 */
async function checkScreen(
  page: Page,
  axe: Axe,
  path: string,
  options: { ready?: () => Promise<void>; name?: string } = {},
): Promise<void> {
  const { pathname } = new URL(path, 'http://x');
  await test.step(options.name ?? path, async () => {
    await page.goto(path);
    await expectSingleH1(page);
    await expect(page).toHaveURL((url) => url.pathname === pathname);
    await options.ready?.();
    await checkState(page, axe, options.name ?? (path.slice(1) || 'landing'));
  });
}

const PUBLIC_SCREENS = [
  '/',
  '/terms',
  '/privacy',
  '/cookies',
  '/licensing',
  '/docs',
  '/examples',
  '/contact',
  '/news',
  '/store',
  '/settings/cookies',
  // The store's own sign-up, where Buy sends a visitor (decision 0038).
  '/auth/signup?account=store',
];

const MAIN_AREA_SCREENS = [
  '/dashboard',
  '/apps',
  '/apps/create',
  '/analytics',
  '/payments',
  '/payments/setup',
  '/payments/provider-test',
  '/payouts',
  '/profile',
  // Any signed-in account's purchases (none yet: the empty state; a store account's below).
  '/store/purchases',
  '/settings/cookies',
];

const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/review',
  '/admin/developers',
  '/admin/apps',
  '/admin/users',
  '/admin/analytics',
  '/admin/settings',
  '/admin/audit',
];

const appCard = (page: Page, appName: string): Locator =>
  page.getByRole('article', { name: appName, exact: true });

/** A version's card on the version history, e.g. 'v1.5.0'. */
const versionCard = (page: Page, version: string): Locator =>
  page.getByRole('list', { name: 'Versions' }).getByRole('region', { name: `v${version}` });

/** A store account (decision 0038), signed up, verified and signed in through the real API. */
async function createStoreAccount(baseURL: string, name: string): Promise<Session> {
  const user = { ...newTestUser('buyer'), name };
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
  });
  try {
    const signUp = await authPost(api, baseURL, '/sign-up/email', {
      name: user.name,
      email: user.email,
      password: user.password,
      signUpAs: 'customer',
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    const otp = await readCode(user.email, { subject: VERIFICATION_SUBJECT });
    const verified = await authPost(api, baseURL, '/email-otp/verify-email', {
      email: user.email,
      otp,
    });
    expect(verified.ok(), await verified.text()).toBe(true);
    const signIn = await authPost(api, baseURL, '/sign-in/email', {
      email: user.email,
      password: user.password,
      rememberMe: true,
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    return { user, cookies: (await api.storageState()).cookies };
  } finally {
    await api.dispose();
  }
}

test(
  'the public pages and a news article, signed out',
  { tag: PHONE_ONLY },
  async ({ page, axe }) => {
    test.slow();
    for (const path of PUBLIC_SCREENS) await checkScreen(page, axe, path);
    await page.goto('/news');
    const article = await page
      .getByRole('main')
      .locator('a[href^="/news/"]')
      .first()
      .getAttribute('href');
    await checkScreen(page, axe, article!);
    // Sign-in after an account deleted itself: the notice shows once, and leaves the address.
    await checkScreen(page, axe, '/auth/login?message=account-deleted', {
      name: 'auth-login-account-deleted',
      ready: async () => {
        await expect(page.getByText('Your account has been deleted.')).toBeVisible();
        await expect(page).toHaveURL((url) => url.search === '');
      },
    });
  },
);

test(
  'onboarding step by step with its messages, then the review screen',
  { tag: PHONE_ONLY },
  async ({ page, baseURL, axe }) => {
    test.slow();
    const user = await insertNewUser(baseURL!, { verified: false });
    await login(page, baseURL!, user);
    // Not verified yet: the profile says so.
    await checkScreen(page, axe, '/profile', {
      name: 'profile-email-not-verified',
      ready: () =>
        expect(page.getByRole('main').getByRole('note')).toContainText(
          'Your email address is not verified yet.',
        ),
    });
    const otp = await readCode(user.email, { subject: VERIFICATION_SUBJECT });
    const verified = await authPost(page.request, baseURL!, '/email-otp/verify-email', {
      email: user.email,
      otp,
    });
    expect(verified.ok()).toBe(true);
    const session = { user, cookies: await page.context().cookies() };

    // Each step opens once the ones before it are saved; sent empty, it says what is missing.
    await checkScreen(page, axe, '/onboarding/country');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please select a country', { exact: true })).toBeVisible();
    await checkState(page, axe, 'onboarding-country-refused');
    await saveOnboardingStep(baseURL!, session, 'country', { country: 'GB' });

    await checkScreen(page, axe, '/onboarding/app-details');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('App name is required', { exact: true })).toBeVisible();
    await checkState(page, axe, 'onboarding-app-details-refused');
    await saveOnboardingStep(baseURL!, session, 'appDetails', {
      appName: 'Pocket Chess',
      appDescription: 'Chess puzzles for the VMU Pro.',
    });

    await checkScreen(page, axe, '/onboarding/developer-details');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Address is required',
      'City is required',
      'Postal code is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await checkState(page, axe, 'onboarding-developer-details-refused');
    await saveOnboardingStep(baseURL!, session, 'developerDetails', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '12 St James Square',
      city: 'London',
      postalCode: 'SW1Y 4JH',
    });
    await checkScreen(page, axe, '/pending-verification');
  },
);

test(
  "the review screen after a rejection, with the reviewer's reason",
  { tag: PHONE_ONLY },
  async ({ page, baseURL, adminSession, axe }) => {
    const reason = [
      'Your postal code does not match the city you gave.',
      'Please correct your address and resubmit.',
    ].join('\n');
    const developer = await createRejectedDeveloper(baseURL!, adminSession, reason);
    await useSession(page, developer.session);
    await checkScreen(page, axe, '/pending-verification', {
      name: 'pending-verification-rejected',
      ready: async () => {
        await expect(page.locator('h1')).toHaveText('Application Not Approved');
        await expect(
          page.getByRole('region', { name: 'Reason given by our review team' }),
        ).toContainText('Please correct your address');
      },
    });
  },
);

test(
  'the main area, as an approved developer',
  { tag: PHONE_ONLY },
  async ({ page, baseURL, adminSession, axe }) => {
    test.slow();
    const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'GB' });
    await useSession(page, developer.session);
    for (const path of MAIN_AREA_SCREENS) await checkScreen(page, axe, path);

    // The sidebar is a sheet behind 'Open menu' on a phone.
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(
      sheet.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Apps' }),
    ).toBeVisible();
    await checkState(page, axe, 'developer-menu-sheet');
    await sheet.getByRole('button', { name: 'Close menu' }).click();
    await expect(sheet).toBeHidden();

    // The screens of one published app: its version history and Submit New Version.
    const app = await createLiveApp(baseURL!, developer.session, adminSession);
    await checkScreen(page, axe, `/apps/${app.appId}/versions`);
    await checkScreen(page, axe, `/apps/${app.appId}/versions/new`);
    // The catalogue searched for it, and its page in the store.
    await checkScreen(page, axe, `/store?q=${encodeURIComponent(app.appName)}`, {
      name: 'store-search',
      ready: () => expect(page.getByRole('link', { name: app.appName, exact: true })).toBeVisible(),
    });
    await checkScreen(page, axe, `/store/apps/${app.bundleIdentifier}`);
  },
);

test(
  "a developer's apps: their cards, menu and dialogs, the app form, an update in review",
  { tag: PHONE_ONLY },
  async ({ page, browser, baseURL, adminSession, axe }, testInfo) => {
    test.setTimeout(180_000);
    const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'GB' });
    const { session } = developer;
    const draft = await createDraftApp(baseURL!, session, { appName: uniqueAppName('Draft') });
    const submitted = await createSubmittedApp(baseURL!, session, {
      appName: uniqueAppName('Submitted'),
    });
    const rejected = await createSubmittedApp(baseURL!, session, {
      appName: uniqueAppName('Rejected'),
    });
    await moderateApp(
      baseURL!,
      adminSession,
      'reject',
      rejected.appId,
      'The screenshots do not show the game.\nPlease upload screenshots of real gameplay.',
    );
    const live = await createLiveApp(baseURL!, session, adminSession, {
      appName: uniqueAppName('Live'),
    });
    await useSession(page, session);

    // My Applications: a card of each status, then a search that finds nothing.
    await checkScreen(page, axe, '/apps', {
      name: 'apps-every-status',
      ready: async () => {
        for (const app of [draft, submitted, rejected, live]) {
          await expect(appCard(page, app.appName)).toBeVisible();
        }
      },
    });
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('no app is called this');
    await expect(page.getByRole('heading', { name: 'No applications found' })).toBeVisible();
    await checkState(page, axe, 'apps-none-found');
    await search.fill('');

    // A submitted app's menu, and its withdrawal waiting for the typed confirmation.
    const card = appCard(page, submitted.appName);
    await card.getByRole('button', { name: `Actions for ${submitted.appName}` }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await checkState(page, axe, 'apps-card-menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await chooseFromMenu(page, card, submitted.appName, 'Withdraw');
    const withdraw = page.getByRole('dialog', { name: 'Withdraw from Review' });
    await withdraw
      .getByLabel(`Type withdraw ${submitted.appName} to confirm`)
      .fill(`withdraw ${submitted.appName.slice(0, -1)}`);
    await expect(withdraw.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
    await checkState(page, axe, 'apps-withdraw-dialog');
    await page.keyboard.press('Escape');
    await expect(withdraw).toHaveCount(0);

    // The app form: locked while in review; a rejected app's reason above its stored assets.
    await checkScreen(page, axe, `/apps/create?edit=${submitted.appId}`, {
      name: 'app-form-locked',
      ready: () =>
        expect(page.getByRole('heading', { name: 'Locked while under review' })).toBeVisible(),
    });
    await checkScreen(page, axe, `/apps/create?edit=${rejected.appId}`, {
      name: 'app-form-rejected',
      ready: async () => {
        await expect(
          page.getByRole('heading', { name: 'Rejected in review: what to fix' }),
        ).toBeVisible();
        const form = appForm(page);
        await expect(form.version).toHaveValue('1.4.2');
        await expect(form.form.getByRole('img', { name: 'Icon in the package' })).toBeVisible();
        await expect(form.form.getByRole('img', { name: 'Web Icon preview' })).toBeVisible();
        await expect(
          form.form.getByRole('list', { name: 'Uploaded screenshots' }).getByRole('img'),
        ).toHaveCount(1);
      },
    });

    // Leaving a changed draft asks first.
    await page.goto(`/apps/create?edit=${draft.appId}`);
    await expectSingleH1(page);
    await appForm(page).appName.fill(`${draft.appName} changed`);
    await page.getByRole('link', { name: 'Back to My Apps' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await checkState(page, axe, 'app-form-leave-question');
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/apps$/);

    // Submit New Version, filled: a higher version, release notes and another screenshot.
    await page.goto(`/apps/${live.appId}/versions/new`);
    await expect(await expectSingleH1(page)).toHaveText('Submit New Version');
    await page
      .getByLabel('App Binary (.vmupack)', { exact: true })
      .setInputFiles(starHopperPackage('1.5.0'));
    await expect(page.getByLabel('Version (from package)', { exact: true })).toHaveValue('1.5.0');
    await page
      .getByLabel('Release Notes', { exact: true })
      .fill('New levels.\nFixed the jump on level 3.');
    await page.getByLabel('Screenshots', { exact: true }).setInputFiles(files.screenshot(2));
    await expect(page.getByRole('img', { name: /Screenshot 2/ })).toBeVisible();
    await checkState(page, axe, 'update-form');
    await page.getByRole('button', { name: 'Submit for Review' }).click();

    // The version history while the update is in review, with a message about it.
    await expect(page).toHaveURL(`/apps/${live.appId}/versions`);
    const update = versionCard(page, '1.5.0');
    await expect(update.getByText('In Review', { exact: true })).toBeVisible();
    await update
      .getByLabel('Message', { exact: true })
      .fill('The new screenshot has English captions, see https://example.com/shots');
    await update.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      update
        .getByRole('list', { name: 'Conversation' })
        .getByRole('link', { name: 'https://example.com/shots' }),
    ).toBeVisible();
    await checkState(page, axe, 'version-history-in-review');

    // Staff see what the update changes, and approve it.
    const admin = await openPageAs(browser, testInfo, adminSession);
    try {
      await admin.goto('/admin/review');
      const updateCard = admin
        .getByRole('region', { name: 'Updates in Review' })
        .getByRole('article', { name: live.appName, exact: true });
      await updateCard.getByRole('button', { name: 'View Changes' }).click();
      const changes = admin.getByRole('dialog', { name: `Changes in ${live.appName} v1.5.0` });
      await expect(changes.getByRole('img', { name: 'Update Screenshots 2' })).toBeVisible();
      await expect(changes.getByText('Fixed the jump on level 3.')).toBeVisible();
      await checkState(admin, axe, 'update-changes');
      await admin.keyboard.press('Escape');
      await expect(changes).toHaveCount(0);
      await updateCard.getByRole('button', { name: 'Approve' }).click();
      await expect(
        admin.getByText(`${live.appName} v1.5.0 has been approved and is now live`),
      ).toBeVisible();
    } finally {
      await admin.context().close();
    }

    // The version history after it: 1.5.0 live, 1.4.2 superseded with its package's download.
    await checkScreen(page, axe, `/apps/${live.appId}/versions`, {
      name: 'version-history-superseded',
      ready: async () => {
        await expect(versionCard(page, '1.5.0').getByText('Live', { exact: true })).toBeVisible();
        await expect(
          versionCard(page, '1.4.2').getByRole('button', { name: 'Download package of v1.4.2' }),
        ).toBeVisible();
      },
    });

    // Unpublished, a published app keeps its bundle identifier.
    await unpublishApp(baseURL!, session, live.appId);
    await checkScreen(page, axe, `/apps/create?edit=${live.appId}`, {
      name: 'app-form-identifier-fixed',
      ready: async () => {
        await expect(appForm(page).bundleIdentifier).not.toBeEditable();
        await expect(page.getByText(/cannot change once the app has been published/)).toBeVisible();
      },
    });
  },
);

test(
  "payment setup in each state, a sale on the payouts, the buyer's purchases and the store's figures",
  { tag: PHONE_ONLY },
  async ({ page, browser, baseURL, adminSession, axe }, testInfo) => {
    test.setTimeout(180_000);
    // A developer in France; not started is the main area's.
    const seller = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'FR' });
    await useSession(page, seller.session);
    const cards = paymentSetup(page);
    const states = [
      ['onboarding', cards.account.getByText('Onboarding', { exact: true })],
      ['verification_pending', cards.identity.getByText('Required', { exact: true })],
      ['restricted', cards.restrictions.getByText('Restricted: Requirements past due')],
      ['active', cards.account.getByText('Active', { exact: true })],
    ] as const;
    for (const [state, shown] of states) {
      await setSandboxPaymentState(baseURL!, seller.session, 'FR', state);
      await checkScreen(page, axe, '/payments', {
        name: `payments-${state}`,
        ready: () => expect(shown).toBeVisible(),
      });
    }
    await checkScreen(page, axe, '/payouts', {
      name: 'payouts-nothing-sold',
      ready: () => expect(page.getByText(/^No sales or refunds this month yet/)).toBeVisible(),
    });

    // A paid game, bought by a store account on its phone.
    const app = await createLiveApp(baseURL!, seller.session, adminSession, {
      appName: uniqueAppName('Nebula'),
      appType: 'game',
      price: { amount: 4.5, currency: 'EUR' },
    });
    const buyerName = `Bea Buyer ${randomBytes(3).toString('hex')}`;
    const buyer = await openPageAs(
      browser,
      testInfo,
      await createStoreAccount(baseURL!, buyerName),
    );
    const admin = await openPageAs(browser, testInfo, adminSession);
    try {
      await buyer.goto(`/store/apps/${app.bundleIdentifier}`);
      await buyer.getByRole('button', { name: 'Buy for €4.50' }).click();
      await expect(buyer.getByText('You own this app')).toBeVisible();
      await checkState(buyer, axe, 'store-app-bought');
      await checkScreen(buyer, axe, '/store/purchases', {
        name: 'store-purchases-bought',
        ready: () =>
          expect(buyer.getByRole('button', { name: `Download ${app.appName}` })).toBeVisible(),
      });
      await checkScreen(buyer, axe, '/profile', {
        name: 'store-account-profile',
        ready: async () => {
          await expect(buyer.getByRole('button', { name: 'Delete account' })).toBeVisible();
          await expect(buyer.getByRole('region', { name: 'API tokens' })).toHaveCount(0);
        },
      });

      // The seller's month so far, with the sale.
      await checkScreen(page, axe, '/payouts', {
        name: 'payouts-this-month',
        ready: () =>
          expect(
            page.getByRole('region', { name: 'EUR' }).getByText('Units sold', { exact: true }),
          ).toBeVisible(),
      });

      // The store's figures with it: the top apps' table (blocks on a phone), and the review
      // times by period opened below theirs.
      await checkScreen(admin, axe, '/admin/analytics?range=7d', {
        name: 'admin-analytics-with-sales',
        ready: () =>
          expect(
            admin
              .getByRole('region', { name: 'Top apps by net revenue', exact: true })
              .getByRole('cell')
              .first(),
          ).toBeVisible(),
      });
      const reviews = admin.getByRole('region', { name: 'Review times', exact: true });
      await reviews.getByText('Review times by period').click();
      await expect(reviews.getByRole('table', { name: /^Review times by day/ })).toBeVisible();
      await checkState(admin, axe, 'admin-analytics-review-times');

      // Refunded from the payment-provider test screen: the buyer's purchases say so.
      await page.goto('/payments/provider-test');
      await page
        .getByRole('button', { name: `Refund ${app.appName} purchase by ${buyerName}` })
        .click();
      const refund = page.getByRole('dialog', { name: 'Refund purchase' });
      await checkState(page, axe, 'provider-test-refund');
      await refund.getByRole('button', { name: 'Refund' }).click();
      await expect(page.getByText('Purchase refunded')).toBeVisible();
      await checkScreen(buyer, axe, '/store/purchases', {
        name: 'store-purchases-refunded',
        ready: () => expect(buyer.getByText(/Refunded \d/)).toBeVisible(),
      });
    } finally {
      await buyer.context().close();
      await admin.context().close();
    }

    // A developer outside the EU and UK is told why there are no payouts.
    const outside = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'US' });
    const elsewhere = await openPageAs(browser, testInfo, outside.session);
    try {
      await checkScreen(elsewhere, axe, '/payouts', {
        name: 'payouts-outside-eu-uk',
        ready: () =>
          expect(
            elsewhere.getByRole('heading', { name: 'No payouts in your country' }),
          ).toBeVisible(),
      });
    } finally {
      await elsewhere.context().close();
    }
  },
);

test(
  "the profile's forms, dialogs and messages",
  { tag: PHONE_ONLY },
  async ({ page, baseURL, adminSession, axe, expectedRefusals }) => {
    test.setTimeout(120_000);
    // A seller (France, an account that takes charges): a new legal name sends them to review.
    const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'FR' });
    await setSandboxPaymentState(baseURL!, developer.session, 'FR', 'active');
    const { email } = developer.user;
    await useSession(page, developer.session);
    await page.goto('/profile');
    await expect(await expectSingleH1(page)).toHaveText('Profile');

    // Personal and business details: what is missing, before anything is sent.
    const details = page.getByRole('region', { name: 'Personal and business details' });
    await details.getByLabel('Account type').selectOption('business');
    await details.getByLabel('Company name', { exact: true }).fill('');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(
      details.getByText('Company name is required for a business account', { exact: true }),
    ).toBeVisible();
    await checkState(page, axe, 'profile-details-refused');

    // A new legal name: the warning while typing, then the question before saving.
    await page.reload();
    await details.getByLabel('Legal name', { exact: true }).fill('Ada King, Countess of Lovelace');
    const backToReview = /This sends your developer account back to review/;
    await expect(details.getByRole('status').filter({ hasText: backToReview })).toBeVisible();
    await checkState(page, axe, 'profile-details-review-warning');
    await details.getByRole('button', { name: 'Save details' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send your account back to review?' });
    await expect(confirm).toContainText(backToReview);
    await checkState(page, axe, 'profile-details-review-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await page.reload();

    // API tokens: the form's messages, the secret shown once, the list, a name taken, revoking.
    const tokens = page.getByRole('region', { name: 'API tokens' });
    await tokens.getByRole('button', { name: 'Create token' }).click();
    const form = page.getByRole('dialog', { name: 'Create API token' });
    await form.getByRole('button', { name: 'Create token' }).click();
    await expect(form.getByText('Token name is required')).toBeVisible();
    await expect(form.getByText('Choose at least one scope')).toBeVisible();
    await checkState(page, axe, 'profile-api-token-form-refused');
    await form.getByLabel('Name').fill('Nightly CI');
    await form.getByRole('checkbox', { name: 'Read apps' }).check();
    await form.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('dialog', { name: 'Copy your new token' });
    await expect(shown).toContainText('This is the only time the token is shown.');
    await checkState(page, axe, 'profile-api-token-secret');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    // On a phone each token's row is a block of its own, its cells labelled.
    const row = tokens
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Nightly CI' }) });
    await expect(row).toContainText('Active');
    await checkState(page, axe, 'profile-api-tokens');
    // The server refuses a second working token of the same name.
    expectedRefusals.push('/graphql');
    await tokens.getByRole('button', { name: 'Create token' }).click();
    await form.getByLabel('Name').fill('Nightly CI');
    await form.getByRole('checkbox', { name: 'Read apps' }).check();
    await form.getByRole('button', { name: 'Create token' }).click();
    await expect(
      form.getByText('You already have a working token named "Nightly CI".'),
    ).toBeVisible();
    await checkState(page, axe, 'profile-api-token-name-taken');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await tokens.getByRole('button', { name: 'Revoke Nightly CI' }).click();
    const revoke = page.getByRole('dialog', { name: 'Revoke token' });
    await expect(revoke).toContainText('Nightly CI');
    await checkState(page, axe, 'profile-api-token-revoke');
    await revoke.getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toContainText('Revoked');
    await checkState(page, axe, 'profile-api-token-revoked');

    // A new email address: a wrong code is refused.
    const emailSection = page.getByRole('region', { name: 'Email address' });
    await emailSection.getByRole('button', { name: 'Change email' }).click();
    const newEmail = uniqueEmail('moved');
    await emailSection.getByLabel('New email address').fill(newEmail);
    await emailSection.getByRole('button', { name: 'Send code' }).click();
    await expect(emailSection).toContainText(`Enter the code we sent to ${newEmail}`);
    const code = codeIn(
      await waitForMail(newEmail, { subject: 'Confirm your new VMU Pro email address' }),
    );
    await emailSection
      .getByLabel('Verification code')
      .fill(code === '000000' ? '111111' : '000000');
    await emailSection.getByRole('button', { name: 'Change email' }).click();
    await expect(emailSection.getByRole('alert')).toHaveText('Invalid verification code');
    await checkState(page, axe, 'profile-email-code-refused');

    // A new password: a wrong current one is refused.
    const passwordSection = page.getByRole('region', { name: 'Password' });
    await passwordSection.getByLabel('Current password').fill('Not-the-password-1');
    await passwordSection.getByLabel('New password', { exact: true }).fill('Difference#1822');
    await passwordSection.getByLabel('Confirm new password').fill('Difference#1822');
    await passwordSection.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordSection.getByRole('alert')).toHaveText(
      'Your current password is incorrect.',
    );
    await checkState(page, axe, 'profile-password-refused');

    // Delete account: what happens, then another address refused before anything is sent.
    await page
      .getByRole('region', { name: 'Delete account' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    const deletion = page.getByRole('dialog', { name: 'Delete account' });
    await expect(deletion).toContainText('Your apps come off the store at once.');
    await checkState(page, axe, 'profile-delete-account-dialog');
    await deletion.getByRole('button', { name: 'Send code' }).click();
    await expect(deletion.getByRole('status')).toHaveText(
      `Code sent to ${email}. Check your inbox.`,
    );
    await deletion.getByLabel(/Type your email address/).fill(`other-${email}`);
    await deletion.getByLabel('Code').fill('000000');
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(deletion.getByText('That is not your email address.')).toBeVisible();
    await checkState(page, axe, 'profile-delete-account-refused');
    await page.keyboard.press('Escape');
    await expect(deletion).toHaveCount(0);
  },
);

test(
  'a linked sign-in method on the profile, and its unlink dialog',
  { tag: PHONE_ONLY },
  async ({ page, baseURL, adminSession, axe, expectedRefusals }, testInfo) => {
    test.skip(
      !againstBuiltServer || readRunState().oauth === null,
      'the OAuth stand-in is started with the built server',
    );
    // The local provider's pages have no favicon; Chromium logs its 404 as a console error.
    expectedRefusals.push('/favicon.ico');
    const developer = await createVerifiedDeveloper(baseURL!, adminSession);
    await useSession(page, developer.session);
    await page.goto('/profile');
    await expectSingleH1(page);
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    await methods.getByRole('button', { name: 'Link GitHub' }).click();
    await continueAtProvider(page, oauthUser('github', 'link', testInfo.project.name));
    await expect(page.getByText('GitHub linked', { exact: true })).toBeVisible();
    await expect(methods.getByRole('button', { name: 'Unlink GitHub' })).toBeVisible();
    await checkState(page, axe, 'profile-sign-in-methods-linked');
    await methods.getByRole('button', { name: 'Unlink GitHub' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlink GitHub' });
    await expect(dialog).toContainText('You will no longer be able to sign in with GitHub.');
    await checkState(page, axe, 'profile-unlink-dialog');
    // Unlinked again: the provider's person is free for another run of this check.
    await dialog.getByRole('button', { name: 'Unlink', exact: true }).click();
    await expect(page.getByText('GitHub unlinked', { exact: true })).toBeVisible();
  },
);

test('the admin area', { tag: PHONE_ONLY }, async ({ page, adminSession, axe }) => {
  test.slow();
  await useSession(page, adminSession);
  for (const path of ADMIN_SCREENS) await checkScreen(page, axe, path);
});

test(
  "the admin's review, app, user and settings screens with their dialogs",
  { tag: PHONE_ONLY },
  async ({ page, browser, baseURL, adminSession, axe }, testInfo) => {
    test.setTimeout(180_000);
    const developer = await createVerifiedDeveloper(baseURL!, adminSession);
    const { email, password, name } = developer.user;
    const submitted = await createSubmittedApp(baseURL!, developer.session, {
      appName: uniqueAppName('Queued'),
    });
    const live = await createLiveApp(baseURL!, developer.session, adminSession, {
      appName: uniqueAppName('Updated'),
    });
    await submitUpdate(baseURL!, developer.session, live.appId, '1.5.0');
    await useSession(page, adminSession);

    // The review queue with a first submission and an update; the listing's preview.
    await page.goto('/admin/review');
    await expect(await expectSingleH1(page)).toHaveText('App Review');
    const card = await reviewCard(page, submitted.appName);
    await expect(
      page
        .getByRole('region', { name: 'Updates in Review' })
        .getByRole('article', { name: live.appName, exact: true }),
    ).toBeVisible();
    await checkState(page, axe, 'review-queue');
    await card.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: `Store preview: ${submitted.appName}` });
    await expect(preview.getByRole('img', { name: `${submitted.appName} banner` })).toBeVisible();
    await checkState(page, axe, 'review-preview');
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);

    // A week later (that browser's clock; the server's is untouched), both are overdue.
    const later = await openPageAs(browser, testInfo, adminSession);
    try {
      await later.clock.setFixedTime(new Date(Date.now() + 7 * 86_400_000));
      await later.goto('/admin/review');
      const overdue = await reviewCard(later, submitted.appName);
      await expect(overdue.getByText(/^Overdue: waiting/)).toBeVisible();
      await checkState(later, axe, 'review-queue-overdue');
    } finally {
      await later.context().close();
    }

    // Settings: a saved rejection reason, refused empty, then listed.
    const title = `Blurry icon ${randomBytes(3).toString('hex')}`;
    const body = 'The icon is hard to make out on the device.';
    await page.goto('/admin/settings');
    await expect(await expectSingleH1(page)).toHaveText('Settings');
    await page.getByRole('button', { name: 'Add reason' }).click();
    const add = page.getByRole('dialog', { name: 'Add saved reason' });
    await add.getByRole('button', { name: 'Add reason' }).click();
    await expect(add.getByText('Title is required')).toBeVisible();
    await checkState(page, axe, 'admin-settings-add-reason-refused');
    await add.getByLabel('Title *').fill(title);
    await add.getByLabel('Reason *').fill(body);
    await add.getByRole('button', { name: 'Add reason' }).click();
    await expect(add).toBeHidden();
    const saved = page
      .getByRole('list', { name: 'Saved rejection reasons' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(saved).toContainText(body);
    await checkState(page, axe, 'admin-settings-saved-reason');

    // The reject dialog with the saved reason picked, and the audit log's entry of it.
    await page.goto('/admin/review');
    const again = await reviewCard(page, submitted.appName);
    await again.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject Application' });
    await reject.getByLabel('Saved reason').selectOption({ label: title });
    await expect(reject.getByLabel('Rejection Reason *', { exact: true })).toHaveValue(body);
    await checkState(page, axe, 'review-reject-dialog');
    await page.keyboard.press('Escape');
    await expect(reject).toHaveCount(0);
    await checkScreen(page, axe, '/admin/audit?action=CHANGE_SETTING&targetType=SETTING', {
      name: 'admin-audit-setting-changed',
      ready: () =>
        expect(
          page
            .getByRole('article', { name: 'Setting changed: Saved rejection reasons' })
            .filter({ hasText: title })
            .first(),
        ).toBeVisible(),
    });
    // Saved reasons are the whole portal's: this one goes again.
    await page.goto('/admin/settings');
    await saved.getByRole('button', { name: `Remove ${title}` }).click();
    const remove = page.getByRole('dialog', { name: 'Remove saved reason?' });
    await checkState(page, axe, 'admin-settings-remove-reason');
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expect(saved).toHaveCount(0);

    // All Apps, once the submission is approved: its details, its developer, suspending it.
    await moderateApp(baseURL!, adminSession, 'approve', submitted.appId);
    await page.goto('/admin/apps');
    await expect(await expectSingleH1(page)).toHaveText('All Apps');
    const listed = await allAppsCard(page, submitted.appName);
    await checkState(page, axe, 'all-apps');
    await chooseFromMenu(page, listed, submitted.appName, 'View Details');
    const details = page.getByRole('dialog', { name: submitted.appName });
    await expect(
      details.getByRole('region', { name: 'Review history' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await checkState(page, axe, 'all-apps-details');
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await chooseFromMenu(page, listed, submitted.appName, 'View Developer');
    const profile = page.getByRole('dialog', { name: developer.fullName });
    await expect(profile.getByText(email)).toBeVisible();
    await checkState(page, axe, 'all-apps-developer');
    await page.keyboard.press('Escape');
    await expect(profile).toHaveCount(0);
    await chooseFromMenu(page, listed, submitted.appName, 'Suspend App');
    const suspendApp = page.getByRole('dialog', { name: 'Suspend App' });
    await suspendApp.getByLabel('Reason (optional)').fill('Crashes on the title screen.');
    await checkState(page, axe, 'all-apps-suspend');
    await page.keyboard.press('Escape');
    await expect(suspendApp).toHaveCount(0);

    // The developer's account: its page, making them an admin, suspending it.
    await page.goto('/admin/users');
    await expect(await expectSingleH1(page)).toHaveText('Users');
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    const users = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await expect(users).toHaveCount(1);
    await users.filter({ hasText: email }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('region', { name: 'Apps (2)' })).toBeVisible();
    await checkState(page, axe, 'admin-user');
    await page.getByRole('button', { name: 'Make admin' }).click();
    const grant = page.getByRole('dialog', { name: 'Make Admin' });
    await grant.getByLabel('Reason').fill('Joins the review team.');
    await checkState(page, axe, 'admin-user-make-admin');
    await page.keyboard.press('Escape');
    await expect(grant).toHaveCount(0);
    await page.getByRole('button', { name: 'Suspend account' }).click();
    const suspend = page.getByRole('dialog', { name: 'Suspend Account' });
    await suspend.getByRole('button', { name: 'Suspend account' }).click();
    await expect(suspend.getByText('Please give a reason.')).toBeVisible();
    await checkState(page, axe, 'admin-user-suspend-refused');
    await suspend.getByLabel('Reason').fill('The published game ships pirated music.');
    await suspend.getByRole('button', { name: 'Suspend account' }).click();
    await expect(page.getByText(`${name}'s account has been suspended`)).toBeVisible();
    await expect(page.getByText('Suspended on')).toBeVisible();
    await checkState(page, axe, 'admin-user-suspended');

    // Suspended, the developer's sign-in is refused with its own message.
    const signIn = await openPageAs(browser, testInfo, { user: developer.user, cookies: [] });
    try {
      await signIn.goto('/auth/login');
      const main = signIn.getByRole('main');
      await main.getByLabel('Email', { exact: true }).fill(email);
      await main.getByLabel('Password', { exact: true }).fill(password);
      await main.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(
        signIn.getByRole('alert').filter({ hasText: 'This account has been suspended.' }),
      ).toBeVisible();
      await checkState(signIn, axe, 'login-suspended');
    } finally {
      await signIn.context().close();
    }

    // Restoring asks whether the apps go back on the store too.
    await page.getByRole('button', { name: 'Restore account' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore Account' });
    await expect(
      restore.getByRole('checkbox', { name: /^Also put back on the store/ }),
    ).toBeChecked();
    await checkState(page, axe, 'admin-user-restore');
    await page.keyboard.press('Escape');
    await expect(restore).toHaveCount(0);
  },
);
