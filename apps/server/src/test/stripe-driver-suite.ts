import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { connectedAccount } from '../db/schema/payments';
import { verifiedDeveloper } from './app-fixtures';
import { dataOf, gqlWith } from './apps-operations';
import { startFakeStripeApi, stripeEnvFor, type FakeStripeApi } from './fake-stripe-api';
import type { TestTarget } from './harness';
import { PAYMENTS_OPERATIONS as OPS, type ConnectResult } from './payments-operations';
import { useTestApp } from './use-test-app';

// A suite's app on the stripe driver, talking to a fake Stripe API of its own, for the tests of
// what the portal does with Stripe's answers and webhooks (purchases, refunds, checkouts).

// Only for generateTestHeaderString: signs deliveries the way Stripe does.
const signer = new Stripe('sk_test_signer');

/**
 * Call it inside the suite's describe, as useTestApp: the fake API starts before the app and
 * closes after it; its recorded requests and any failure a test asked of it are cleared before
 * each test.
 */
export function useStripeDriverApp(target: TestTarget, webhookSecret: string) {
  let api: FakeStripeApi | undefined;
  const fake = () => {
    if (!api) throw new Error('the fake Stripe API is not started (used outside a test?)');
    return api;
  };
  beforeAll(async () => {
    api = await startFakeStripeApi();
  });
  afterAll(async () => {
    await api?.close();
  });
  const t = useTestApp(target, { env: () => stripeEnvFor(fake(), { webhookSecret }) });
  beforeEach(() => {
    fake().requests.length = 0;
    fake().failWith = null;
  });

  return {
    t,
    /** The suite's fake Stripe API. */
    get api() {
      return fake();
    },
    /** A verified developer whose Connect account, made at the fake Stripe, takes charges. */
    async connectedSeller(email: string) {
      const dev = await verifiedDeveloper(t.app, t.db, { email, country: 'FR' });
      const { accountId } = dataOf<ConnectResult>(
        await gqlWith(t.app, OPS.connect, {}, dev.cookie),
        'createStripeConnectAccount',
      );
      await t.db
        .update(connectedAccount)
        .set({ accountStatus: 'active', chargesEnabled: true, onboardingComplete: true })
        .where(eq(connectedAccount.developerId, dev.id));
      return { dev, accountId: accountId! };
    },
    /** Delivers a Stripe event to the webhook, signed with the suite's secret unless told. */
    deliver(type: string, object: unknown, secret = webhookSecret) {
      const payload = JSON.stringify({
        id: `evt_${crypto.randomBytes(6).toString('hex')}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
        },
        payload,
      });
    },
  };
}
