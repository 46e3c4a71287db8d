import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PURCHASE_CHECKOUT_LIFETIME_HOURS, type PurchaseStart } from '@vmu/domain';
import { user, verification } from '../../db/schema/accounts';
import { purchase, salesLedger } from '../../db/schema/purchases';
import { JOB_SCHEMA } from '../../platform/jobs/job-queue';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { gqlWith } from '../../test/apps-operations';
import { codeOf, signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import { purchaseOfApp, requestPurchase, seedPaidApp } from '../../test/purchase-fixtures';
import { useStripeDriverApp } from '../../test/stripe-driver-suite';
import { useTestApp } from '../../test/use-test-app';
import { deletionCodeIdentifier, hashDeletionCode } from '../account-data/services/deletion-code';
import { CLOSE_PURCHASE_CHECKOUT_JOB } from './services/close-purchase-checkout';
import { SWEEP_ABANDONED_PURCHASES_JOB } from './services/sweep-abandoned-purchases';

// Purchases that wait for a payment: closed with their checkout once abandoned, and never
// completed for an account deleted in the meantime (decision 0056).

const WEBHOOK_SECRET = 'whsec_test_pending_purchases';
const DELETE = `mutation Delete($input: DeleteAccountInput!) { deleteAccount(input: $input) { deletedAt } }`;
const DELETION_CODE = '246810';
const PAST_LIFETIME = sql`now() - make_interval(hours => ${PURCHASE_CHECKOUT_LIFETIME_HOURS + 1})`;

describe.each(testTargets())('pending purchases with the stripe driver [%s]', (target) => {
  const stripe = useStripeDriverApp(target, WEBHOOK_SECRET);
  const { t, deliver } = stripe;
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  /** A paid app whose developer's Connect account (at the fake Stripe) takes charges. */
  async function appForSale() {
    const { dev } = await stripe.connectedSeller(email('dev'));
    return seedPaidApp(t.app, t.db, dev.id);
  }

  /** `fan`'s purchase of the app, pending at Stripe's checkout. */
  async function started(bundleIdentifier: string, fan: SignedInUser) {
    const response = await requestPurchase(t.app, bundleIdentifier, fan);
    expect(response.statusCode, response.body).toBe(200);
    const { purchaseId } = response.json<PurchaseStart>();
    const [row] = await t.db.select().from(purchase).where(eq(purchase.id, purchaseId));
    return { purchaseId, sessionId: row!.providerCheckoutId! };
  }

  /** Deletes `who`'s account as the screen does, with a code as if read from its mail. */
  async function deleteAccount(who: SignedInUser) {
    await t.db.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: deletionCodeIdentifier(who.id),
      value: hashDeletionCode(DELETION_CODE),
      expiresAt: new Date(Date.now() + 600_000),
    });
    return gqlWith(
      t.app,
      DELETE,
      { input: { confirmation: who.email, code: DELETION_CODE } },
      who.cookie,
    );
  }

  const statusOf = async (purchaseId: string) =>
    (await t.db.select().from(purchase).where(eq(purchase.id, purchaseId)))[0]?.status ?? 'CLOSED';
  const ledgerOf = (purchaseId: string) =>
    t.db.select().from(salesLedger).where(eq(salesLedger.purchaseId, purchaseId));
  const expireCalls = (sessionId: string) =>
    stripe.api.requests.filter((r) => r.path === `/v1/checkout/sessions/${sessionId}/expire`);
  const refundsOf = (paymentIntent: string | null) =>
    [...stripe.api.refunds.values()].filter((refund) => refund.payment_intent === paymentIntent);
  async function sweep() {
    await t.app.jobs.enqueue(SWEEP_ABANDONED_PURCHASES_JOB, {});
    await t.drainJobs();
  }

  it('closes purchases pending past their lifetime with their checkout, completes one paid without its webhook, and keeps the fresh ones', async () => {
    const app = await appForSale();
    const abandoned = await started(
      app.bundleIdentifier,
      await signedInUser(t.app, t.db, { email: email('fan') }),
    );
    const paidUnheard = await started(
      app.bundleIdentifier,
      await signedInUser(t.app, t.db, { email: email('fan') }),
    );
    const fresh = await started(
      app.bundleIdentifier,
      await signedInUser(t.app, t.db, { email: email('fan') }),
    );
    // A crash between the purchase and the provider's answer left one without a checkout.
    const crashed = await started(
      app.bundleIdentifier,
      await signedInUser(t.app, t.db, { email: email('fan') }),
    );
    await t.db
      .update(purchase)
      .set({ providerCheckoutId: null })
      .where(eq(purchase.id, crashed.purchaseId));
    const paid = stripe.api.paySession(paidUnheard.sessionId);
    await t.db
      .update(purchase)
      .set({ createdAt: PAST_LIFETIME })
      .where(
        sql`${purchase.id} in (${abandoned.purchaseId}, ${paidUnheard.purchaseId}, ${crashed.purchaseId})`,
      );

    await sweep();

    expect(await statusOf(abandoned.purchaseId)).toBe('CLOSED');
    expect(stripe.api.sessions.get(abandoned.sessionId)!.status).toBe('expired');
    expect(await statusOf(crashed.purchaseId)).toBe('CLOSED');
    expect(await statusOf(paidUnheard.purchaseId)).toBe('COMPLETED');
    expect((await ledgerOf(paidUnheard.purchaseId)).map((row) => row.kind)).toEqual(['SALE']);
    expect(await statusOf(fresh.purchaseId)).toBe('PENDING');
    expect(expireCalls(fresh.sessionId)).toEqual([]);
    // The paid session's webhook, arriving at last, records nothing more.
    expect((await deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    expect(await ledgerOf(paidUnheard.purchaseId)).toHaveLength(1);
    // A second sweep finds nothing left to close.
    stripe.api.requests.length = 0;
    await sweep();
    expect(stripe.api.requests.filter((r) => r.path.endsWith('/expire'))).toEqual([]);
  }, 120_000);

  it("closes a deleted buyer's open checkout, and gives back a payment that arrives after the deletion", async () => {
    const app = await appForSale();
    const other = await appForSale();
    const fan = await signedInUser(t.app, t.db, { email: email('fan'), role: 'customer' });
    const left = await started(app.bundleIdentifier, fan);
    const paidLate = await started(other.bundleIdentifier, fan);
    // The buyer pays on Stripe's page; the webhook is not there yet when the account goes.
    const paid = stripe.api.paySession(paidLate.sessionId);
    expect(codeOf(await deleteAccount(fan))).toBeUndefined();

    expect((await deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    expect(await statusOf(paidLate.purchaseId)).toBe('REFUNDED');
    expect((await ledgerOf(paidLate.purchaseId)).map((row) => row.kind).sort()).toEqual([
      'REFUND',
      'SALE',
    ]);
    await t.drainJobs();
    expect(refundsOf(paid.payment_intent)).toHaveLength(1);
    expect(stripe.api.sessions.get(left.sessionId)!.status).toBe('expired');
    expect(await statusOf(left.purchaseId)).toBe('CLOSED');
  });

  it('of a deletion and a completion side by side, never completes a purchase after the deletion was acknowledged', async () => {
    const app = await appForSale();
    const other = await appForSale();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const fan = await signedInUser(t.app, t.db, { email: email('fan'), role: 'customer' });
      const racing = await started(app.bundleIdentifier, fan);
      const after = await started(other.bundleIdentifier, fan);
      const paid = [
        stripe.api.paySession(racing.sessionId),
        stripe.api.paySession(after.sessionId),
      ];
      const [deleted, completion] = await Promise.all([
        deleteAccount(fan),
        deliver('checkout.session.completed', paid[0]),
      ]);
      expect(codeOf(deleted)).toBeUndefined();
      expect(completion.statusCode).toBe(200);
      // Stripe's next delivery, after the deletion was acknowledged.
      expect((await deliver('checkout.session.completed', paid[1])).statusCode).toBe(200);
      expect(await statusOf(after.purchaseId)).toBe('REFUNDED');

      // The race went one way or the other: completed before the deletion (which then had no
      // open checkout to close), or refused after it.
      const closes = await t.db.execute(
        sql`select 1 from ${sql.raw(JOB_SCHEMA)}.job where name = ${CLOSE_PURCHASE_CHECKOUT_JOB}
              and data->>'purchaseId' = ${racing.purchaseId}`,
      );
      const closeQueued = (closes as unknown as { rows: unknown[] }).rows.length > 0;
      const status = await statusOf(racing.purchaseId);
      expect([closeQueued, status]).toEqual(
        closeQueued ? [true, 'REFUNDED'] : [false, 'COMPLETED'],
      );
    }
    await t.drainJobs();
    const [{ deleted } = { deleted: 0 }] = await t.db
      .select({ deleted: sql<number>`count(*)::int` })
      .from(user)
      .where(sql`${user.deletedAt} is not null`);
    expect(deleted).toBe(20);
    // Every payment refused was given back, once.
    const refused = await t.db.select().from(purchase).where(eq(purchase.status, 'REFUNDED'));
    for (const row of refused) expect(refundsOf(row.providerPaymentId)).toHaveLength(1);
  }, 120_000);
});

describe.each(testTargets())('pending purchases with the sandbox driver [%s]', (target) => {
  const t = useTestApp(target);

  it('closes a purchase a crash left pending past its lifetime', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: `dev-${target}@example.com` });
    await seedSandboxAccount(t.db, dev.id);
    const app = await seedPaidApp(t.app, t.db, dev.id);
    const fan = await signedInUser(t.app, t.db, { email: `fan-${target}@example.com` });
    const bought = await purchaseOfApp(t.app, app.bundleIdentifier, fan);
    // The crash: a purchase whose checkout was made and never completed, and a fresh one.
    const [left] = await t.db
      .insert(purchase)
      .values({
        applicationId: app.id,
        versionId: app.currentVersionId!,
        buyerId: fan.id,
        priceMinor: 499,
        currency: 'EUR',
        applicationFeeMinor: 125,
        provider: 'sandbox',
        providerCheckoutId: 'cs_sandbox_crashed',
        createdAt: PAST_LIFETIME,
      })
      .returning();
    const [fresh] = await t.db
      .insert(purchase)
      .values({
        ...left!,
        id: crypto.randomUUID(),
        providerCheckoutId: null,
        createdAt: new Date(),
      })
      .returning();

    await t.app.jobs.enqueue(SWEEP_ABANDONED_PURCHASES_JOB, {});
    await t.drainJobs();

    const rows = await t.db
      .select({ id: purchase.id, status: purchase.status })
      .from(purchase)
      .where(and(eq(purchase.buyerId, fan.id)));
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: bought.purchaseId, status: 'COMPLETED' },
        { id: fresh!.id, status: 'PENDING' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });
});
