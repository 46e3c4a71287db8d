import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAID_APPS_NOT_AVAILABLE } from '@vmu/domain';
import { connectedAccount } from '../../db/schema/payments';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { codeOf, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import {
  FRESH_ACCOUNT_DUE,
  startFakeStripeApi,
  stripeEnvFor,
  type FakeStripeApi,
} from '../../test/fake-stripe-api';
import {
  PAYMENTS_OPERATIONS as OPS,
  type ConnectResult,
  type EligibilityResult,
} from '../../test/payments-operations';
import { PROVIDER_UNAVAILABLE } from './resolvers/Mutation/createStripeConnectAccount';
import { SANDBOX_ONLY_MESSAGE } from './services/set-sandbox-payment-state';

const WEBHOOK_SECRET = 'whsec_test_portal_secret';
const PUBLISHABLE_KEY = 'pk_test_portal';
// Only for generateTestHeaderString: signs deliveries the way Stripe does.
const signer = new Stripe('sk_test_signer');

describe.each(testTargets())('payments with the stripe driver [%s]', (target) => {
  let stripeApi: FakeStripeApi;
  // Before useTestApp: the app's env points at the fake API, which closes after the app.
  beforeAll(async () => {
    stripeApi = await startFakeStripeApi();
  });
  afterAll(async () => {
    await stripeApi.close();
  });
  const t = useTestApp(target, {
    env: () =>
      stripeEnvFor(stripeApi, { webhookSecret: WEBHOOK_SECRET, publishableKey: PUBLISHABLE_KEY }),
  });
  let counter = 0;
  const db = () => t.db;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
    gqlWith(t.app, query, variables, cookie);
  const developerIn = (country: string) =>
    verifiedDeveloper(t.app, db(), { email: email('dev'), country });
  const connect = async (dev: SignedInUser) =>
    dataOf<ConnectResult>(await gql(OPS.connect, {}, dev.cookie), 'createStripeConnectAccount');
  const eligibilityOf = async (dev: SignedInUser) =>
    dataOf<EligibilityResult>(await gql(OPS.eligibility, {}, dev.cookie), 'getPaymentEligibility');
  const rowsOf = (developerId: string) =>
    db().select().from(connectedAccount).where(eq(connectedAccount.developerId, developerId));
  const accountCreations = () =>
    stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/accounts');

  beforeEach(() => {
    stripeApi.requests.length = 0;
    stripeApi.failWith = null;
  });

  it('creates a Connect account with an idempotency key and returns an embedded session', async () => {
    const dev = await developerIn('FR');
    const result = await connect(dev);
    expect(result).toMatchObject({
      success: true,
      accountId: expect.stringMatching(/^acct_fake/),
      clientSecret: expect.stringMatching(/^accs_secret_/),
      verificationUrl: 'embedded_verification',
      requirementsCurrentlyDue: FRESH_ACCOUNT_DUE,
      requirementsEventuallyDue: FRESH_ACCOUNT_DUE,
      error: null,
    });

    const [create] = accountCreations();
    expect(create?.idempotencyKey).toBe(`connect-account-${dev.id}`);
    expect(create?.authorization).toBe('Bearer sk_test_portal');
    expect(Object.fromEntries(create?.form ?? [])).toMatchObject({
      country: 'FR',
      email: dev.email,
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'controller[fees][payer]': 'application',
      'controller[losses][payments]': 'application',
      'controller[requirement_collection]': 'stripe',
      'controller[stripe_dashboard][type]': 'express',
      'metadata[developerId]': dev.id,
    });
    const session = stripeApi.requests.find((r) => r.path === '/v1/account_sessions');
    expect(session?.idempotencyKey).toMatch(
      new RegExp(`^account-session-${result.accountId}-[0-9a-f-]{36}$`),
    );
    expect(Object.fromEntries(session?.form ?? [])).toEqual({
      account: result.accountId,
      'components[account_onboarding][enabled]': 'true',
    });
    expect(await rowsOf(dev.id)).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        accountId: result.accountId,
        accountStatus: 'onboarding',
        chargesEnabled: false,
        disabledReason: 'requirements.past_due',
      }),
    ]);
  });

  it('resumes an existing account: no second account, a fresh session, the state re-read', async () => {
    const dev = await developerIn('DE');
    const first = await connect(dev);
    // Stripe moved on without us hearing (a missed webhook).
    const account = stripeApi.accounts.get(first.accountId ?? '');
    if (!account) throw new Error('no fake account');
    account.details_submitted = true;
    account.requirements = {
      currently_due: ['individual.verification.document'],
      eventually_due: ['individual.verification.document'],
      past_due: [],
      disabled_reason: 'requirements.pending_verification',
    };
    stripeApi.requests.length = 0;

    const again = await connect(dev);
    expect(again.accountId).toBe(first.accountId);
    expect(again.clientSecret).not.toBe(first.clientSecret);
    expect(again.requirementsCurrentlyDue).toEqual(['individual.verification.document']);
    expect(accountCreations()).toEqual([]);
    expect(stripeApi.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/accounts/${first.accountId}`,
      'POST /v1/account_sessions',
    ]);
    // Stripe is still verifying: onboarding, not restricted.
    expect((await eligibilityOf(dev)).stripeInfo).toMatchObject({
      accountStatus: 'onboarding',
      onboardingComplete: true,
      disabledReason: 'requirements.pending_verification',
    });
  });

  it('makes exactly one account when five requests race', async () => {
    const dev = await developerIn('FR');
    const results = await Promise.all(Array.from({ length: 5 }, () => connect(dev)));
    expect(results.every((result) => result.success)).toBe(true);
    expect(new Set(results.map((result) => result.accountId)).size).toBe(1);
    const made = [...stripeApi.accounts.values()].filter((a) => a.metadata.developerId === dev.id);
    expect(made).toHaveLength(1);
    expect(await rowsOf(dev.id)).toHaveLength(1);
    const keys = new Set(accountCreations().map((r) => r.idempotencyKey));
    expect(keys).toEqual(new Set([`connect-account-${dev.id}`]));
  });

  it('refuses a developer outside the EU and UK without calling Stripe', async () => {
    const dev = await developerIn('US');
    expect(await connect(dev)).toMatchObject({ success: false, error: PAID_APPS_NOT_AVAILABLE });
    expect(stripeApi.requests).toEqual([]);
    expect(await db().select().from(connectedAccount)).toEqual([]);
  });

  it('reports a provider failure in the result, storing nothing', async () => {
    const dev = await developerIn('FR');
    stripeApi.failWith = 500;
    expect(await connect(dev)).toMatchObject({ success: false, error: PROVIDER_UNAVAILABLE });
    expect(await rowsOf(dev.id)).toEqual([]);
  });

  it('refuses the payment-provider test screen, changing nothing', async () => {
    const dev = await developerIn('FR');
    const result = await gql(OPS.setSandbox, { country: 'DE', state: 'active' }, dev.cookie);
    expect(codeOf(result)).toBe('SANDBOX_ONLY');
    expect(messageOf(result)).toBe(SANDBOX_ONLY_MESSAGE);
    expect(await eligibilityOf(dev)).toMatchObject({
      country: 'FR',
      stripeInfo: { accountStatus: 'not_started' },
    });
  });

  it('gives the browser the publishable key and allows the embedded components in the CSP', async () => {
    const dev = await developerIn('FR');
    expect(dataOf(await gql(OPS.config, {}, dev.cookie), 'paymentsConfig')).toEqual({
      driver: 'stripe',
      publishableKey: PUBLISHABLE_KEY,
    });
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(page.headers['content-security-policy'])).toContain(
      'frame-src https://connect-js.stripe.com https://js.stripe.com',
    );
  });

  describe('the account.updated webhook', () => {
    const nowSeconds = () => Math.floor(Date.now() / 1000);

    function accountEvent(
      account: Record<string, unknown>,
      created: number,
      type = 'account.updated',
    ) {
      return {
        id: `evt_${crypto.randomBytes(6).toString('hex')}`,
        object: 'event',
        type,
        created,
        livemode: false,
        account: account.id,
        data: { object: account },
      };
    }

    const activeAccount = (id: string) => ({
      id,
      object: 'account',
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: {
        currently_due: [],
        eventually_due: ['individual.id_number'],
        past_due: [],
        disabled_reason: null,
      },
    });
    const restrictedAccount = (id: string) => ({
      id,
      object: 'account',
      details_submitted: true,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: {
        currently_due: ['individual.verification.document'],
        eventually_due: ['individual.verification.document'],
        past_due: ['individual.verification.document'],
        disabled_reason: 'requirements.past_due',
      },
    });

    async function deliver(
      event: unknown,
      options: { secret?: string; timestamp?: number; body?: (payload: string) => string } = {},
    ) {
      const payload = JSON.stringify(event);
      const header = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp ?? nowSeconds(),
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload: options.body ? options.body(payload) : payload,
      });
    }

    async function startedDeveloper() {
      const dev = await developerIn('FR');
      const { accountId } = await connect(dev);
      if (!accountId) throw new Error('no account');
      return { dev, accountId };
    }

    it('a signed event updates stripeInfo, and the developer can charge', async () => {
      const { dev, accountId } = await startedDeveloper();
      const response = await deliver(accountEvent(activeAccount(accountId), nowSeconds()));
      expect(response.statusCode).toBe(200);
      const eligibility = await eligibilityOf(dev);
      expect(eligibility).toMatchObject({ canCharge: true, reason: null });
      expect(eligibility.stripeInfo).toMatchObject({
        connectAccountId: accountId,
        accountStatus: 'active',
        onboardingComplete: true,
        chargesEnabled: true,
        payoutsEnabled: true,
        requirementsCurrentlyDue: [],
        requirementsEventuallyDue: ['individual.id_number'],
        disabledReason: null,
      });
      const profile = await gql(OPS.profile, {}, dev.cookie);
      expect(dataOf<{ stripeInfo: unknown }>(profile, 'getDeveloperProfile').stripeInfo).toEqual(
        eligibility.stripeInfo,
      );
    });

    it.each([
      ['signed with another secret', { secret: 'whsec_someone_else' }],
      [
        'with a tampered body',
        { body: (p: string) => p.replace('"charges_enabled":true', '"charges_enabled":false ') },
      ],
      ['signed longer ago than the tolerance', { timestamp: Math.floor(Date.now() / 1000) - 301 }],
    ] as const)('an event %s is 400 and changes nothing', async (_label, options) => {
      const { accountId, dev } = await startedDeveloper();
      const before = await rowsOf(dev.id);
      const response = await deliver(accountEvent(activeAccount(accountId), nowSeconds()), options);
      expect(response.statusCode).toBe(400);
      expect(await rowsOf(dev.id)).toEqual(before);
    });

    it('a delivery without a signature is 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(accountEvent(activeAccount('acct_x'), nowSeconds())),
      });
      expect(response.statusCode).toBe(400);
    });

    it('an older event delivered after a newer one does not overwrite it', async () => {
      const { dev, accountId } = await startedDeveloper();
      const now = nowSeconds();
      expect((await deliver(accountEvent(activeAccount(accountId), now))).statusCode).toBe(200);
      const late = await deliver(accountEvent(restrictedAccount(accountId), now - 60));
      expect(late.statusCode).toBe(200);
      expect((await eligibilityOf(dev)).stripeInfo.accountStatus).toBe('active');
      // A newer one still applies.
      expect((await deliver(accountEvent(restrictedAccount(accountId), now + 1))).statusCode).toBe(
        200,
      );
      expect((await eligibilityOf(dev)).stripeInfo).toMatchObject({
        accountStatus: 'restricted',
        disabledReason: 'requirements.past_due',
      });
    });

    it('answers 200 to unknown accounts and other event types, changing nothing', async () => {
      const { dev, accountId } = await startedDeveloper();
      const before = await rowsOf(dev.id);
      const unknown = await deliver(accountEvent(activeAccount('acct_unknown'), nowSeconds()));
      expect(unknown.statusCode).toBe(200);
      const other = await deliver(
        accountEvent(activeAccount(accountId), nowSeconds(), 'payout.paid'),
      );
      expect(other.statusCode).toBe(200);
      expect(await rowsOf(dev.id)).toEqual(before);
    });

    // A correctly signed event is still parsed with a schema (decision 0017).
    it.each([
      ['without created', (event: Record<string, unknown>) => ({ ...event, created: undefined })],
      [
        'with created out of range',
        (event: Record<string, unknown>) => ({ ...event, created: 1e15 }),
      ],
      ['without data', (event: Record<string, unknown>) => ({ ...event, data: undefined })],
      [
        'whose account has no id',
        (event: Record<string, unknown>) => ({ ...event, data: { object: { object: 'account' } } }),
      ],
      [
        'whose account says charges_enabled "yes"',
        (event: Record<string, unknown>) => {
          const data = event.data as { object: Record<string, unknown> };
          return { ...event, data: { object: { ...data.object, charges_enabled: 'yes' } } };
        },
      ],
      [
        'with a NUL in a requirement',
        (event: Record<string, unknown>) => {
          const data = event.data as { object: Record<string, unknown> };
          const requirements = { currently_due: ['individual.id\u0000'] };
          return { ...event, data: { object: { ...data.object, requirements } } };
        },
      ],
    ] as const)('a signed event %s is 400 and changes nothing', async (_label, malform) => {
      const { accountId, dev } = await startedDeveloper();
      const before = await rowsOf(dev.id);
      const response = await deliver(malform(accountEvent(activeAccount(accountId), nowSeconds())));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Malformed event' });
      expect(await rowsOf(dev.id)).toEqual(before);
    });
  });
});
