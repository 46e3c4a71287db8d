import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  monthClosesAt,
  monthOf,
  payoutDueBy,
  PAYOUT_STATEMENT_NOT_FOUND,
  PAYOUT_STATEMENTS_FIRST_OUT_OF_RANGE,
  PAYOUTS_NEED_CONNECT_SETUP,
  PAYOUTS_NEED_VERIFICATION,
  PAYOUTS_OUTSIDE_EU_UK,
  statementsOver,
  STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE,
  type Currency,
  type MonthlyStatement,
} from '@vmu/domain';
import { INVALID_NEXT_TOKEN_MESSAGE } from '../../db/keyset-cursor';
import { connectedAccount } from '../../db/schema/payments';
import { payoutStatement, type PayoutStatementRow } from '../../db/schema/payouts';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { gqlWith, messageOf } from '../../test/apps-operations';
import {
  codeOf,
  seedDeveloperProfile,
  signedInUser,
  type SignedInUser,
} from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import {
  ledgerRow,
  queuedJobs,
  recordingLog,
  recordLedgerRows,
  totalsOf,
  type RecordedRow,
} from '../../test/payout-fixtures';
import { purchaseOfApp, seedPaidApp } from '../../test/purchase-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { ACCOUNT_NOT_VERIFIED_MESSAGE } from '../shared/guards/require-apps-viewer';
import {
  PAYMENTS_ACCOUNT_NOT_VERIFIED_MESSAGE,
  PAYMENTS_DEVELOPERS_ONLY_MESSAGE,
} from '../payments/require-payments-developer';
import { closePayoutMonth, CLOSE_PAYOUT_MONTH_JOB } from './services/close-payout-month';
import { PAY_PAYOUT_JOB, payPayout, type PayoutToPay } from './services/pay-payout';
import { schedulePayouts } from './services/schedule-payouts';

// Monthly payouts with the sandbox driver (decision 0041): months closed into
// statements from the ledger, paid once, the daily scheduler, and who sees what. The stripe
// driver's transfers: payouts-stripe.test.ts.

const STATEMENT_FIELDS = `id month currency unitsSold unitsRefunded gross taxes processingFees
  refunds net developerShare platformShare carriedIn balance payoutAmount carriedOut minimum
  status dueOn payoutReference paidAt closedAt`;

const PAYOUTS = `query Payouts($currency: Currency, $first: Int, $after: String) {
  payouts {
    blocker blockerMessage minimums { currency amount }
    currentMonth { ${STATEMENT_FIELDS} }
    statements(currency: $currency, first: $first, after: $after) {
      items { ${STATEMENT_FIELDS} } nextToken
    }
  }
}`;

const STATEMENT = `query Statement($id: ID!) { payoutStatement(id: $id) { ${STATEMENT_FIELDS} } }`;

type GraphQLStatement = {
  id: string;
  month: string;
  currency: Currency;
  unitsSold: number;
  unitsRefunded: number;
  gross: number;
  taxes: number;
  processingFees: number;
  refunds: number;
  net: number;
  developerShare: number;
  platformShare: number;
  carriedIn: number;
  balance: number;
  payoutAmount: number;
  carriedOut: number;
  minimum: number;
  status: 'CARRIED' | 'DUE' | 'PAID';
  dueOn: string;
  payoutReference: string | null;
  paidAt: string | null;
  closedAt: string | null;
};
type Payouts = {
  blocker: string | null;
  blockerMessage: string | null;
  minimums: { currency: Currency; amount: number }[];
  currentMonth: GraphQLStatement[];
  statements: { items: GraphQLStatement[]; nextToken: string | null };
};

/** A stored statement as the domain made it (status PAYABLE however far its payout went). */
const asDomainStatement = (row: PayoutStatementRow): MonthlyStatement => ({
  month: row.month,
  currency: row.currency,
  saleCount: row.saleCount,
  refundCount: row.refundCount,
  gross: row.gross,
  taxes: row.taxes,
  processingFees: row.processingFees,
  refunds: row.refunds,
  net: row.net,
  developerShare: row.developerShare,
  platformShare: row.platformShare,
  carriedIn: row.carriedIn,
  balance: row.balance,
  status: row.status === 'CARRIED' ? 'CARRIED' : 'PAYABLE',
  payoutAmount: row.payoutAmount,
  carriedOut: row.carriedOut,
  dueBy: row.dueOn,
  minimum: row.minimum,
});

/** The domain's statements of `rows` from `from` through `through`: what closing them must store. */
function expectedStatements(rows: RecordedRow[], from: string, through: string) {
  const currencies = [...new Set(rows.map((row) => row.currency))];
  return currencies
    .flatMap((currency) => {
      const ofCurrency = rows.filter((row) => row.currency === currency);
      const months = [...new Set(ofCurrency.map((row) => monthOf(row.recordedAt)))];
      return statementsOver({
        currency,
        openingBalance: 0n,
        months: months.map((month) => ({
          month,
          ledger: totalsOf(ofCurrency.filter((row) => monthOf(row.recordedAt) === month)),
        })),
        from,
        through,
      });
    })
    .filter((each) => each.saleCount + each.refundCount > 0 || each.carriedIn !== 0n)
    .sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency));
}

/**
 * September to November 2025 in three currencies: EUR below its minimum carried through a month
 * without sales, then paid; GBP paid at once; USD paid, then a refund larger than the month's
 * sales carried as a negative balance that a later sale only reduces.
 */
const THREE_MONTHS: RecordedRow[] = [
  ledgerRow('SALE', 'EUR', '2025-09-03T10:00:00Z', '4.99', '0.83'),
  ledgerRow('SALE', 'EUR', '2025-09-20T10:00:00Z', '4.99'),
  ledgerRow('SALE', 'EUR', '2025-11-30T23:30:00Z', '9.99'),
  ledgerRow('SALE', 'GBP', '2025-09-15T08:00:00Z', '15.00'),
  ledgerRow('SALE', 'USD', '2025-09-10T12:00:00Z', '20.00'),
  ledgerRow('REFUND', 'USD', '2025-10-05T12:00:00Z', '20.00'),
  ledgerRow('SALE', 'USD', '2025-11-02T12:00:00Z', '5.00'),
];
const AFTER_NOVEMBER_2025 = monthClosesAt('2025-11');

describe.each(testTargets())('monthly payouts with the sandbox driver [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const log = recordingLog();
  const deps = (jobs: { enqueue: typeof t.app.jobs.enqueue } = t.app.jobs) => ({
    db: t.db,
    jobs,
    payments: t.app.payments,
    log,
  });
  const close = (developerId: string, month: string, now: Date) =>
    closePayoutMonth(deps(), { developerId, month }, now);

  /** A developer in France whose sandbox account can receive payouts (unless told otherwise). */
  async function developer(state: 'active' | 'restricted' | null = 'active', country = 'FR') {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev'), country });
    if (state) await seedSandboxAccount(t.db, dev.id, state);
    return dev;
  }
  const statementsOf = (developerId: string) =>
    t.db
      .select()
      .from(payoutStatement)
      .where(eq(payoutStatement.developerId, developerId))
      .orderBy(asc(payoutStatement.month), asc(payoutStatement.currency));
  const payJobsOf = async (developerId: string) => {
    const ids = new Set((await statementsOf(developerId)).map((row) => row.id));
    return (await queuedJobs<PayoutToPay>(t.db, PAY_PAYOUT_JOB)).filter((job) =>
      ids.has(job.statementId),
    );
  };
  const payoutsOf = async (who: SignedInUser, variables: Record<string, unknown> = {}) => {
    const result = await gqlWith(t.app, PAYOUTS, variables, who.cookie);
    expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
    return (result.body.data as { payouts: Payouts }).payouts;
  };
  const statementAs = (who: SignedInUser | null, id: string) =>
    gqlWith(t.app, STATEMENT, { id }, who?.cookie);

  it('closes the months with sales into the statements the domain makes of the same ledger rows, and pays each due one once', async () => {
    const dev = await developer();
    await recordLedgerRows(t.db, dev.id, THREE_MONTHS);
    const stored = await close(dev.id, '2025-11', AFTER_NOVEMBER_2025);

    const rows = await statementsOf(dev.id);
    expect(rows.map(asDomainStatement)).toEqual(
      expectedStatements(THREE_MONTHS, '2025-09', '2025-11'),
    );
    expect(rows.map((row) => `${row.month} ${row.currency} ${row.status}`)).toEqual([
      '2025-09 EUR CARRIED',
      '2025-09 GBP DUE',
      '2025-09 USD DUE',
      // No sale in October: EUR's balance is carried on; USD's refund leads.
      '2025-10 EUR CARRIED',
      '2025-10 USD CARRIED',
      '2025-11 EUR DUE',
      '2025-11 USD CARRIED',
    ]);
    expect(stored).toHaveLength(7);
    const byKey = (month: string, currency: Currency) =>
      rows.find((row) => row.month === month && row.currency === currency)!;
    // 6.86 carried through October, 7.50 more in November (75% of the 19.14 of net so far is
    // 14.355, to the even 14.36, less the 6.86 given): 14.36 reaches EUR's 12.50.
    expect(byKey('2025-10', 'EUR')).toMatchObject({ carriedIn: 686n, balance: 686n });
    expect(byKey('2025-11', 'EUR')).toMatchObject({
      carriedIn: 686n,
      developerShare: 750n,
      payoutAmount: 1436n,
      carriedOut: 0n,
      dueOn: '2025-12-30',
    });
    expect(byKey('2025-10', 'USD')).toMatchObject({ refunds: 2000n, carriedOut: -1500n });
    expect(byKey('2025-11', 'USD')).toMatchObject({ carriedIn: -1500n, carriedOut: -1125n });

    // Each due statement's payout was queued with it, once.
    const due = rows.filter((row) => row.status === 'DUE').map((row) => row.id);
    expect((await payJobsOf(dev.id)).map((job) => job.statementId).sort()).toEqual(due.sort());
    await t.drainJobs();
    for (const row of await statementsOf(dev.id)) {
      if (!due.includes(row.id)) {
        expect(row).toMatchObject({ status: 'CARRIED', payoutReference: null, paidAt: null });
        continue;
      }
      expect(row).toMatchObject({
        status: 'PAID',
        provider: 'sandbox',
        payoutReference: expect.stringMatching(/^po_sandbox_[0-9a-f]{24}$/),
        paidAt: expect.any(Date),
      });
    }
    expect(await payJobsOf(dev.id)).toHaveLength(3);

    // The screen shows the same statements, newest month first, money in minor units.
    const payouts = await payoutsOf(dev);
    expect(payouts.blocker).toBeNull();
    expect(payouts.blockerMessage).toBeNull();
    expect(payouts.minimums).toEqual([
      { currency: 'USD', amount: 1450 },
      { currency: 'EUR', amount: 1250 },
      { currency: 'GBP', amount: 1000 },
    ]);
    expect(payouts.statements.nextToken).toBeNull();
    expect(payouts.statements.items.map((item) => `${item.month} ${item.currency}`)).toEqual([
      '2025-11 EUR',
      '2025-11 USD',
      '2025-10 EUR',
      '2025-10 USD',
      '2025-09 EUR',
      '2025-09 GBP',
      '2025-09 USD',
    ]);
    const november = (await statementsOf(dev.id)).find(
      (row) => row.month === '2025-11' && row.currency === 'EUR',
    )!;
    expect(payouts.statements.items[0]).toEqual({
      id: november.id,
      month: '2025-11',
      currency: 'EUR',
      unitsSold: 1,
      unitsRefunded: 0,
      gross: 999,
      taxes: 0,
      processingFees: 0,
      refunds: 0,
      net: 999,
      developerShare: 750,
      platformShare: 249,
      carriedIn: 686,
      balance: 1436,
      payoutAmount: 1436,
      carriedOut: 0,
      minimum: 1250,
      status: 'PAID',
      dueOn: '2025-12-30',
      payoutReference: november.payoutReference,
      paidAt: november.paidAt!.toISOString(),
      closedAt: november.closedAt.toISOString(),
    });
    // Since November the USD balance is carried on, month after month, into the month in progress.
    const month = monthOf(new Date());
    expect(payouts.currentMonth).toEqual([
      expect.objectContaining({
        id: `current-${month}-USD`,
        month,
        currency: 'USD',
        unitsSold: 0,
        gross: 0,
        carriedIn: -1125,
        balance: -1125,
        payoutAmount: 0,
        carriedOut: -1125,
        status: 'CARRIED',
        dueOn: payoutDueBy(month),
        payoutReference: null,
        paidAt: null,
        closedAt: null,
      }),
    ]);
    // The one statement, by its id.
    const one = await statementAs(dev, november.id);
    expect(one.body.data).toEqual({ payoutStatement: payouts.statements.items[0] });
  });

  it('pages the statements newest first with a currency filter, and refuses a bad page size or token', async () => {
    const dev = await developer();
    await recordLedgerRows(t.db, dev.id, THREE_MONTHS);
    await close(dev.id, '2025-11', AFTER_NOVEMBER_2025);
    const all = (await payoutsOf(dev)).statements.items.map((item) => item.id);

    const paged: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const { statements } = await payoutsOf(dev, { first: 3, after });
      expect(statements.items.length).toBeLessThanOrEqual(3);
      paged.push(...statements.items.map((item) => item.id));
      after = statements.nextToken;
      if (!after) break;
    }
    expect(after).toBeNull();
    expect(paged).toEqual(all);

    const usd = await payoutsOf(dev, { currency: 'USD' });
    expect(usd.statements.items.map((item) => item.month)).toEqual([
      '2025-11',
      '2025-10',
      '2025-09',
    ]);
    const firstUsd = await payoutsOf(dev, { currency: 'USD', first: 1 });
    const secondUsd = await payoutsOf(dev, {
      currency: 'USD',
      first: 1,
      after: firstUsd.statements.nextToken,
    });
    expect(secondUsd.statements.items.map((item) => item.month)).toEqual(['2025-10']);

    for (const first of [0, 61, -1]) {
      const refused = await gqlWith(t.app, PAYOUTS, { first }, dev.cookie);
      expect(codeOf(refused)).toBe('VALIDATION_FAILED');
      expect(messageOf(refused)).toBe(PAYOUT_STATEMENTS_FIRST_OUT_OF_RANGE);
    }
    const token = (c: string, u: string) =>
      Buffer.from(JSON.stringify({ c, u })).toString('base64url');
    for (const forged of [
      'nonsense',
      token('2025-11', 'EUR'),
      // A real timestamp that is no month's first instant, one before year 1000, a foreign currency.
      token('2025-11-02T00:00:00.000000Z', 'EUR'),
      token('0999-11-01T00:00:00.000000Z', 'EUR'),
      token('2025-11-01T00:00:00.000000Z', 'JPY'),
    ]) {
      const refused = await gqlWith(t.app, PAYOUTS, { after: forged }, dev.cookie);
      expect(codeOf(refused)).toBe('INVALID_NEXT_TOKEN');
      expect(messageOf(refused)).toBe(INVALID_NEXT_TOKEN_MESSAGE);
    }
    // An over-long token, as every String input of the schema: a client error, never a 500.
    const huge = await gqlWith(t.app, PAYOUTS, { after: 'x'.repeat(60_000) }, dev.cookie);
    expect(huge.status).toBeLessThan(500);
    expect(codeOf(huge)).toMatch(/^(?!INTERNAL)[A-Z_]+$/);
  });

  it('shows a sandbox sale in the month in progress, which closes into the same figures', async () => {
    const dev = await developer();
    const app = await seedPaidApp(t.app, t.db, dev.id);
    const fan = await signedInUser(t.app, t.db, { email: email('fan') });
    await purchaseOfApp(t.app, app.bundleIdentifier, fan);
    const month = monthOf(new Date());

    const before = await payoutsOf(dev);
    expect(before.statements.items).toEqual([]);
    expect(before.currentMonth).toEqual([
      {
        id: `current-${month}-EUR`,
        month,
        currency: 'EUR',
        unitsSold: 1,
        unitsRefunded: 0,
        gross: 499,
        taxes: 0,
        processingFees: 0,
        refunds: 0,
        net: 499,
        developerShare: 374,
        platformShare: 125,
        carriedIn: 0,
        balance: 374,
        payoutAmount: 0,
        carriedOut: 374,
        minimum: 1250,
        status: 'CARRIED',
        dueOn: payoutDueBy(month),
        payoutReference: null,
        paidAt: null,
        closedAt: null,
      },
    ]);
    // The month in progress cannot be downloaded: it is no statement yet.
    expect(codeOf(await statementAs(dev, `current-${month}-EUR`))).toBe('NOT_FOUND');

    // Before the month has ended (and its hour of grace), nothing closes.
    expect(await close(dev.id, month, new Date())).toEqual([]);
    await close(dev.id, month, monthClosesAt(month));
    const after = await payoutsOf(dev);
    const { id, closedAt, ...closed } = after.statements.items[0]!;
    const { id: _current, closedAt: _open, ...inProgress } = before.currentMonth[0]!;
    expect(closed).toEqual(inProgress);
    expect(id).not.toBe(_current);
    expect(closedAt).toEqual(expect.any(String));
  });

  it('closes each month once, whether the close runs twice, twice at once, or again after a failure half-way', async () => {
    const dev = await developer();
    const rows = [
      ledgerRow('SALE', 'EUR', '2025-09-05T09:00:00Z', '19.99'),
      ledgerRow('SALE', 'EUR', '2025-10-05T09:00:00Z', '4.99'),
      ledgerRow('SALE', 'GBP', '2025-10-06T09:00:00Z', '19.99'),
    ];
    await recordLedgerRows(t.db, dev.id, rows);
    const now = monthClosesAt('2025-10');

    // The server dies while queuing the payouts: the transaction leaves nothing behind.
    const crashing = {
      enqueue: async () => {
        throw new Error('the server died half-way');
      },
    };
    await expect(
      closePayoutMonth(deps(crashing), { developerId: dev.id, month: '2025-10' }, now),
    ).rejects.toThrow('the server died half-way');
    expect(await statementsOf(dev.id)).toEqual([]);
    expect(await queuedJobs(t.db, PAY_PAYOUT_JOB)).toEqual([]);

    // Two at once: one closes both months, the other waits for its lock and finds them closed.
    const [one, two] = await Promise.all([
      close(dev.id, '2025-10', now),
      close(dev.id, '2025-10', now),
    ]);
    expect(one.length + two.length).toBe(3);
    expect([one.length, two.length].sort()).toEqual([0, 3]);
    // And again later.
    expect(await close(dev.id, '2025-10', now)).toEqual([]);

    const stored = await statementsOf(dev.id);
    expect(stored.map(asDomainStatement)).toEqual(expectedStatements(rows, '2025-09', '2025-10'));
    expect(stored.map((row) => `${row.month} ${row.currency} ${row.status}`)).toEqual([
      '2025-09 EUR DUE',
      '2025-10 EUR CARRIED',
      '2025-10 GBP DUE',
    ]);
    expect(await payJobsOf(dev.id)).toHaveLength(2);
    await t.drainJobs();
    // A payout queued again (the daily scheduler, a retry) pays nothing more.
    const paid = await statementsOf(dev.id);
    for (const row of paid.filter((each) => each.status !== 'CARRIED')) {
      await t.app.jobs.enqueue(PAY_PAYOUT_JOB, { statementId: row.id });
    }
    await t.drainJobs();
    expect(await statementsOf(dev.id)).toEqual(paid);
    expect(paid.filter((row) => row.status === 'PAID')).toHaveLength(2);
  });

  it('counts a late row in the month it was recorded in, so a closed month never changes; a month closes an hour after it ends', async () => {
    const dev = await developer();
    await recordLedgerRows(t.db, dev.id, [
      ledgerRow('SALE', 'GBP', '2025-10-31T23:59:59.999Z', '15.00'),
    ]);
    expect(await close(dev.id, '2025-10', new Date('2025-11-01T00:30:00Z'))).toEqual([]);
    expect(await close(dev.id, '2025-10', new Date('2025-11-01T01:00:00Z'))).toHaveLength(1);
    const [october] = await statementsOf(dev.id);

    // The provider's event of a sale on 31 October arrives after October closed.
    await recordLedgerRows(
      t.db,
      dev.id,
      [ledgerRow('SALE', 'GBP', '2025-11-01T01:05:00Z', '4.00')],
      new Date('2025-10-31T23:50:00Z'),
    );
    // Asked for a month still open, the close stops at the last one it may close.
    await close(dev.id, '2025-12', new Date('2025-12-15T12:00:00Z'));
    const [octoberAgain, november] = await statementsOf(dev.id);
    expect(octoberAgain).toEqual(october);
    expect(november).toMatchObject({
      month: '2025-11',
      saleCount: 1,
      gross: 400n,
      developerShare: 300n,
      status: 'CARRIED',
    });
    expect(await statementsOf(dev.id)).toHaveLength(2);
  });

  it("carries each statement's rounding into the next, so the shares add up to 75% of the net", async () => {
    const dev = await developer();
    // 4.50 of net a month: 75% is 3.375. Rounded toward zero every month gave 3.37 each time.
    await recordLedgerRows(t.db, dev.id, [
      ledgerRow('SALE', 'EUR', '2025-09-10T10:00:00Z', '4.50'),
      ledgerRow('SALE', 'EUR', '2025-10-10T10:00:00Z', '4.50'),
    ]);
    await close(dev.id, '2025-09', monthClosesAt('2025-09'));
    await close(dev.id, '2025-10', monthClosesAt('2025-10'));
    const rows = await statementsOf(dev.id);
    expect(rows.map((row) => [row.month, row.net, row.developerShare, row.platformShare])).toEqual([
      ['2025-09', 450n, 338n, 112n],
      ['2025-10', 450n, 337n, 113n],
    ]);
  });

  it('keeps every statement: its figures never change, it is never deleted, and only a due payout becomes paid, once', async () => {
    const dev = await developer(null);
    await recordLedgerRows(t.db, dev.id, [
      ledgerRow('SALE', 'GBP', '2025-09-05T09:00:00Z', '15.00'),
      ledgerRow('SALE', 'EUR', '2025-09-05T09:00:00Z', '4.99'),
    ]);
    await close(dev.id, '2025-09', monthClosesAt('2025-09'));
    const [carried, due] = await statementsOf(dev.id);
    expect([carried!.status, due!.status]).toEqual(['CARRIED', 'DUE']);
    const kept = 'payout_statement is kept';
    /** The database's own message when it refuses `statement` (drizzle wraps it as the cause). */
    const refusalOf = (statement: string) =>
      t.db.execute(sql.raw(statement)).then(
        () => null,
        (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
      );

    expect(
      await refusalOf(`update payout_statement set gross = gross + 1, net = net + 1,
        developer_share = developer_share + 1, balance = balance + 1, carried_out = carried_out + 1
        where id = '${carried!.id}'`),
    ).toContain(kept);
    expect(await refusalOf(`delete from payout_statement where id = '${due!.id}'`)).toContain(kept);
    expect(
      await refusalOf(`update payout_statement set status = 'PAID', payout_amount = 0,
        carried_out = balance, payout_reference = 'x', paid_at = now() where id = '${carried!.id}'`),
    ).toEqual(expect.any(String));
    // Paid, with the provider's reference: allowed once.
    expect(
      await refusalOf(`update payout_statement set status = 'PAID', provider = 'sandbox',
        payout_reference = 'po_by_hand', paid_at = now() where id = '${due!.id}'`),
    ).toBeNull();
    expect(
      await refusalOf(
        `update payout_statement set payout_reference = 'po_again' where id = '${due!.id}'`,
      ),
    ).toContain(kept);
    expect(
      await refusalOf(`update payout_statement set status = 'DUE', payout_reference = null,
        paid_at = null where id = '${due!.id}'`),
    ).toContain(kept);
    const [carriedAfter, paid] = await statementsOf(dev.id);
    expect(carriedAfter).toEqual(carried);
    expect(paid).toEqual({
      ...due,
      status: 'PAID',
      provider: 'sandbox',
      payoutReference: 'po_by_hand',
      paidAt: expect.any(Date),
    });
  });

  it('leaves a payout due while the developer cannot receive it, says why, and pays it once they can', async () => {
    const dev = await developer('restricted');
    await recordLedgerRows(t.db, dev.id, [
      ledgerRow('SALE', 'GBP', '2025-09-05T09:00:00Z', '15.00'),
    ]);
    await close(dev.id, '2025-09', monthClosesAt('2025-09'));
    await t.drainJobs();
    const [statement] = await statementsOf(dev.id);
    expect(statement).toMatchObject({ status: 'DUE', payoutReference: null });
    // The job ended without an error (a retry could not help) and says why.
    expect(await payPayout(deps(), statement!.id)).toBe('blocked');
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        message: 'payout stays due: the developer cannot receive payouts yet',
        obj: expect.objectContaining({
          statementId: statement!.id,
          blocker: 'PAYOUTS_NOT_ENABLED',
        }),
      }),
    );
    expect(await payoutsOf(dev)).toMatchObject({
      blocker: 'PAYOUTS_NOT_ENABLED',
      blockerMessage: PAYOUTS_NEED_VERIFICATION,
    });

    // The daily scheduler does not ask again while nothing changed...
    const later = new Date('2025-10-02T02:00:00Z');
    const jobsBefore = (await queuedJobs(t.db, PAY_PAYOUT_JOB)).length;
    expect(await schedulePayouts(deps(), later)).toEqual({ closes: 0, payouts: 0 });
    expect(await queuedJobs(t.db, PAY_PAYOUT_JOB)).toHaveLength(jobsBefore);
    // ...and pays once the provider enables payouts.
    await t.db
      .update(connectedAccount)
      .set({ payoutsEnabled: true, chargesEnabled: true, accountStatus: 'active' })
      .where(eq(connectedAccount.developerId, dev.id));
    expect(await schedulePayouts(deps(), later)).toEqual({ closes: 0, payouts: 1 });
    await t.drainJobs();
    expect((await statementsOf(dev.id))[0]).toMatchObject({
      status: 'PAID',
      payoutReference: expect.stringMatching(/^po_sandbox_/),
    });
    expect((await payoutsOf(dev)).blocker).toBeNull();
  });

  it('names what blocks payouts: a country outside the EU and UK, no connected account, or one of another driver', async () => {
    const abroad = await developer('active', 'US');
    expect(await payoutsOf(abroad)).toMatchObject({
      blocker: 'NOT_ELIGIBLE_COUNTRY',
      blockerMessage: PAYOUTS_OUTSIDE_EU_UK,
    });
    const unset = await developer(null);
    expect(await payoutsOf(unset)).toMatchObject({
      blocker: 'NO_CONNECTED_ACCOUNT',
      blockerMessage: PAYOUTS_NEED_CONNECT_SETUP,
    });
    // An account Stripe made is none the sandbox can pay into.
    await t.db.insert(connectedAccount).values({
      developerId: unset.id,
      provider: 'stripe',
      accountId: `acct_stripe_${unset.id}`,
      accountStatus: 'active',
      chargesEnabled: true,
      payoutsEnabled: true,
    });
    expect((await payoutsOf(unset)).blocker).toBe('NO_CONNECTED_ACCOUNT');
  });

  it('the daily scheduler closes the months of every developer with rows or a carried balance, once', async () => {
    const carrying = await developer();
    const paid = await developer();
    const idle = await developer();
    await recordLedgerRows(t.db, carrying.id, [
      ledgerRow('SALE', 'EUR', '2025-09-05T09:00:00Z', '4.99'),
    ]);
    await recordLedgerRows(t.db, paid.id, [
      ledgerRow('SALE', 'GBP', '2025-10-05T09:00:00Z', '15.00'),
      // Recorded in November: not October's.
      ledgerRow('SALE', 'GBP', '2025-11-01T00:10:00Z', '15.00'),
    ]);
    // What the scheduler queues is kept here: the queued jobs would close with the real clock.
    const queued: { name: string; data: object }[] = [];
    const queue = {
      enqueue: async (name: string, data: object) => {
        queued.push({ name, data });
      },
    };
    const firstOfNovember = new Date('2025-11-01T02:00:00Z');
    expect(await schedulePayouts(deps(queue), firstOfNovember)).toEqual({ closes: 2, payouts: 0 });
    const closes = queued
      .filter((job) => job.name === CLOSE_PAYOUT_MONTH_JOB)
      .map((job) => job.data as { developerId: string; month: string });
    expect(closes.sort((a, b) => a.developerId.localeCompare(b.developerId))).toEqual(
      [
        { developerId: carrying.id, month: '2025-10' },
        { developerId: paid.id, month: '2025-10' },
      ].sort((a, b) => a.developerId.localeCompare(b.developerId)),
    );
    for (const job of closes) await close(job.developerId, job.month, firstOfNovember);
    await t.drainJobs();
    expect((await statementsOf(carrying.id)).map((row) => `${row.month} ${row.status}`)).toEqual([
      '2025-09 CARRIED',
      '2025-10 CARRIED',
    ]);
    expect((await statementsOf(paid.id)).map((row) => `${row.month} ${row.status}`)).toEqual([
      '2025-10 PAID',
    ]);
    expect(await statementsOf(idle.id)).toEqual([]);

    // Nothing more that day; a month later, November's sale and the carried balance.
    expect(await schedulePayouts(deps(queue), firstOfNovember)).toEqual({
      closes: 0,
      payouts: 0,
    });
    expect(await schedulePayouts(deps(queue), new Date('2025-12-01T02:00:00Z'))).toEqual({
      closes: 2,
      payouts: 0,
    });
  });

  it('runs the registered jobs: the scheduler’s close and the payout it queues', async () => {
    const dev = await developer();
    await recordLedgerRows(t.db, dev.id, [
      ledgerRow('SALE', 'EUR', '2025-06-05T09:00:00Z', '19.99'),
    ]);
    // Queued as the scheduler does; the job closes with the real clock, long after June.
    await t.app.jobs.enqueue(CLOSE_PAYOUT_MONTH_JOB, { developerId: dev.id, month: '2025-06' });
    await t.drainJobs();
    expect(await statementsOf(dev.id)).toEqual([
      expect.objectContaining({
        month: '2025-06',
        status: 'PAID',
        payoutAmount: 1499n,
        provider: 'sandbox',
      }),
    ]);
  });

  it('shows a developer only their own statements; staff any; store accounts, unverified developers and visitors are refused', async () => {
    const dev = await developer();
    const other = await developer();
    await recordLedgerRows(t.db, dev.id, [
      ledgerRow('SALE', 'EUR', '2025-09-05T09:00:00Z', '4.99'),
    ]);
    await close(dev.id, '2025-09', monthClosesAt('2025-09'));
    const [statement] = await statementsOf(dev.id);
    const own = await statementAs(dev, statement!.id);
    expect(own.body.errors).toBeUndefined();

    const theirs = await statementAs(other, statement!.id);
    expect(codeOf(theirs)).toBe('NOT_FOUND');
    expect(messageOf(theirs)).toBe(PAYOUT_STATEMENT_NOT_FOUND);
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      expect(codeOf(await statementAs(dev, id))).toBe('NOT_FOUND');
    }
    expect((await payoutsOf(other)).statements.items).toEqual([]);

    const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
    expect((await statementAs(admin, statement!.id)).body.data).toEqual(own.body.data);
    const adminPayouts = await gqlWith(t.app, PAYOUTS, {}, admin.cookie);
    expect(codeOf(adminPayouts)).toBe('FORBIDDEN');
    expect(messageOf(adminPayouts)).toBe(PAYMENTS_DEVELOPERS_ONLY_MESSAGE);

    const fan = await signedInUser(t.app, t.db, { email: email('fan'), role: 'customer' });
    for (const refused of [
      await gqlWith(t.app, PAYOUTS, {}, fan.cookie),
      await statementAs(fan, statement!.id),
    ]) {
      expect(codeOf(refused)).toBe('STORE_ACCOUNT');
      expect(messageOf(refused)).toBe(STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE);
    }

    const pending = await signedInUser(t.app, t.db, { email: email('pending') });
    await seedDeveloperProfile(t.db, pending.id);
    const pendingPayouts = await gqlWith(t.app, PAYOUTS, {}, pending.cookie);
    expect(codeOf(pendingPayouts)).toBe('ACCOUNT_NOT_VERIFIED');
    expect(messageOf(pendingPayouts)).toBe(PAYMENTS_ACCOUNT_NOT_VERIFIED_MESSAGE);
    const pendingStatement = await statementAs(pending, statement!.id);
    expect(codeOf(pendingStatement)).toBe('ACCOUNT_NOT_VERIFIED');
    expect(messageOf(pendingStatement)).toBe(ACCOUNT_NOT_VERIFIED_MESSAGE);

    expect(codeOf(await gqlWith(t.app, PAYOUTS, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await statementAs(null, statement!.id))).toBe('UNAUTHENTICATED');
  });
});
