import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesLedger } from '../../db/schema/purchases';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

// The database's own guarantees of the sales ledger (migration 0012): rows are never changed
// or removed, the parts of an amount add up, and a provider reference is recorded once.

describe.each(testTargets())('the sales ledger table [%s]', (target) => {
  const t = useTestApp(target);

  const sale = (reference = `cs_${crypto.randomBytes(6).toString('hex')}`) => ({
    kind: 'SALE' as const,
    purchaseId: crypto.randomUUID(),
    applicationId: crypto.randomUUID(),
    versionId: crypto.randomUUID(),
    developerId: 'dev-1',
    buyerId: 'fan-1',
    currency: 'EUR' as const,
    gross: 499n,
    tax: 0n,
    processingFee: 0n,
    refund: 0n,
    net: 499n,
    platformFee: 124n,
    providerReference: reference,
    occurredAt: new Date(),
  });

  /** The database's message of a refused statement (drizzle wraps the driver's error). */
  async function refusal(statement: Promise<unknown>): Promise<string> {
    try {
      await statement;
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause;
      return cause?.message ?? String(error);
    }
    throw new Error('the statement was not refused');
  }

  it('refuses to change or remove a recorded row', async () => {
    const [row] = await t.db.insert(salesLedger).values(sale()).returning();
    expect(row!.gross).toBe(499n);
    expect(
      await refusal(
        t.db.update(salesLedger).set({ gross: 1n, net: 1n }).where(eq(salesLedger.id, row!.id)),
      ),
    ).toMatch(/append-only: UPDATE/);
    expect(await refusal(t.db.delete(salesLedger).where(eq(salesLedger.id, row!.id)))).toMatch(
      /append-only: DELETE/,
    );
    expect(await refusal(t.db.execute(sql`delete from sales_ledger`))).toMatch(/append-only/);
    expect(await t.db.select().from(salesLedger)).toEqual([row]);
  });

  it('is emptied between tests (TRUNCATE fires no row trigger)', async () => {
    expect(await t.db.select().from(salesLedger)).toEqual([]);
  });

  it('refuses amounts that do not add up, a sale that refunds, and a reference twice', async () => {
    expect(await refusal(t.db.insert(salesLedger).values({ ...sale(), net: 500n }))).toMatch(
      /sales_ledger_net_check/,
    );
    expect(
      await refusal(t.db.insert(salesLedger).values({ ...sale(), refund: 499n, net: 0n })),
    ).toMatch(/sales_ledger_sale_check/);
    expect(
      await refusal(
        t.db
          .insert(salesLedger)
          .values({ ...sale(), kind: 'REFUND', gross: 0n, refund: -1n, net: 1n }),
      ),
    ).toMatch(/sales_ledger_refund_check/);
    await t.db.insert(salesLedger).values(sale('cs_once'));
    expect(await refusal(t.db.insert(salesLedger).values(sale('cs_once')))).toMatch(
      /provider_reference/,
    );
  });
});
