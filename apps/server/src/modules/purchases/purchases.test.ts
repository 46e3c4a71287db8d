import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_BOUGHT,
  APP_NOT_FOR_SALE,
  CANNOT_BUY_OWN_APP,
  FREE_APP_NEEDS_NO_PURCHASE,
  PURCHASE_REQUIRED,
  PURCHASE_SIGN_IN_REQUIRED,
  SELLER_CANNOT_CHARGE,
  storeApiAppPath,
  storeUrl,
  type PurchaseStart,
} from '@vmu/domain';
import { application } from '../../db/schema/apps';
import { purchase, salesLedger } from '../../db/schema/purchases';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import { codeOf, signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets, TEST_PUBLIC_URL } from '../../test/harness';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import { requestPurchase, seedPaidApp } from '../../test/purchase-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { PURCHASE_ALREADY_REFUNDED } from './services/refund-sandbox-purchase';

const REFUND = `mutation Refund($purchaseId: ID!) {
  refundSandboxPurchase(purchaseId: $purchaseId) { purchaseId status priceMinor currency refundedAt }
}`;

describe.each(testTargets())('purchases with the sandbox driver [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  /** A developer in France whose sandbox account can take charges. */
  async function seller(state: 'active' | 'restricted' = 'active') {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    await seedSandboxAccount(t.db, dev.id, state);
    return dev;
  }
  const buyer = () => signedInUser(t.app, t.db, { email: email('fan') });

  const paidApp = (ownerId: string, overrides: Partial<typeof application.$inferInsert> = {}) =>
    seedPaidApp(t.app, t.db, ownerId, overrides);
  const buy = (bundleIdentifier: string, user?: SignedInUser) =>
    requestPurchase(t.app, bundleIdentifier, user);
  const bought = async (bundleIdentifier: string, user: SignedInUser) => {
    const response = await buy(bundleIdentifier, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PurchaseStart>();
  };
  const download = (bundleIdentifier: string, deviceId: string, user?: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url: `${storeApiAppPath(bundleIdentifier)}/download`,
      payload: { deviceId },
      headers: user ? { cookie: user.cookie } : {},
    });
  const ledger = () =>
    t.db.select().from(salesLedger).orderBy(asc(salesLedger.recordedAt), asc(salesLedger.kind));
  const appRow = async (id: string) =>
    (await t.db.select().from(application).where(eq(application.id, id)))[0]!;
  const purchaseRow = async (id: string) =>
    (await t.db.select().from(purchase).where(eq(purchase.id, id)))[0]!;
  const refused = async (response: Awaited<ReturnType<typeof buy>>, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<{ error: { code: string; message: string } }>().error;
  };

  it('a sandbox purchase completes at once: the SALE in exact minor units, the figures from the ledger, downloads on any device', async () => {
    const dev = await seller();
    const app = await paidApp(dev.id);
    const fan = await buyer();
    const started = await bought(app.bundleIdentifier, fan);
    expect(started).toEqual({
      purchaseId: expect.any(String),
      status: 'COMPLETED',
      checkoutUrl: `${storeUrl(TEST_PUBLIC_URL, app.bundleIdentifier)}?purchase=${started.purchaseId}`,
    });

    const row = await purchaseRow(started.purchaseId);
    expect(row).toMatchObject({
      applicationId: app.id,
      versionId: app.currentVersionId,
      buyerId: fan.id,
      priceMinor: 499,
      currency: 'EUR',
      applicationFeeMinor: 125,
      status: 'COMPLETED',
      provider: 'sandbox',
      providerCheckoutId: expect.stringMatching(/^cs_sandbox_/),
      providerPaymentId: expect.stringMatching(/^pi_sandbox_/),
    });
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(await ledger()).toEqual([
      expect.objectContaining({
        kind: 'SALE',
        purchaseId: row.id,
        applicationId: app.id,
        versionId: app.currentVersionId,
        developerId: dev.id,
        buyerId: fan.id,
        currency: 'EUR',
        gross: 499n,
        tax: 0n,
        processingFee: 0n,
        refund: 0n,
        net: 499n,
        // 25% of 4.99, the developer's 75% rounded toward zero: 3.74 and 1.25.
        platformFee: 125n,
        providerReference: row.providerCheckoutId,
      }),
    ]);
    expect(await appRow(app.id)).toMatchObject({
      totalSales: 1,
      revenueGrossCents: 499,
      revenueNetCents: 374,
      platformFeeCents: 125,
    });

    // The buyer's devices download it; the account counts once.
    for (const device of ['fan-vmu-pro-01', 'fan-laptop-001']) {
      expect((await download(app.bundleIdentifier, device, fan)).statusCode).toBe(200);
    }
    expect((await appRow(app.id)).totalDownloads).toBe(1);
    // Anyone else still needs a purchase.
    const stranger = await buyer();
    expect(
      (await refused(await download(app.bundleIdentifier, 'stranger-dev-1', stranger), 403)).code,
    ).toBe('PURCHASE_REQUIRED');
    expect((await download(app.bundleIdentifier, 'no-account-01')).statusCode).toBe(403);
  });

  it('refuses its own app to the developer, a suspended app, a free app, a second purchase, a seller who cannot charge, and a visitor', async () => {
    const dev = await seller();
    const app = await paidApp(dev.id);
    const fan = await buyer();

    expect(await refused(await buy(app.bundleIdentifier, dev), 403)).toEqual({
      code: 'OWN_APP',
      message: CANNOT_BUY_OWN_APP,
    });
    const suspended = await paidApp(dev.id, { status: 'SUSPENDED', visibility: 'PRIVATE' });
    expect(await refused(await buy(suspended.bundleIdentifier, fan), 410)).toEqual({
      code: 'APP_NOT_AVAILABLE',
      message: APP_NOT_FOR_SALE,
    });
    const free = await paidApp(dev.id, { priceCents: 0 });
    expect(await refused(await buy(free.bundleIdentifier, fan), 409)).toEqual({
      code: 'FREE_APP',
      message: FREE_APP_NEEDS_NO_PURCHASE,
    });
    expect((await refused(await buy('com.nobody.here', fan), 404)).code).toBe('NOT_FOUND');
    expect(await refused(await buy(app.bundleIdentifier), 401)).toEqual({
      code: 'UNAUTHENTICATED',
      message: PURCHASE_SIGN_IN_REQUIRED,
    });

    await bought(app.bundleIdentifier, fan);
    expect(await refused(await buy(app.bundleIdentifier, fan), 409)).toEqual({
      code: 'ALREADY_BOUGHT',
      message: ALREADY_BOUGHT,
    });

    const restricted = await seller('restricted');
    const unsellable = await paidApp(restricted.id);
    expect(await refused(await buy(unsellable.bundleIdentifier, fan), 409)).toEqual({
      code: 'SELLER_CANNOT_CHARGE',
      message: SELLER_CANNOT_CHARGE,
    });
    // Only the one purchase was recorded.
    expect(await ledger()).toHaveLength(1);
    expect(await t.db.select().from(purchase)).toHaveLength(1);
  });

  it('a price change applies to new purchases only', async () => {
    const dev = await seller();
    const app = await paidApp(dev.id);
    const early = await buyer();
    const first = await bought(app.bundleIdentifier, early);
    await t.db
      .update(application)
      .set({ priceCents: 999, currency: 'GBP' })
      .where(eq(application.id, app.id));
    expect(await purchaseRow(first.purchaseId)).toMatchObject({ priceMinor: 499, currency: 'EUR' });
    const late = await buyer();
    const second = await bought(app.bundleIdentifier, late);
    expect(await purchaseRow(second.purchaseId)).toMatchObject({
      priceMinor: 999,
      currency: 'GBP',
      applicationFeeMinor: 250,
    });
    const rows = await ledger();
    expect(rows.map((row) => [row.buyerId, row.gross, row.currency])).toEqual([
      [early.id, 499n, 'EUR'],
      [late.id, 999n, 'GBP'],
    ]);
  });

  it('the test screen refunds a purchase: a REFUND that reverses the SALE, and the buyer can no longer download', async () => {
    const dev = await seller();
    const app = await paidApp(dev.id);
    const fan = await buyer();
    const { purchaseId } = await bought(app.bundleIdentifier, fan);
    const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });

    // Staff or the app's developer (test-screen.test.ts): the buyer is told of no such purchase.
    const asBuyer = await gqlWith(t.app, REFUND, { purchaseId }, fan.cookie);
    expect(codeOf(asBuyer)).toBe('NOT_FOUND');
    expect(
      codeOf(await gqlWith(t.app, REFUND, { purchaseId: 'not-a-purchase' }, admin.cookie)),
    ).toBe('VALIDATION_FAILED');

    const refunded = dataOf<{ status: string; priceMinor: number; refundedAt: string }>(
      await gqlWith(t.app, REFUND, { purchaseId }, admin.cookie),
      'refundSandboxPurchase',
    );
    expect(refunded).toMatchObject({ status: 'REFUNDED', priceMinor: 499 });
    const [sale, refund] = await ledger();
    expect(refund).toMatchObject({
      kind: 'REFUND',
      purchaseId,
      developerId: dev.id,
      buyerId: fan.id,
      currency: 'EUR',
      gross: 0n,
      tax: 0n,
      processingFee: 0n,
      refund: 499n,
      net: -499n,
      platformFee: -125n,
      providerReference: expect.stringMatching(/^re_sandbox_/),
    });
    expect(sale!.net + refund!.net).toBe(0n);
    expect(await appRow(app.id)).toMatchObject({
      totalSales: 0,
      revenueGrossCents: 0,
      revenueNetCents: 0,
      platformFeeCents: 0,
    });
    expect(
      (await refused(await download(app.bundleIdentifier, 'fan-vmu-pro-01', fan), 403)).message,
    ).toBe(PURCHASE_REQUIRED);

    // A refund is recorded once; asked again, the purchase was already refunded.
    const again = await gqlWith(t.app, REFUND, { purchaseId }, admin.cookie);
    expect(codeOf(again)).toBe('ALREADY_REFUNDED');
    expect(messageOf(again)).toBe(PURCHASE_ALREADY_REFUNDED);
    expect(await ledger()).toHaveLength(2);
    // The refunded buyer may buy it again.
    expect((await bought(app.bundleIdentifier, fan)).status).toBe('COMPLETED');
    expect((await download(app.bundleIdentifier, 'fan-vmu-pro-01', fan)).statusCode).toBe(200);
  });

  it('five purchases of one app by one buyer at once: exactly one completes and one SALE is recorded', async () => {
    const dev = await seller();
    const app = await paidApp(dev.id);
    const fan = await buyer();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buy(app.bundleIdentifier, fan)),
    );
    const codes = answers.map((answer) =>
      answer.statusCode === 200
        ? 'COMPLETED'
        : answer.json<{ error: { code: string } }>().error.code,
    );
    expect(codes.filter((code) => code === 'COMPLETED')).toHaveLength(1);
    expect(codes.filter((code) => code === 'ALREADY_BOUGHT')).toHaveLength(4);
    const completed = await t.db
      .select()
      .from(purchase)
      .where(and(eq(purchase.buyerId, fan.id), eq(purchase.status, 'COMPLETED')));
    expect(completed).toHaveLength(1);
    expect(await ledger()).toHaveLength(1);
    expect((await appRow(app.id)).totalSales).toBe(1);
    // The sandbox took nothing for the four others: no purchase of theirs is left waiting.
    expect(await t.db.select().from(purchase).where(eq(purchase.buyerId, fan.id))).toHaveLength(1);
  });

  it("several buyers at once: the app's figures are the sum of every sale", async () => {
    const dev = await seller();
    const app = await paidApp(dev.id);
    const fans = await Promise.all(Array.from({ length: 4 }, () => buyer()));
    const answers = await Promise.all(fans.map((fan) => buy(app.bundleIdentifier, fan)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await appRow(app.id)).toMatchObject({
      totalSales: 4,
      revenueGrossCents: 4 * 499,
      revenueNetCents: 4 * 374,
      platformFeeCents: 4 * 125,
    });
  });

  it('the refund of the test screen is refused with a message for a purchase nobody made', async () => {
    const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
    const result = await gqlWith(
      t.app,
      REFUND,
      { purchaseId: '00000000-0000-4000-8000-000000000000' },
      admin.cookie,
    );
    expect(codeOf(result)).toBe('NOT_FOUND');
  });
});
