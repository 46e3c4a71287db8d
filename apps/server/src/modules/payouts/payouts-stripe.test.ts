import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { monthClosesAt } from '@vmu/domain';
import { connectedAccount } from '../../db/schema/payments';
import { payoutStatement } from '../../db/schema/payouts';
import { JOB_SCHEMA, type JobQueue } from '../../platform/jobs/job-queue';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { dataOf, gqlWith } from '../../test/apps-operations';
import { startFakeStripeApi, stripeEnvFor, type FakeStripeApi } from '../../test/fake-stripe-api';
import { testTargets } from '../../test/harness';
import { PAYMENTS_OPERATIONS as OPS, type ConnectResult } from '../../test/payments-operations';
import { ledgerRow, recordingLog, recordLedgerRows } from '../../test/payout-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { closePayoutMonth } from './services/close-payout-month';
import { PAY_PAYOUT_JOB, payoutKeyOf, type PayoutToPay } from './services/pay-payout';

// Monthly payouts with the stripe driver (decision 0041) against the local fake Stripe API: a
// due statement becomes a transfer to the developer's connected account, made once under the
// payout's idempotency key, whatever crashes or retries come between.

describe.each(testTargets())('monthly payouts with the stripe driver [%s]', (target) => {
  let stripeApi: FakeStripeApi;
  beforeAll(async () => {
    stripeApi = await startFakeStripeApi();
  });
  afterAll(async () => {
    await stripeApi.close();
  });
  const t = useTestApp(target, {
    env: () => stripeEnvFor(stripeApi, { webhookSecret: 'whsec_test_payouts' }),
  });
  beforeEach(() => {
    stripeApi.requests.length = 0;
    stripeApi.failWith = null;
  });
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  /** A developer in France with a Connect account at the fake Stripe, payouts enabled unless told. */
  async function developer(payoutsEnabled = true) {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev'), country: 'FR' });
    const { accountId } = dataOf<ConnectResult>(
      await gqlWith(t.app, OPS.connect, {}, dev.cookie),
      'createStripeConnectAccount',
    );
    await t.db
      .update(connectedAccount)
      .set({ accountStatus: 'active', chargesEnabled: true, payoutsEnabled })
      .where(eq(connectedAccount.developerId, dev.id));
    return { dev, accountId: accountId! };
  }
  /**
   * The developer's September 2025 closed: one EUR sale of 19.99, a payout of 14.99 due, its job
   * queued on `jobs` (the app's queue unless told).
   */
  async function dueStatement(developerId: string, jobs: Pick<JobQueue, 'enqueue'> = t.app.jobs) {
    await recordLedgerRows(t.db, developerId, [
      ledgerRow('SALE', 'EUR', '2025-09-12T09:00:00Z', '19.99'),
    ]);
    await closePayoutMonth(
      { db: t.db, jobs, log: recordingLog() },
      { developerId, month: '2025-09' },
      monthClosesAt('2025-09'),
    );
    const [statement] = await t.db
      .select()
      .from(payoutStatement)
      .where(eq(payoutStatement.developerId, developerId))
      .orderBy(asc(payoutStatement.month));
    expect(statement).toMatchObject({ status: 'DUE', payoutAmount: 1499n });
    return statement!;
  }
  const statementRow = async (id: string) =>
    (await t.db.select().from(payoutStatement).where(eq(payoutStatement.id, id)))[0]!;
  const transfersOf = (statementId: string) =>
    [...stripeApi.transfers.values()].filter(
      (each) => each.transfer_group === payoutKeyOf(statementId),
    );
  const transferPosts = () =>
    stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');

  it('pays a due statement by one transfer to the connected account, under the payout’s key, and stores its id', async () => {
    const { dev, accountId } = await developer();
    const statement = await dueStatement(dev.id);
    await t.drainJobs();

    const [transfer] = transfersOf(statement.id);
    expect(transfersOf(statement.id)).toHaveLength(1);
    expect(transfer).toMatchObject({
      amount: 1499,
      currency: 'eur',
      destination: accountId,
      metadata: { statementId: statement.id, month: '2025-09' },
    });
    const posts = transferPosts();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.idempotencyKey).toBe(`payout-${statement.id}`);
    expect(await statementRow(statement.id)).toMatchObject({
      status: 'PAID',
      provider: 'stripe',
      payoutReference: transfer!.id,
      paidAt: expect.any(Date),
    });

    // Queued again (the daily scheduler): nothing more is asked of Stripe.
    await t.app.jobs.enqueue(PAY_PAYOUT_JOB, { statementId: statement.id });
    await t.drainJobs();
    expect(transferPosts()).toHaveLength(1);
    expect(transfersOf(statement.id)).toHaveLength(1);
  });

  it('after a crash between the transfer and its recording, the retry stores the same transfer', async () => {
    const { dev, accountId } = await developer();
    // The close committed its payout's job; the server that took it died after the transfer.
    const queued: PayoutToPay[] = [];
    const statement = await dueStatement(dev.id, {
      enqueue: async (_name, data) => {
        queued.push(data as PayoutToPay);
      },
    });
    expect(queued).toEqual([{ statementId: statement.id }]);
    const made = await t.app.payments.transfer({
      statementId: statement.id,
      month: statement.month,
      amountMinor: Number(statement.payoutAmount),
      currency: statement.currency,
      destinationAccountId: accountId,
      transferGroup: payoutKeyOf(statement.id),
      idempotencyKey: payoutKeyOf(statement.id),
    });
    expect(await statementRow(statement.id)).toMatchObject({ status: 'DUE' });
    // The job is tried again, by this server or another.
    await t.app.jobs.enqueue(PAY_PAYOUT_JOB, queued[0]!);
    await t.drainJobs();
    expect(transfersOf(statement.id)).toHaveLength(1);
    expect(await statementRow(statement.id)).toMatchObject({
      status: 'PAID',
      payoutReference: made.transferReference,
    });
  });

  it('keeps a payout due while Stripe is unavailable and pays it once on a later attempt', async () => {
    const { dev } = await developer();
    stripeApi.failWith = 500;
    const statement = await dueStatement(dev.id);
    await t.drainJobs();
    expect(await statementRow(statement.id)).toMatchObject({
      status: 'DUE',
      payoutReference: null,
    });
    expect(transfersOf(statement.id)).toEqual([]);

    stripeApi.failWith = null;
    // The retry's backoff elapses (moved forward rather than waited for).
    await t.db.execute(
      sql.raw(
        `update ${JOB_SCHEMA}.job set start_after = now() - interval '1 second' where state = 'retry'`,
      ),
    );
    await t.drainJobs();
    expect(transfersOf(statement.id)).toHaveLength(1);
    expect(await statementRow(statement.id)).toMatchObject({
      status: 'PAID',
      payoutReference: transfersOf(statement.id)[0]!.id,
    });
  });

  it('asks Stripe for nothing while the account cannot receive payouts', async () => {
    const { dev } = await developer(false);
    const statement = await dueStatement(dev.id);
    await t.drainJobs();
    expect(await statementRow(statement.id)).toMatchObject({
      status: 'DUE',
      payoutReference: null,
    });
    expect(stripeApi.requests.filter((r) => r.path === '/v1/transfers')).toEqual([]);
  });
});
