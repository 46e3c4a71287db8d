import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CONNECT_SETUP_REQUIRED,
  IDENTITY_VERIFICATION_REQUIRED,
  PAID_APPS_NOT_AVAILABLE,
} from '@vmu/domain';
import { application, applicationVersion } from '../../db/schema/apps';
import { seedApplication, storeCompleteAssets, verifiedDeveloper } from '../../test/app-fixtures';
import { codeOf, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { completeForm, dataOf, gqlWith, messageOf, OPERATIONS } from '../../test/apps-operations';
import { PAYMENTS_OPERATIONS as OPS } from '../../test/payments-operations';

// docs/product.md, "Payment eligibility" on the server: a price above 0 only from a developer in
// the EU or UK whose connected account can take charges, on every path that sets a price.

type Case = { label: string; country: string; state: string; message: string | null };

const CASES: Case[] = [
  { label: 'a US developer', country: 'US', state: 'active', message: PAID_APPS_NOT_AVAILABLE },
  {
    label: 'a French developer who has not started',
    country: 'FR',
    state: 'not_started',
    message: CONNECT_SETUP_REQUIRED,
  },
  {
    label: 'a French developer awaiting verification',
    country: 'FR',
    state: 'verification_pending',
    message: IDENTITY_VERIFICATION_REQUIRED,
  },
  {
    label: 'a French developer whose account is restricted',
    country: 'FR',
    state: 'restricted',
    message: IDENTITY_VERIFICATION_REQUIRED,
  },
  {
    label: 'a French developer with charges enabled',
    country: 'FR',
    state: 'active',
    message: null,
  },
];

describe.each(testTargets())('paid prices and payment eligibility [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const db = () => t.db;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
    gqlWith(t.app, query, variables, cookie);
  const snapshot = async () => ({
    apps: await db().select().from(application).orderBy(asc(application.id)),
    versions: await db().select().from(applicationVersion).orderBy(asc(applicationVersion.id)),
  });

  /** A verified developer put in `country` and `state` through the payment-provider test screen. */
  async function developerIn({ country, state }: Case): Promise<SignedInUser> {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev'), country: 'GB' });
    const set = await gql(OPS.setSandbox, { country, state }, dev.cookie);
    expect(set.body.errors).toBeUndefined();
    return dev;
  }

  /** Refused with the domain's message and nothing written, or accepted. */
  async function expectVerdict(
    result: Awaited<ReturnType<typeof gql>>,
    expected: Case,
    before: Awaited<ReturnType<typeof snapshot>>,
    field: string,
  ) {
    if (expected.message === null) {
      expect(dataOf<{ price: number }>(result, field).price).toBeGreaterThan(0);
      return;
    }
    expect(codeOf(result)).toBe('PAYMENT_NOT_AVAILABLE');
    expect(messageOf(result)).toBe(expected.message);
    expect(await snapshot()).toEqual(before);
  }

  it.each(CASES)('createApplication with a price: $label', async (expected) => {
    const dev = await developerIn(expected);
    const paid = { pricingType: 'paid', price: 4.5, currency: 'EUR' };
    const before = await snapshot();
    const draft = await gql(
      OPERATIONS.create,
      {
        input: { appName: 'Paid', bundleIdentifier: 'com.example.paid', ...paid },
        saveAction: 'SAVE_DRAFT',
      },
      dev.cookie,
    );
    await expectVerdict(draft, expected, before, 'createApplication');

    const assets = await storeCompleteAssets(t.app, db(), dev.id);
    const beforeSubmit = await snapshot();
    const submitted = await gql(
      OPERATIONS.create,
      {
        input: completeForm(assets, { ...paid, bundleIdentifier: 'com.example.submit' }),
        saveAction: 'SUBMIT',
      },
      dev.cookie,
    );
    await expectVerdict(submitted, expected, beforeSubmit, 'createApplication');
  });

  it.each(CASES)('saving a draft with a price: $label', async (expected) => {
    const dev = await developerIn(expected);
    const draft = await seedApplication(db(), dev.id, { bundleIdentifier: 'com.example.draft' });
    const before = await snapshot();
    const result = await gql(
      OPERATIONS.update,
      {
        appId: draft.id,
        input: {
          form: {
            appName: 'Priced',
            bundleIdentifier: 'com.example.draft',
            pricingType: 'paid',
            price: 2,
          },
          saveAction: 'SAVE_DRAFT',
        },
      },
      dev.cookie,
    );
    await expectVerdict(result, expected, before, 'updateApplication');
  });

  it.each(CASES)('the live price dialog: $label', async (expected) => {
    const dev = await developerIn(expected);
    const live = await seedApplication(db(), dev.id, { status: 'LIVE', priceCents: 499 });
    const before = await snapshot();
    const result = await gql(
      OPERATIONS.update,
      { appId: live.id, input: { price: 5.99 } },
      dev.cookie,
    );
    await expectVerdict(result, expected, before, 'updateApplication');
  });

  it('free apps stay open to everyone', async () => {
    const dev = await developerIn(CASES[0]!);
    const result = await gql(
      OPERATIONS.create,
      {
        input: { appName: 'Free', bundleIdentifier: 'com.example.free' },
        saveAction: 'SAVE_DRAFT',
      },
      dev.cookie,
    );
    expect(dataOf<{ price: number }>(result, 'createApplication').price).toBe(0);
  });
});
