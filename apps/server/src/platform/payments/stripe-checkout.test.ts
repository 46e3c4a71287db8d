import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripeApi, type FakeStripeApi } from '../../test/fake-stripe-api';
import { WebhookPayloadError } from './payments-provider';
import { createStripeProvider } from './stripe-provider';

// The stripe driver's checkout, refund and payment webhooks against the local fake Stripe API
// (decisions 0036 and 0041); the purchase flow through the portal has its own integration tests.

const WEBHOOK_SECRET = 'whsec_checkout_test';
const signer = new Stripe('sk_test_signer');

describe('the stripe driver: checkouts, refunds and their webhooks', () => {
  let api: FakeStripeApi;
  let provider: ReturnType<typeof createStripeProvider>;
  beforeAll(async () => {
    api = await startFakeStripeApi();
    provider = createStripeProvider({
      driver: 'stripe',
      secretKey: 'sk_test_portal',
      publishableKey: 'pk_test_portal',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: api.host, port: api.port, protocol: 'http' },
    });
  });
  afterAll(async () => {
    await api.close();
  });

  const request = (purchaseId: string) => ({
    purchaseId,
    appName: 'Space Chase',
    amountMinor: 499,
    currency: 'EUR',
    successUrl: 'http://localhost:3000/store/apps/com.example.game?purchase=done',
    cancelUrl: 'http://localhost:3000/store/apps/com.example.game',
    idempotencyKey: `checkout-${purchaseId}`,
  });

  const parse = (event: unknown) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return provider.parseWebhook(Buffer.from(payload), header);
  };
  const eventOf = (type: string, object: unknown) => ({
    id: `evt_${crypto.randomBytes(6).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });

  it('creates a Checkout Session: a plain charge on the platform, nothing transferred, once per key', async () => {
    const purchaseId = crypto.randomUUID();
    const checkout = await provider.createCheckout(request(purchaseId));
    expect(checkout).toEqual({
      sessionId: expect.stringMatching(/^cs_test_/),
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
      completed: false,
      paymentReference: null,
    });
    const sent = api.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.idempotencyKey).toBe(`checkout-${purchaseId}`);
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][product_data][name]': 'Space Chase',
      'payment_intent_data[metadata][purchaseId]': purchaseId,
      client_reference_id: purchaseId,
      'metadata[purchaseId]': purchaseId,
    });
    // The developer's share is paid monthly (decision 0041): no destination, no application fee.
    expect([...sent.form.keys()].filter((name) => /transfer|application_fee/.test(name))).toEqual(
      [],
    );
    // A retry with the same key is the same session.
    expect((await provider.createCheckout(request(purchaseId))).sessionId).toBe(checkout.sessionId);
  });

  it('reads a paid checkout.session.completed and ignores an unpaid one', async () => {
    const { sessionId } = await provider.createCheckout(request(crypto.randomUUID()));
    const unpaid = parse(
      eventOf('checkout.session.completed', {
        ...api.sessions.get(sessionId),
        payment_intent: 'pi_later',
      }),
    );
    expect(unpaid.checkout).toBeNull();
    const paid = api.paySession(sessionId);
    const event = parse(eventOf('checkout.session.completed', paid));
    expect(event.checkout).toEqual({
      sessionId,
      paymentReference: paid.payment_intent,
      amountMinor: 499n,
      currency: 'eur',
      taxMinor: 0n,
      processingFeeMinor: 0n,
    });
    expect(event.account).toBeNull();
    expect(event.refund).toBeNull();
  });

  it('refunds a payment in full from the platform, nothing to reverse, and reads charge.refunded', async () => {
    const { sessionId } = await provider.createCheckout(request(crypto.randomUUID()));
    const paid = api.paySession(sessionId);
    const { refundReference } = await provider.refund(paid.payment_intent!, `refund-${sessionId}`);
    expect(refundReference).toMatch(/^re_test_/);
    const sent = api.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(Object.fromEntries(sent.form)).toEqual({ payment_intent: paid.payment_intent });
    expect(
      (await provider.refund(paid.payment_intent!, `refund-${sessionId}`)).refundReference,
    ).toBe(refundReference);
    const event = parse(eventOf('charge.refunded', api.refundedCharge(sessionId)));
    expect(event.refund).toEqual({
      paymentReference: paid.payment_intent,
      refundReference,
      amountRefundedMinor: 499n,
      fullyRefunded: true,
    });
  });

  it('refuses a signed payment event of the wrong shape', () => {
    expect(() =>
      parse(eventOf('checkout.session.completed', { id: 'cs_x', amount_total: -1 })),
    ).toThrow(WebhookPayloadError);
    expect(() => parse(eventOf('charge.refunded', { id: 'ch_x', refunded: 'yes' }))).toThrow(
      WebhookPayloadError,
    );
  });
});
