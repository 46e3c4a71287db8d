import type { Locator, Page } from '@playwright/test';
import {
  MINIMUM_PAYOUT_BY_CURRENCY,
  monthAfter,
  monthlyStatement,
  NO_LEDGER_ROWS,
  PAYOUTS_NEED_CONNECT_SETUP,
  PAYOUTS_OUTSIDE_EU_UK,
  payoutStatementsCsvFileName,
  splitRevenue,
  type MonthlyStatement,
} from '@vmu/domain';
import { createLiveApp } from '../support/app-updates';
import { uniqueAppName } from '../support/apps';
import { createVerifiedDeveloper } from '../support/developers';
import { setSandboxPaymentState } from '../support/payments';
import { buyInSandbox } from '../support/purchases';
import { saveScreenshot } from '../support/screenshots';
import { PHONE } from '../support/tags';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

// Payouts (decision 0041): a developer in France with a sandbox account sells an app and
// /payouts shows this month so far with the numbers the ledger implies; a developer outside the
// EU and UK is told why there are no payouts. The browser writes money in en-GB (the project's
// locale), as these expectations do.

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

const euros = (minor: bigint) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(
    Number(minor) / 100,
  );

/** A figure of a statement's list of figures, by its label. */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('dd');

async function checkScreen(page: Page, axe: () => Promise<void>, name: string) {
  await expectNoHorizontalOverflow(page);
  await axe();
  await saveScreenshot(page, test.info(), name);
}

test('a developer in France sells an app and sees this month so far on /payouts', async ({
  page,
  baseURL,
  adminSession,
  axe,
}) => {
  test.setTimeout(120_000);
  const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'FR' });
  await setSandboxPaymentState(baseURL!, developer.session, 'FR', 'active');
  const app = await createLiveApp(baseURL!, developer.session, adminSession, {
    appName: uniqueAppName('Ledger'),
    appType: 'game',
    price: { amount: 4.5, currency: 'EUR' },
  });
  await useSession(page, developer.session);

  // Nothing sold yet: the rule and the minimums, an empty month, no statements.
  await page.goto('/payouts');
  await expect(await expectSingleH1(page)).toHaveText('Payouts');
  await expect(page.getByRole('heading', { name: 'How payouts work' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Minimum payouts' })).toContainText(
    `EUR ${euros(MINIMUM_PAYOUT_BY_CURRENCY.EUR)}`,
  );
  await expect(page.getByText(/^No sales or refunds this month yet/)).toBeVisible();
  await expect(
    page.getByText('No statements yet: your first is made when a month with sales ends.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Payouts need/ })).toHaveCount(0);
  await checkScreen(page, axe, 'payouts-empty');

  // A sale of EUR 4.50 in the sandbox: no tax or fee, so net is the price, split by the rule.
  await buyInSandbox(baseURL!, app.bundleIdentifier);
  const sale = { gross: 450n, taxes: 0n, processingFees: 0n, refunds: 0n };
  const { net, developerShare, platformShare } = splitRevenue(sale);
  const minimum = MINIMUM_PAYOUT_BY_CURRENCY.EUR;
  expect(developerShare).toBeLessThan(minimum);

  await page.reload();
  const month = page.getByRole('region', { name: 'EUR' });
  await expect(month.getByText('Would be carried', { exact: true })).toBeVisible();
  await expect(figure(month, 'Units sold')).toHaveText('1');
  await expect(figure(month, 'Gross sales')).toHaveText(euros(sale.gross));
  await expect(figure(month, 'Less taxes')).toHaveText(euros(0n));
  await expect(figure(month, 'Net revenue')).toHaveText(euros(net));
  await expect(figure(month, 'Developer’s share (75%)')).toHaveText(euros(developerShare));
  await expect(figure(month, 'Platform’s share (25%)')).toHaveText(euros(platformShare));
  await expect(figure(month, 'Carried in')).toHaveText(euros(0n));
  await expect(figure(month, 'Balance')).toHaveText(euros(developerShare));
  await expect(figure(month, 'Minimum payout')).toHaveText(euros(minimum));
  await expect(figure(month, 'Payout')).toHaveText(euros(0n));
  await expect(figure(month, 'Carried out')).toHaveText(euros(developerShare));
  await expect(month).toContainText(
    `${euros(minimum - developerShare)} short of the ${euros(minimum)} minimum`,
  );
  // Still no closed month: the month in progress is not a statement.
  await expect(page.getByText(/^No statements yet/)).toBeVisible();
  await checkScreen(page, axe, 'payouts-this-month');
});

/** A closed statement as the server sends it, from the domain's own rules (money as numbers). */
function closedStatement(statement: MonthlyStatement, paid?: { at: string; reference: string }) {
  const { saleCount, refundCount, dueBy, status, ...figures } = statement;
  const amounts = Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [
      key,
      typeof value === 'bigint' ? Number(value) : value,
    ]),
  );
  return {
    ...amounts,
    id: `statement-${statement.month}-${statement.currency}`,
    unitsSold: saleCount,
    unitsRefunded: refundCount,
    status: status === 'CARRIED' ? 'CARRIED' : paid ? 'PAID' : 'DUE',
    dueOn: dueBy,
    paidAt: paid?.at ?? null,
    payoutReference: paid?.reference ?? null,
    closedAt: `${monthAfter(statement.month)}-01T01:00:00.000Z`,
  };
}

test(
  'closed statements open to their figures and keep to the page on a phone',
  { tag: PHONE },
  async ({ page, baseURL, adminSession, axe }) => {
    // A fresh server has no closed month (months close on the clock), so the statements' page is
    // answered by a stand-in with statements the domain's rules make; the rest is the server's.
    const ledger = (gross: bigint) => {
      const { net, platformShare } = splitRevenue({
        gross,
        taxes: 0n,
        processingFees: 0n,
        refunds: 0n,
      });
      return { ...NO_LEDGER_ROWS, gross, net, platformFee: platformShare, saleCount: 1 };
    };
    const october = monthlyStatement({
      month: '2026-10',
      currency: 'EUR',
      carriedIn: 0n,
      ledger: ledger(450n),
    });
    const november = monthlyStatement({
      month: '2026-11',
      currency: 'EUR',
      carriedIn: october.carriedOut,
      ledger: ledger(2000n),
    });
    const refunded = monthlyStatement({
      month: '2026-11',
      currency: 'GBP',
      carriedIn: 0n,
      ledger: { ...NO_LEDGER_ROWS, refund: 1200n, net: -1200n, platformFee: -300n, refundCount: 1 },
    });
    const items = [
      closedStatement(november, { at: '2026-12-12T09:30:00.000Z', reference: 'tr_sandbox_42' }),
      closedStatement(refunded),
      closedStatement(october),
    ];
    await page.route('**/graphql', async (route) => {
      const { query } = (route.request().postDataJSON() ?? {}) as { query?: string };
      if (!query?.includes('query PayoutStatements')) return route.continue();
      await route.fulfill({
        json: { data: { payouts: { statements: { items, nextToken: null } } } },
      });
    });
    const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'FR' });
    await setSandboxPaymentState(baseURL!, developer.session, 'FR', 'active');
    await useSession(page, developer.session);

    await page.goto('/payouts');
    await expect(await expectSingleH1(page)).toHaveText('Payouts');
    const table = page.getByRole('table', { name: /^Payout statements/ });
    await expect(table.getByRole('button', { name: /statement$/ })).toHaveCount(3);
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('button', { name }) });
    await expect(row('November 2026, EUR statement')).toContainText('Paid');
    await expect(row('November 2026, EUR statement')).toContainText('tr_sandbox_42');
    await expect(row('November 2026, GBP statement')).toContainText('-£9.00');
    await expect(row('October 2026, EUR statement')).toContainText('Carried');
    await expect(
      table.getByRole('link', { name: 'Download PDF of the November 2026 EUR statement' }),
    ).toHaveAttribute('href', `/api/payouts/statements/${items[0]!.id}/statement.pdf`);
    await checkScreen(page, axe, 'payouts-statements');

    // The export is the server's own file of the developer's statements (none of them real here).
    const exported = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV of all statements' }).click();
    expect((await exported).suggestedFilename()).toBe(payoutStatementsCsvFileName([]));

    const opener = table.getByRole('button', { name: 'November 2026, EUR statement' });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const details = page.getByRole('region', { name: 'November 2026 EUR statement' });
    await expect(figure(details, 'Carried in')).toHaveText(euros(october.carriedOut));
    await expect(figure(details, 'Payout')).toHaveText(euros(november.payoutAmount));
    await expect(figure(details, 'Payout reference')).toHaveText('tr_sandbox_42');
    await expect(opener).toBeFocused();
    await checkScreen(page, axe, 'payouts-statement-open');
  },
);

test('a developer outside the EU and UK is told why there are no payouts', async ({
  page,
  baseURL,
  adminSession,
  axe,
}) => {
  const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'US' });
  await useSession(page, developer.session);
  await page.goto('/payouts');
  await expect(await expectSingleH1(page)).toHaveText('Payouts');
  await expect(page.getByRole('heading', { name: 'No payouts in your country' })).toBeVisible();
  await expect(page.getByText(PAYOUTS_OUTSIDE_EU_UK)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  // Nothing that cannot apply: no rule, no month, no table.
  await expect(page.getByRole('heading', { name: 'How payouts work' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'This month so far' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await checkScreen(page, axe, 'payouts-outside-eu-uk');
});

test('a developer who has not set up payments is sent to Payment Setup', async ({
  page,
  baseURL,
  adminSession,
  axe,
}) => {
  const developer = await createVerifiedDeveloper(baseURL!, adminSession, { country: 'GB' });
  await useSession(page, developer.session);
  await page.goto('/payouts');
  await expect(page.getByRole('heading', { name: 'Payouts need payment setup' })).toBeVisible();
  await expect(page.getByText(PAYOUTS_NEED_CONNECT_SETUP)).toBeVisible();
  await axe();
  await page.getByRole('link', { name: 'Set up payments' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(await expectSingleH1(page)).toHaveText('Payment Setup');
});
