import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeApiAppPath, storeApiPurchasePath, type PurchaseStart } from '@vmu/domain';
import { application } from '../../db/schema/apps';
import { purchase, salesLedger } from '../../db/schema/purchases';
import { gqlWith } from '../../test/apps-operations';
import { codeOf, signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useStripeDriverApp } from '../../test/stripe-driver-suite';
import { seedPublishedApp } from '../../test/version-fixtures';

const WEBHOOK_SECRET = 'whsec_test_purchases';

describe.each(testTargets())('purchases with the stripe driver [%s]', (target) => {
  const stripe = useStripeDriverApp(target, WEBHOOK_SECRET);
  const { t, deliver } = stripe;
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  /** A developer whose Connect account (made at the fake Stripe) can take charges. */
  const seller = () => stripe.connectedSeller(email('dev'));

  async function paidApp(ownerId: string) {
    const { app } = await seedPublishedApp(t.app, t.db, ownerId);
    const [row] = await t.db
      .update(application)
      .set({
        bundleIdentifier: `com.example.stripe${(counter += 1)}`,
        priceCents: 499,
        currency: 'EUR',
      })
      .where(eq(application.id, app.id))
      .returning();
    return row!;
  }

  const buy = (bundleIdentifier: string, user: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url: storeApiPurchasePath(bundleIdentifier),
      headers: { cookie: user.cookie },
    });
  const download = (bundleIdentifier: string, user: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url: `${storeApiAppPath(bundleIdentifier)}/download`,
      payload: { deviceId: 'fan-vmu-pro-01' },
      headers: { cookie: user.cookie },
    });

  /** A buyer's purchase, started: pending at Stripe's checkout. */
  async function startedPurchase() {
    const { dev, accountId } = await seller();
    const app = await paidApp(dev.id);
    const fan = await signedInUser(t.app, t.db, { email: email('fan') });
    const response = await buy(app.bundleIdentifier, fan);
    expect(response.statusCode, response.body).toBe(200);
    const started = response.json<PurchaseStart>();
    const [row] = await t.db.select().from(purchase).where(eq(purchase.id, started.purchaseId));
    return { dev, accountId, app, fan, started, sessionId: row!.providerCheckoutId! };
  }
  const ledger = () => t.db.select().from(salesLedger);
  const statusOf = async (purchaseId: string) =>
    (await t.db.select().from(purchase).where(eq(purchase.id, purchaseId)))[0]!.status;

  it('Buy opens a Checkout Session: a plain charge on the platform, the share paid monthly; nothing is sold yet', async () => {
    const { started, sessionId, app, fan } = await startedPurchase();
    expect(started).toEqual({
      purchaseId: expect.any(String),
      status: 'PENDING',
      checkoutUrl: `https://checkout.stripe.com/c/pay/${sessionId}`,
    });
    const sent = stripe.api.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.idempotencyKey).toBe(`checkout-${started.purchaseId}`);
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][currency]': 'eur',
      'payment_intent_data[metadata][purchaseId]': started.purchaseId,
    });
    expect(sent.form.has('payment_intent_data[transfer_data][destination]')).toBe(false);
    expect(sent.form.has('payment_intent_data[application_fee_amount]')).toBe(false);
    expect(await ledger()).toEqual([]);
    expect((await download(app.bundleIdentifier, fan)).statusCode).toBe(403);
  });

  it('checkout.session.completed delivered twice records one SALE, and the buyer downloads', async () => {
    const { started, sessionId, app, fan, dev } = await startedPurchase();
    const paid = stripe.api.paySession(sessionId);
    expect((await deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    expect((await deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    expect(await statusOf(started.purchaseId)).toBe('COMPLETED');
    expect(await ledger()).toEqual([
      expect.objectContaining({
        kind: 'SALE',
        developerId: dev.id,
        buyerId: fan.id,
        gross: 499n,
        net: 499n,
        platformFee: 125n,
        providerReference: sessionId,
      }),
    ]);
    const [row] = await t.db.select().from(application).where(eq(application.id, app.id));
    expect(row).toMatchObject({ totalSales: 1, revenueGrossCents: 499, platformFeeCents: 125 });
    expect((await download(app.bundleIdentifier, fan)).statusCode).toBe(200);
  });

  it('the same delivery racing itself records once', async () => {
    const { started, sessionId } = await startedPurchase();
    const paid = stripe.api.paySession(sessionId);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => deliver('checkout.session.completed', paid)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await statusOf(started.purchaseId)).toBe('COMPLETED');
    expect(await ledger()).toHaveLength(1);
  });

  it('a bad signature is 400 and records nothing', async () => {
    const { started, sessionId } = await startedPurchase();
    const paid = stripe.api.paySession(sessionId);
    const forged = await deliver('checkout.session.completed', paid, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'Invalid signature' });
    expect(await statusOf(started.purchaseId)).toBe('PENDING');
    expect(await ledger()).toEqual([]);
  });

  it('charge.refunded delivered twice records one REFUND, and the buyer can no longer download', async () => {
    const { started, sessionId, app, fan } = await startedPurchase();
    expect(
      (await deliver('checkout.session.completed', stripe.api.paySession(sessionId))).statusCode,
    ).toBe(200);
    const charge = stripe.api.refundedCharge(sessionId);
    expect((await deliver('charge.refunded', charge)).statusCode).toBe(200);
    expect((await deliver('charge.refunded', charge)).statusCode).toBe(200);
    expect(await statusOf(started.purchaseId)).toBe('REFUNDED');
    const refunds = (await ledger()).filter((row) => row.kind === 'REFUND');
    expect(refunds).toEqual([
      expect.objectContaining({ refund: 499n, net: -499n, platformFee: -125n, gross: 0n }),
    ]);
    expect((await download(app.bundleIdentifier, fan)).statusCode).toBe(403);
  });

  describe('a buyer who pays two checkouts of one app (two tabs)', () => {
    /** Two purchases of one app by one buyer, both paid at Stripe's checkout. */
    async function paidTwice() {
      const first = await startedPurchase();
      const response = await buy(first.app.bundleIdentifier, first.fan);
      expect(response.statusCode, response.body).toBe(200);
      const secondId = response.json<PurchaseStart>().purchaseId;
      const [row] = await t.db.select().from(purchase).where(eq(purchase.id, secondId));
      return {
        ...first,
        secondId,
        paid: [
          stripe.api.paySession(first.sessionId),
          stripe.api.paySession(row!.providerCheckoutId!),
        ],
      };
    }

    /** The ledger, the purchases and the app's figures once both payments were recorded. */
    async function expectOneSaleAndARefundedDuplicate(
      secondId: string,
      firstId: string,
      appId: string,
    ) {
      const rows = await ledger();
      expect(rows.filter((row) => row.kind === 'SALE')).toHaveLength(2);
      const refunds = rows.filter((row) => row.kind === 'REFUND');
      expect(refunds).toEqual([
        expect.objectContaining({ refund: 499n, net: -499n, platformFee: -125n, gross: 0n }),
      ]);
      const refunded = refunds[0]!.purchaseId;
      expect([firstId, secondId]).toContain(refunded);
      const kept = refunded === firstId ? secondId : firstId;
      expect(await statusOf(kept)).toBe('COMPLETED');
      expect(await statusOf(refunded)).toBe('REFUNDED');
      const [row] = await t.db.select().from(application).where(eq(application.id, appId));
      expect(row).toMatchObject({ totalSales: 1, revenueGrossCents: 499, platformFeeCents: 125 });
      return refunded;
    }

    it('records the second as a sale and its refund, and the refund job gives the money back once', async () => {
      const { started, secondId, paid, app, fan } = await paidTwice();
      expect((await deliver('checkout.session.completed', paid[0])).statusCode).toBe(200);
      expect((await deliver('checkout.session.completed', paid[1])).statusCode).toBe(200);
      // Delivered again: nothing more.
      expect((await deliver('checkout.session.completed', paid[1])).statusCode).toBe(200);
      const refunded = await expectOneSaleAndARefundedDuplicate(
        secondId,
        started.purchaseId,
        app.id,
      );
      expect(refunded).toBe(secondId);
      expect((await download(app.bundleIdentifier, fan)).statusCode).toBe(200);

      await t.app.jobs.runDue();
      const sent = stripe.api.requests.filter((r) => r.path === '/v1/refunds');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.idempotencyKey).toBe(`refund-duplicate-${secondId}`);
      expect(sent[0]!.form.get('payment_intent')).toBe(paid[1]!.payment_intent);
      // Stripe's webhook of that refund finds it recorded.
      const [second] = await t.db.select().from(purchase).where(eq(purchase.id, secondId));
      const charge = stripe.api.refundedCharge(second!.providerCheckoutId!);
      expect((await deliver('charge.refunded', charge)).statusCode).toBe(200);
      expect((await ledger()).filter((row) => row.kind === 'REFUND')).toHaveLength(1);
    });

    it('records one sale and one refunded duplicate when both payments arrive at once', async () => {
      const { started, secondId, paid, app } = await paidTwice();
      const answers = await Promise.all(
        paid.map((session) => deliver('checkout.session.completed', session)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      await expectOneSaleAndARefundedDuplicate(secondId, started.purchaseId, app.id);
    });
  });

  it('checkout.session.expired closes the pending purchase it belonged to, never a paid one', async () => {
    const { started, sessionId } = await startedPurchase();
    const expired = { id: sessionId, object: 'checkout.session', status: 'expired' };
    expect((await deliver('checkout.session.expired', expired)).statusCode).toBe(200);
    expect(await t.db.select().from(purchase).where(eq(purchase.id, started.purchaseId))).toEqual(
      [],
    );
    expect((await deliver('checkout.session.expired', expired)).statusCode).toBe(200);
    expect((await deliver('checkout.session.expired', { object: 'x' })).statusCode).toBe(400);

    const other = await startedPurchase();
    await deliver('checkout.session.completed', stripe.api.paySession(other.sessionId));
    await deliver('checkout.session.expired', { id: other.sessionId });
    expect(await statusOf(other.started.purchaseId)).toBe('COMPLETED');
  });

  it('answers 200 to a checkout of no purchase and records nothing', async () => {
    const response = await deliver('checkout.session.completed', {
      id: 'cs_test_someone_elses',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 100,
      currency: 'eur',
      payment_intent: 'pi_test_elsewhere',
    });
    expect(response.statusCode).toBe(200);
    expect(await ledger()).toEqual([]);
  });

  it('the refund of the test screen is refused with Stripe', async () => {
    const { started } = await startedPurchase();
    const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
    const result = await gqlWith(
      t.app,
      'mutation ($purchaseId: ID!) { refundSandboxPurchase(purchaseId: $purchaseId) { status } }',
      { purchaseId: started.purchaseId },
      admin.cookie,
    );
    expect(codeOf(result)).toBe('SANDBOX_ONLY');
  });

  it('a provider failure at checkout is 503 and charges nothing', async () => {
    const { dev } = await seller();
    const app = await paidApp(dev.id);
    const fan = await signedInUser(t.app, t.db, { email: email('fan') });
    stripe.api.failWith = 500;
    const response = await buy(app.bundleIdentifier, fan);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await ledger()).toEqual([]);
    // No purchase is left waiting for a checkout that does not exist; Buy works again.
    expect(await t.db.select().from(purchase).where(eq(purchase.buyerId, fan.id))).toEqual([]);
    stripe.api.failWith = null;
    expect((await buy(app.bundleIdentifier, fan)).statusCode).toBe(200);
  });
});
