import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_LIST_LIMIT_OUT_OF_RANGE } from '@vmu/domain';
import { salesLedger } from '../../db/schema/purchases';
import { INVALID_NEXT_TOKEN_MESSAGE } from '../../db/keyset-cursor';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import { codeOf, signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { startFakeStripeApi, stripeEnvFor, type FakeStripeApi } from '../../test/fake-stripe-api';
import { testTargets } from '../../test/harness';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import { purchaseOfApp, seedPaidApp } from '../../test/purchase-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { LIVE_VERSION } from '../../test/version-fixtures';
import { SANDBOX_ONLY_MESSAGE } from '../payments/services/set-sandbox-payment-state';
import { PURCHASE_ALREADY_REFUNDED, PURCHASE_NOT_FOUND } from './services/refund-sandbox-purchase';

// The payment-provider test screen's lists and refund (decision 0036's addendum).

const PURCHASES = `query TestPurchases($limit: Int, $nextToken: String) {
  listTestPurchases(limit: $limit, nextToken: $nextToken) {
    items { purchaseId status priceMinor currency createdAt completedAt refundedAt
      appName bundleIdentifier versionNumber buyerName buyerEmail }
    nextToken } }`;
const LEDGER = `query SalesLedger($limit: Int, $nextToken: String) {
  listSalesLedger(limit: $limit, nextToken: $nextToken) {
    items { id kind appName bundleIdentifier versionNumber currency gross tax processingFee refund
      net platformFee developerShare providerReference occurredAt }
    nextToken } }`;
const REFUND = `mutation Refund($purchaseId: ID!) {
  refundSandboxPurchase(purchaseId: $purchaseId) { purchaseId status refundedAt } }`;

type TestPurchase = {
  purchaseId: string;
  status: string;
  priceMinor: number;
  appName: string;
  buyerEmail: string;
};
type LedgerEntry = {
  id: string;
  kind: 'SALE' | 'REFUND';
  appName: string | null;
  gross: number;
  tax: number;
  processingFee: number;
  refund: number;
  net: number;
  platformFee: number;
  developerShare: number;
  providerReference: string;
  occurredAt: string;
};
type Page<T> = { items: T[]; nextToken: string | null };

const UNKNOWN_PURCHASE = '00000000-0000-4000-8000-000000000000';

describe.each(testTargets())('the test screen with the sandbox driver [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  /** A verified developer whose sandbox account can take charges. */
  async function seller() {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    await seedSandboxAccount(t.db, dev.id);
    return dev;
  }
  const buyer = (name: string) => signedInUser(t.app, t.db, { email: email('fan'), name });
  const admin = () => signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });

  const purchases = async (user: SignedInUser, variables: Record<string, unknown> = {}) =>
    dataOf<Page<TestPurchase>>(
      await gqlWith(t.app, PURCHASES, variables, user.cookie),
      'listTestPurchases',
    );
  const ledger = async (user: SignedInUser, variables: Record<string, unknown> = {}) =>
    dataOf<Page<LedgerEntry>>(
      await gqlWith(t.app, LEDGER, variables, user.cookie),
      'listSalesLedger',
    );

  /** Two developers with one paid app each, and a buyer of each app. */
  async function twoShops() {
    const ann = await seller();
    const bob = await seller();
    const annApp = await seedPaidApp(t.app, t.db, ann.id, { appName: 'Star Hopper' });
    const bobApp = await seedPaidApp(t.app, t.db, bob.id, {
      appName: 'Moon Miner',
      priceCents: 999,
      currency: 'GBP',
    });
    const cy = await buyer('Cy Buyer');
    const di = await buyer('Di Buyer');
    const annSale = await purchaseOfApp(t.app, annApp.bundleIdentifier, cy);
    const bobSale = await purchaseOfApp(t.app, bobApp.bundleIdentifier, di);
    return { ann, bob, annApp, bobApp, cy, di, annSale, bobSale };
  }

  it('a developer sees the purchases and ledger rows of their own apps only; staff see all', async () => {
    const { ann, bob, annApp, cy, di, annSale, bobSale } = await twoShops();

    const annPurchases = await purchases(ann);
    expect(annPurchases).toEqual({
      items: [
        {
          purchaseId: annSale.purchaseId,
          status: 'COMPLETED',
          priceMinor: 499,
          currency: 'EUR',
          createdAt: expect.any(String),
          completedAt: expect.any(String),
          refundedAt: null,
          appName: 'Star Hopper',
          bundleIdentifier: annApp.bundleIdentifier,
          versionNumber: LIVE_VERSION,
          buyerName: 'Cy Buyer',
          buyerEmail: cy.email,
        },
      ],
      nextToken: null,
    });
    expect((await purchases(bob)).items.map((p) => [p.purchaseId, p.buyerEmail])).toEqual([
      [bobSale.purchaseId, di.email],
    ]);

    const annLedger = await ledger(ann);
    expect(annLedger.nextToken).toBeNull();
    expect(annLedger.items).toEqual([
      {
        id: expect.any(String),
        kind: 'SALE',
        appName: 'Star Hopper',
        bundleIdentifier: annApp.bundleIdentifier,
        versionNumber: LIVE_VERSION,
        currency: 'EUR',
        gross: 499,
        tax: 0,
        processingFee: 0,
        refund: 0,
        net: 499,
        platformFee: 125,
        developerShare: 374,
        providerReference: expect.stringMatching(/^cs_sandbox_/),
        occurredAt: expect.any(String),
      },
    ]);
    expect((await ledger(bob)).items.map((e) => [e.appName, e.gross])).toEqual([
      ['Moon Miner', 999],
    ]);

    // Staff see both shops, newest first.
    const staff = await admin();
    expect((await purchases(staff)).items.map((p) => p.purchaseId)).toEqual([
      bobSale.purchaseId,
      annSale.purchaseId,
    ]);
    expect((await ledger(staff)).items.map((e) => e.appName)).toEqual([
      'Moon Miner',
      'Star Hopper',
    ]);

    // A buyer is outside the main area: neither list is theirs.
    for (const query of [PURCHASES, LEDGER]) {
      expect(codeOf(await gqlWith(t.app, query, {}, cy.cookie))).toBe('ACCOUNT_NOT_VERIFIED');
      expect(codeOf(await gqlWith(t.app, query, {}))).toBe('UNAUTHENTICATED');
    }
  });

  it('the developer refunds their buyer: the ledger lists the SALE and the REFUND, which sum to zero', async () => {
    const { ann, bob, cy, di, annSale } = await twoShops();
    const { purchaseId } = annSale;

    // Another developer, the buyer, a buyer of someone else: the answer of an unknown id.
    for (const user of [bob, cy, di]) {
      const refused = await gqlWith(t.app, REFUND, { purchaseId }, user.cookie);
      expect(codeOf(refused)).toBe('NOT_FOUND');
      expect(messageOf(refused)).toBe(PURCHASE_NOT_FOUND);
    }
    const unknown = await gqlWith(t.app, REFUND, { purchaseId: UNKNOWN_PURCHASE }, ann.cookie);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(messageOf(unknown)).toBe(PURCHASE_NOT_FOUND);
    expect(codeOf(await gqlWith(t.app, REFUND, { purchaseId }))).toBe('UNAUTHENTICATED');
    expect((await ledger(ann)).items.map((e) => e.kind)).toEqual(['SALE']);

    expect(
      dataOf<{ status: string; refundedAt: string }>(
        await gqlWith(t.app, REFUND, { purchaseId }, ann.cookie),
        'refundSandboxPurchase',
      ),
    ).toMatchObject({ purchaseId, status: 'REFUNDED', refundedAt: expect.any(String) });

    const [listed] = (await purchases(ann)).items;
    expect(listed).toMatchObject({
      purchaseId,
      status: 'REFUNDED',
      refundedAt: expect.any(String),
    });
    const { items } = await ledger(ann);
    expect(items.map((e) => e.kind)).toEqual(['REFUND', 'SALE']);
    const [refund, sale] = items as [LedgerEntry, LedgerEntry];
    expect(refund).toMatchObject({
      gross: 0,
      refund: 499,
      net: -499,
      platformFee: -125,
      developerShare: -374,
      providerReference: expect.stringMatching(/^re_sandbox_/),
    });
    for (const field of ['tax', 'processingFee', 'net', 'platformFee', 'developerShare'] as const) {
      expect(sale[field] + refund[field]).toBe(0);
    }
    expect(sale.gross - refund.refund).toBe(0);
    // Staff see the refund too; the other developer's ledger did not move.
    expect((await ledger(await admin())).items.map((e) => e.kind)).toEqual([
      'REFUND',
      'SALE',
      'SALE',
    ]);
    expect((await ledger(bob)).items.map((e) => e.kind)).toEqual(['SALE']);
  });

  it('staff refund any purchase', async () => {
    const { bob, bobSale } = await twoShops();
    const staff = await admin();
    expect(
      dataOf<{ status: string }>(
        await gqlWith(t.app, REFUND, { purchaseId: bobSale.purchaseId }, staff.cookie),
        'refundSandboxPurchase',
      ).status,
    ).toBe('REFUNDED');
    expect((await ledger(bob)).items.map((e) => e.kind)).toEqual(['REFUND', 'SALE']);
  });

  it('of two refunds at once, one refunds and the other is told the purchase was already refunded', async () => {
    const ann = await seller();
    const app = await seedPaidApp(t.app, t.db, ann.id);
    for (let round = 0; round < 5; round += 1) {
      const fan = await buyer(`Fan ${round}`);
      const { purchaseId } = await purchaseOfApp(t.app, app.bundleIdentifier, fan);
      const answers = await Promise.all(
        [0, 1].map(() => gqlWith(t.app, REFUND, { purchaseId }, ann.cookie)),
      );
      const refused = answers.filter((answer) => codeOf(answer) !== undefined);
      expect(refused).toHaveLength(1);
      expect(codeOf(refused[0]!)).toBe('ALREADY_REFUNDED');
      expect(messageOf(refused[0]!)).toBe(PURCHASE_ALREADY_REFUNDED);
    }
    // Asked again later, the answer is the same.
    const { purchaseId } = (await purchases(ann)).items[0]!;
    expect(codeOf(await gqlWith(t.app, REFUND, { purchaseId }, ann.cookie))).toBe(
      'ALREADY_REFUNDED',
    );
    const rows = await t.db.select().from(salesLedger);
    const refunds = rows.filter((row) => row.applicationId === app.id && row.kind === 'REFUND');
    expect(refunds).toHaveLength(5);
  });

  it('pages follow nextToken to the end without repeating a row; a bad limit or token is a clear refusal', async () => {
    const ann = await seller();
    const apps = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => seedPaidApp(t.app, t.db, ann.id, { appName: name })),
    );
    const fan = await buyer('Fan');
    for (const app of apps) await purchaseOfApp(t.app, app.bundleIdentifier, fan);

    const allPurchases = (await purchases(ann, { limit: 50 })).items.map((p) => p.purchaseId);
    expect(allPurchases).toHaveLength(3);
    const first = await purchases(ann, { limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.nextToken).toEqual(expect.any(String));
    const second = await purchases(ann, { limit: 2, nextToken: first.nextToken });
    expect(second.nextToken).toBeNull();
    expect([...first.items, ...second.items].map((p) => p.purchaseId)).toEqual(allPurchases);

    const allEntries = (await ledger(ann)).items;
    expect(allEntries.map((e) => e.occurredAt)).toEqual(
      allEntries
        .map((e) => e.occurredAt)
        .toSorted()
        .toReversed(),
    );
    const ledgerFirst = await ledger(ann, { limit: 1 });
    const ledgerSecond = await ledger(ann, { limit: 2, nextToken: ledgerFirst.nextToken });
    expect(ledgerSecond.nextToken).toBeNull();
    expect([...ledgerFirst.items, ...ledgerSecond.items].map((e) => e.id)).toEqual(
      allEntries.map((e) => e.id),
    );

    for (const query of [PURCHASES, LEDGER]) {
      for (const limit of [0, 51, -3]) {
        const refused = await gqlWith(t.app, query, { limit }, ann.cookie);
        expect(refused.status).toBe(400);
        expect(codeOf(refused)).toBe('VALIDATION_FAILED');
        expect(messageOf(refused)).toBe(SALES_LIST_LIMIT_OUT_OF_RANGE);
      }
      const badToken = await gqlWith(t.app, query, { nextToken: 'not-a-token' }, ann.cookie);
      expect(badToken.status).toBe(400);
      expect(codeOf(badToken)).toBe('INVALID_NEXT_TOKEN');
      expect(messageOf(badToken)).toBe(INVALID_NEXT_TOKEN_MESSAGE);
    }
  });
});

describe.each(testTargets())('the test screen with the stripe driver [%s]', (target) => {
  let stripeApi: FakeStripeApi;
  beforeAll(async () => {
    stripeApi = await startFakeStripeApi();
  });
  afterAll(async () => {
    await stripeApi.close();
  });
  const t = useTestApp(target, {
    env: () => stripeEnvFor(stripeApi, { webhookSecret: 'whsec_test_screen' }),
  });

  it('refuses the test purchases and the refund, and still shows the developer their ledger', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: `dev-${target}@example.com` });
    const app = await seedPaidApp(t.app, t.db, dev.id, { appName: 'Star Hopper' });
    // A sale as Stripe's webhook records it (its own tests go through the webhook).
    await t.db.insert(salesLedger).values({
      kind: 'SALE',
      purchaseId: UNKNOWN_PURCHASE,
      applicationId: app.id,
      versionId: app.currentVersionId!,
      developerId: dev.id,
      buyerId: 'someone',
      currency: 'EUR',
      gross: 499n,
      tax: 0n,
      processingFee: 0n,
      refund: 0n,
      net: 499n,
      platformFee: 125n,
      providerReference: 'cs_test_screen',
      occurredAt: new Date(),
    });

    const listed = await gqlWith(t.app, PURCHASES, {}, dev.cookie);
    expect(codeOf(listed)).toBe('SANDBOX_ONLY');
    expect(messageOf(listed)).toBe(SANDBOX_ONLY_MESSAGE);
    const refund = await gqlWith(t.app, REFUND, { purchaseId: UNKNOWN_PURCHASE }, dev.cookie);
    expect(codeOf(refund)).toBe('SANDBOX_ONLY');

    const { items } = dataOf<Page<LedgerEntry>>(
      await gqlWith(t.app, LEDGER, {}, dev.cookie),
      'listSalesLedger',
    );
    expect(
      items.map((e) => [e.kind, e.appName, e.gross, e.developerShare, e.providerReference]),
    ).toEqual([['SALE', 'Star Hopper', 499, 374, 'cs_test_screen']]);
  });
});
