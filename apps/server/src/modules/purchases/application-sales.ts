import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { application } from '../../db/schema/apps';

/**
 * Takes the app's row lock before a ledger row is written, so two sales of one app recorded at
 * once are summed one after the other: the second transaction's sums are read after the
 * first committed (each statement of READ COMMITTED sees what committed before it began).
 */
export async function lockApplicationForSales(tx: Transaction, applicationId: string) {
  const [row] = await tx
    .select({ id: application.id, developerId: application.developerId })
    .from(application)
    .where(eq(application.id, applicationId))
    .for('update');
  return row ?? null;
}

/**
 * The app's sales figures of My Applications and All Apps, summed from its ledger rows in the
 * transaction that wrote them (never typed in): sales less refunds; gross sales less refunds;
 * the developer's revenue (net revenue less the platform's fee); the platform's fee.
 */
export async function refreshApplicationSales(tx: Transaction, applicationId: string) {
  await tx.execute(sql`
    update ${application} set
      (total_sales, revenue_gross_cents, revenue_net_cents, platform_fee_cents) = (
        select
          (count(*) filter (where kind = 'SALE') - count(*) filter (where kind = 'REFUND'))::integer,
          coalesce(sum(gross - refund), 0)::bigint,
          coalesce(sum(net - platform_fee), 0)::bigint,
          coalesce(sum(platform_fee), 0)::bigint
        from sales_ledger where application_id = ${applicationId}
      )
    where id = ${applicationId}`);
}
