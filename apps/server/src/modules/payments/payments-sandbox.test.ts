import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COMPLETE_CONNECT_SETUP,
  COMPLETE_IDENTITY_VERIFICATION,
  PAID_APPS_NOT_AVAILABLE,
  paymentEligibility,
} from '@vmu/domain';
import { developerProfile } from '../../db/schema/developers';
import { connectedAccount } from '../../db/schema/payments';
import { verifiedDeveloper } from '../../test/app-fixtures';
import {
  codeOf,
  seedDeveloperProfile,
  signedInUser,
  type SignedInUser,
} from '../../test/developer-fixtures';
import { TEST_PUBLIC_URL, testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import {
  PAYMENTS_OPERATIONS as OPS,
  type ConnectResult,
  type EligibilityResult,
  type StripeInfoResult,
} from '../../test/payments-operations';
import { PAYMENTS_DEVELOPERS_ONLY_MESSAGE } from './require-payments-developer';

const SANDBOX_STATES = [
  'not_started',
  'onboarding',
  'verification_pending',
  'restricted',
  'active',
] as const;

describe.each(testTargets())('payments with the sandbox driver [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const db = () => t.db;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
    gqlWith(t.app, query, variables, cookie);
  const developerIn = (country: string) =>
    verifiedDeveloper(t.app, db(), { email: email('dev'), country });
  const accountsOf = (developerId: string) =>
    db().select().from(connectedAccount).where(eq(connectedAccount.developerId, developerId));
  const setState = (dev: SignedInUser, country: string, state: string) =>
    gql(OPS.setSandbox, { country, state }, dev.cookie);
  const eligibilityOf = async (dev: SignedInUser) =>
    dataOf<EligibilityResult>(await gql(OPS.eligibility, {}, dev.cookie), 'getPaymentEligibility');
  const stripeInfoOf = async (dev: SignedInUser) =>
    dataOf<{ stripeInfo: StripeInfoResult; personalInfo: { country: string } }>(
      await gql(OPS.profile, {}, dev.cookie),
      'getDeveloperProfile',
    );

  it('walks every sandbox state, and eligibility and the profile read the same account', async () => {
    const dev = await developerIn('US');
    const expected = {
      not_started: {
        canCharge: false,
        reason: 'setup_not_completed',
        action: COMPLETE_CONNECT_SETUP,
        stripeInfo: { accountStatus: 'not_started', connectAccountId: null, chargesEnabled: false },
      },
      onboarding: {
        canCharge: false,
        reason: 'verification_required',
        action: COMPLETE_IDENTITY_VERIFICATION,
        stripeInfo: { accountStatus: 'onboarding', onboardingComplete: false },
      },
      verification_pending: {
        canCharge: false,
        reason: 'verification_required',
        stripeInfo: {
          accountStatus: 'onboarding',
          onboardingComplete: true,
          chargesEnabled: false,
          requirementsCurrentlyDue: ['individual.verification.document'],
        },
      },
      restricted: {
        canCharge: false,
        reason: 'verification_required',
        stripeInfo: { accountStatus: 'restricted', disabledReason: 'requirements.past_due' },
      },
      active: {
        canCharge: true,
        reason: null,
        action: null,
        message: null,
        stripeInfo: {
          accountStatus: 'active',
          chargesEnabled: true,
          payoutsEnabled: true,
          requirementsCurrentlyDue: [],
          disabledReason: null,
        },
      },
    } as const;

    let accountId: string | null = null;
    for (const state of SANDBOX_STATES) {
      const set = dataOf<EligibilityResult>(
        await setState(dev, 'fr', state),
        'setSandboxPaymentState',
      );
      expect(set, state).toMatchObject({ country: 'FR', eligible: true, ...expected[state] });
      expect(await eligibilityOf(dev)).toEqual(set);
      const profile = await stripeInfoOf(dev);
      expect(profile.personalInfo.country).toBe('FR');
      expect(profile.stripeInfo).toEqual(set.stripeInfo);
      if (state === 'not_started') {
        expect(set.stripeInfo.lastStatusUpdate).toBeNull();
        expect(await accountsOf(dev.id)).toEqual([]);
        continue;
      }
      // Realistic provider requirement codes for every state that still lacks something.
      if (state !== 'active')
        expect(set.stripeInfo.requirementsCurrentlyDue.length).toBeGreaterThan(0);
      expect(set.stripeInfo.connectAccountId).toMatch(/^acct_sandbox_[0-9a-f]{16}$/);
      // One sandbox account, its id kept across states.
      accountId ??= set.stripeInfo.connectAccountId;
      expect(set.stripeInfo.connectAccountId).toBe(accountId);
      expect(await accountsOf(dev.id)).toHaveLength(1);
    }

    // not_started removes the account again.
    await setState(dev, 'FR', 'not_started');
    expect(await accountsOf(dev.id)).toEqual([]);
    expect((await eligibilityOf(dev)).stripeInfo.accountStatus).toBe('not_started');
  });

  it('keeps a developer outside the EU and UK on free apps whatever their account says', async () => {
    const dev = await developerIn('FR');
    const us = dataOf<EligibilityResult>(
      await setState(dev, 'US', 'active'),
      'setSandboxPaymentState',
    );
    expect(us).toMatchObject({
      country: 'US',
      eligible: false,
      canCharge: false,
      reason: 'outside_eu_uk',
      message: PAID_APPS_NOT_AVAILABLE,
      stripeInfo: { accountStatus: 'active', chargesEnabled: true },
    });
    expect(us).toMatchObject(
      paymentEligibility({
        country: 'US',
        connect: { accountStatus: 'active', chargesEnabled: true },
      }),
    );
  });

  it('refuses a country outside the onboarding list and changes nothing', async () => {
    const dev = await developerIn('FR');
    await setState(dev, 'FR', 'onboarding');
    const [profileBefore] = await db()
      .select()
      .from(developerProfile)
      .where(eq(developerProfile.userId, dev.id));
    const accountsBefore = await accountsOf(dev.id);
    // LU can charge but is not one of the 34 onboarding countries.
    for (const country of ['ZZ', '', 'LU', 'FRA']) {
      const result = await setState(dev, country, 'active');
      expect(codeOf(result), country).toBe('VALIDATION_FAILED');
      expect(messageOf(result)).toBe('Please select a country');
    }
    const bad = await gql(OPS.setSandbox, { country: 'FR', state: 'closed' }, dev.cookie);
    expect(bad.body.errors?.length).toBeGreaterThan(0);
    const [profileAfter] = await db()
      .select()
      .from(developerProfile)
      .where(eq(developerProfile.userId, dev.id));
    expect(profileAfter).toEqual(profileBefore);
    expect(await accountsOf(dev.id)).toEqual(accountsBefore);
  });

  it('creates a French developer one sandbox account, then resumes it', async () => {
    const dev = await developerIn('FR');
    const first = dataOf<ConnectResult>(
      await gql(OPS.connect, {}, dev.cookie),
      'createStripeConnectAccount',
    );
    expect(first).toMatchObject({
      success: true,
      accountId: expect.stringMatching(/^acct_sandbox_/),
      clientSecret: null,
      verificationUrl: `${TEST_PUBLIC_URL}/payments/provider-test`,
      error: null,
    });
    expect(first.requirementsCurrentlyDue).toContain('external_account');
    expect(await accountsOf(dev.id)).toEqual([
      expect.objectContaining({ provider: 'sandbox', accountId: first.accountId }),
    ]);
    expect(await eligibilityOf(dev)).toMatchObject({
      canCharge: false,
      reason: 'verification_required',
      stripeInfo: { connectAccountId: first.accountId, accountStatus: 'onboarding' },
    });

    const again = dataOf<ConnectResult>(
      await gql(OPS.connect, {}, dev.cookie),
      'createStripeConnectAccount',
    );
    expect(again).toEqual(first);
    expect(await accountsOf(dev.id)).toHaveLength(1);
  });

  it('makes one account when five requests race', async () => {
    const dev = await developerIn('GB');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => gql(OPS.connect, {}, dev.cookie)),
    );
    const ids = results.map(
      (result) => dataOf<ConnectResult>(result, 'createStripeConnectAccount').accountId,
    );
    expect(new Set(ids).size).toBe(1);
    expect(await accountsOf(dev.id)).toEqual([expect.objectContaining({ accountId: ids[0] })]);
  });

  it('refuses a developer outside the EU and UK an account, storing nothing', async () => {
    const dev = await developerIn('US');
    const result = dataOf<ConnectResult>(
      await gql(OPS.connect, {}, dev.cookie),
      'createStripeConnectAccount',
    );
    expect(result).toEqual({
      success: false,
      accountId: null,
      clientSecret: null,
      verificationUrl: null,
      requirementsCurrentlyDue: [],
      requirementsEventuallyDue: [],
      error: PAID_APPS_NOT_AVAILABLE,
    });
    expect(await db().select().from(connectedAccount)).toEqual([]);
  });

  it('tells the browser it runs the sandbox, with no publishable key', async () => {
    const dev = await developerIn('FR');
    expect(dataOf(await gql(OPS.config, {}, dev.cookie), 'paymentsConfig')).toEqual({
      driver: 'sandbox',
      publishableKey: null,
    });
    // Any signed-in user may ask, verified or not.
    const newcomer = await signedInUser(t.app, db(), { email: email('new') });
    expect(codeOf(await gql(OPS.config, {}, newcomer.cookie))).toBeUndefined();
  });

  it('answers no Stripe webhook route with the sandbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });

  describe('who may use payments', () => {
    const developerOperations = [
      ['getPaymentEligibility', OPS.eligibility, {}],
      ['createStripeConnectAccount', OPS.connect, {}],
      ['setSandboxPaymentState', OPS.setSandbox, { country: 'FR', state: 'active' }],
    ] as const;

    it.each(developerOperations)(
      '%s: signed out is UNAUTHENTICATED',
      async (_name, query, vars) => {
        expect(codeOf(await gql(query, vars))).toBe('UNAUTHENTICATED');
      },
    );

    it.each(developerOperations)(
      '%s: a developer awaiting review is ACCOUNT_NOT_VERIFIED and changes nothing',
      async (_name, query, vars) => {
        const pending = await signedInUser(t.app, db(), { email: email('pending') });
        await seedDeveloperProfile(db(), pending.id, { country: 'FR' });
        expect(codeOf(await gql(query, vars, pending.cookie))).toBe('ACCOUNT_NOT_VERIFIED');
        expect(await db().select().from(connectedAccount)).toEqual([]);
        const [profile] = await db()
          .select({ country: developerProfile.country })
          .from(developerProfile)
          .where(eq(developerProfile.userId, pending.id));
        expect(profile?.country).toBe('FR');
      },
    );

    it.each(developerOperations)('%s: an admin is refused plainly', async (_name, query, vars) => {
      const admin = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
      const result = await gql(query, vars, admin.cookie);
      expect(codeOf(result)).toBe('FORBIDDEN');
      expect(messageOf(result)).toBe(PAYMENTS_DEVELOPERS_ONLY_MESSAGE);
    });

    it('paymentsConfig: signed out is UNAUTHENTICATED', async () => {
      expect(codeOf(await gql(OPS.config, {}))).toBe('UNAUTHENTICATED');
    });
  });
});
