import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PURCHASES_CURSOR_INVALID,
  PURCHASE_EMAIL_NOT_VERIFIED,
  PURCHASES_SIGN_IN_REQUIRED,
  STORE_API_PURCHASES_PATH,
  type AccountPurchasesPage,
} from '@vmu/domain';
import { user } from '../../db/schema/accounts';
import { application } from '../../db/schema/apps';
import { purchase } from '../../db/schema/purchases';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import { purchaseOfApp, requestPurchase, seedPaidApp } from '../../test/purchase-fixtures';
import { useTestApp } from '../../test/use-test-app';

// What a store account bought (decision 0038) (My Purchases, a device's library), and who may buy.
describe.each(testTargets())('the account purchases of the store API [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  async function seller() {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    await seedSandboxAccount(t.db, dev.id, 'active');
    return dev;
  }
  const customer = () => signedInUser(t.app, t.db, { email: email('fan'), role: 'customer' });
  const purchasesOf = async (someone?: SignedInUser, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `${STORE_API_PURCHASES_PATH}${query}`,
      headers: someone ? { cookie: someone.cookie } : {},
    });
  const pageOf = async (someone: SignedInUser, query = '') => {
    const response = await purchasesOf(someone, query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<AccountPurchasesPage>();
  };

  it("lists a store account's purchases newest first, refunded ones marked, none of anyone else's", async () => {
    const dev = await seller();
    const first = await seedPaidApp(t.app, t.db, dev.id, { appName: 'First Light' });
    const second = await seedPaidApp(t.app, t.db, dev.id, { priceCents: 250, currency: 'GBP' });
    const fan = await customer();
    const other = await customer();
    const bought = await purchaseOfApp(t.app, first.bundleIdentifier, fan);
    await purchaseOfApp(t.app, second.bundleIdentifier, fan);
    await purchaseOfApp(t.app, first.bundleIdentifier, other);
    await t.db
      .update(purchase)
      .set({ status: 'REFUNDED', refundedAt: new Date() })
      .where(eq(purchase.id, bought.purchaseId));

    const page = await pageOf(fan);
    expect(page.nextCursor).toBeNull();
    expect(page.purchases.map((p) => [p.app.bundleIdentifier, p.status])).toEqual([
      [second.bundleIdentifier, 'COMPLETED'],
      [first.bundleIdentifier, 'REFUNDED'],
    ]);
    expect(page.purchases[0]).toMatchObject({
      price: { amountMinor: 250, currency: 'GBP' },
      refundedAt: null,
      inStore: true,
      downloadable: true,
    });
    expect(page.purchases[1]).toMatchObject({
      price: { amountMinor: 499, currency: 'EUR' },
      refundedAt: expect.stringMatching(/Z$/),
      app: expect.objectContaining({ name: 'First Light' }),
    });
    // One app's: what its page asks.
    const ofFirst = await pageOf(fan, `?app=${first.bundleIdentifier}`);
    expect(ofFirst.purchases.map((p) => p.purchaseId)).toEqual([bought.purchaseId]);
    expect((await pageOf(fan, '?app=com.example.never')).purchases).toEqual([]);
    // The developer's own apps are not bought, so nothing is theirs here.
    expect((await pageOf(dev)).purchases).toEqual([]);
  });

  it('pages by the last purchase shown, marks an app that left the store, and refuses a bad cursor', async () => {
    const dev = await seller();
    const fan = await customer();
    const apps = [];
    for (let i = 0; i < 3; i += 1) apps.push(await seedPaidApp(t.app, t.db, dev.id));
    for (const app of apps) await purchaseOfApp(t.app, app.bundleIdentifier, fan);
    await t.db
      .update(application)
      .set({ status: 'SUSPENDED' })
      .where(eq(application.id, apps[0]!.id));

    const one = await pageOf(fan, '?limit=2');
    expect(one.purchases).toHaveLength(2);
    expect(one.nextCursor).toBe(one.purchases[1]!.purchaseId);
    const two = await pageOf(fan, `?limit=2&cursor=${one.nextCursor}`);
    expect(two.nextCursor).toBeNull();
    expect(two.purchases.map((p) => [p.app.bundleIdentifier, p.inStore, p.downloadable])).toEqual([
      [apps[0]!.bundleIdentifier, false, false],
    ]);
    // Unpublished by its developer it stays the buyer's (decision 0047); suspended it does not.
    await t.db
      .update(application)
      .set({ status: 'DRAFT', visibility: 'PRIVATE' })
      .where(eq(application.id, apps[0]!.id));
    const unpublished = await pageOf(fan, `?limit=2&cursor=${one.nextCursor}`);
    expect(unpublished.purchases.map((p) => [p.inStore, p.downloadable])).toEqual([[false, true]]);
    // Another account's cursor pages nothing of this account's.
    const other = await customer();
    expect((await pageOf(other, `?cursor=${one.nextCursor}`)).purchases).toEqual([]);

    for (const query of [
      '?cursor=not-a-purchase',
      '?limit=0',
      '?limit=101',
      `?app=${'a'.repeat(256)}`,
    ]) {
      const response = await purchasesOf(fan, query);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await purchasesOf(fan, '?cursor=x')).json().error.message).toBe(
      ACCOUNT_PURCHASES_CURSOR_INVALID,
    );
  });

  it('asks a visitor to sign in, and an account to verify its email before buying', async () => {
    const anonymous = await purchasesOf();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(PURCHASES_SIGN_IN_REQUIRED);

    const dev = await seller();
    const app = await seedPaidApp(t.app, t.db, dev.id);
    const fan = await customer();
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, fan.id));
    const refused = await requestPurchase(t.app, app.bundleIdentifier, fan);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: PURCHASE_EMAIL_NOT_VERIFIED,
    });
    expect(await t.db.select().from(purchase).where(eq(purchase.buyerId, fan.id))).toEqual([]);
  });
});
