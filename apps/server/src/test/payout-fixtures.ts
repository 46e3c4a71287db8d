import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  parseMinorUnits,
  refundLedgerAmounts,
  saleLedgerAmounts,
  type Currency,
  type LedgerAmounts,
  type LedgerTotals,
} from '@vmu/domain';
import { rowsOf, type Database } from '../db/client';
import { salesLedger } from '../db/schema/purchases';
import { JOB_SCHEMA, type JobLog } from '../platform/jobs/job-queue';

// Sales-ledger rows of past months and the payouts' jobs, for the payouts' integration tests.
// Rows are written straight to the ledger with the time they were recorded, which a purchase
// through the store cannot choose (the purchase tests check that flow; the payouts tests also
// buy through the sandbox for the month in progress).

export type RecordedRow = {
  kind: 'SALE' | 'REFUND';
  currency: Currency;
  /** When the ledger recorded it (the month it counts in). */
  recordedAt: Date;
  amounts: LedgerAmounts;
};

let counter = 0;

/** A sale at `price` ('4.99') with `tax` included, or the full refund of one. */
export function ledgerRow(
  kind: 'SALE' | 'REFUND',
  currency: Currency,
  recordedAt: string,
  price: string,
  tax = '0.00',
): RecordedRow {
  const sale = saleLedgerAmounts({
    gross: parseMinorUnits(price),
    tax: parseMinorUnits(tax),
    processingFee: 0n,
  });
  return {
    kind,
    currency,
    recordedAt: new Date(recordedAt),
    amounts: kind === 'SALE' ? sale : refundLedgerAmounts(sale),
  };
}

/** Writes `rows` as `developerId`'s ledger, each dated (occurred_at) when it was recorded unless told. */
export async function recordLedgerRows(
  db: Database,
  developerId: string,
  rows: RecordedRow[],
  occurredAt?: Date,
): Promise<void> {
  for (const row of rows) {
    await db.insert(salesLedger).values({
      kind: row.kind,
      purchaseId: crypto.randomUUID(),
      applicationId: crypto.randomUUID(),
      versionId: crypto.randomUUID(),
      developerId,
      buyerId: 'buyer',
      currency: row.currency,
      ...row.amounts,
      providerReference: `payout-test-${(counter += 1)}-${crypto.randomUUID()}`,
      occurredAt: occurredAt ?? row.recordedAt,
      recordedAt: row.recordedAt,
    });
  }
}

/** What SUM over rows gives: the domain's LedgerTotals of a month. */
export function totalsOf(rows: RecordedRow[]): LedgerTotals {
  const totals: LedgerTotals = {
    gross: 0n,
    tax: 0n,
    processingFee: 0n,
    refund: 0n,
    net: 0n,
    platformFee: 0n,
    saleCount: rows.filter((row) => row.kind === 'SALE').length,
    refundCount: rows.filter((row) => row.kind === 'REFUND').length,
  };
  for (const { amounts } of rows) {
    totals.gross += amounts.gross;
    totals.tax += amounts.tax;
    totals.processingFee += amounts.processingFee;
    totals.refund += amounts.refund;
    totals.net += amounts.net;
    totals.platformFee += amounts.platformFee;
  }
  return totals;
}

/** The data of every job of `name` the queue holds, whatever its state. */
export async function queuedJobs<T>(db: Database, name: string): Promise<T[]> {
  const result = await db.execute(
    sql`select data from ${sql.raw(JOB_SCHEMA)}.job where name = ${name} order by created_on`,
  );
  return rowsOf<{ data: T }>(result).map((row) => row.data);
}

/** A job log that keeps what it is told, for tests that read it. */
export function recordingLog(): JobLog & {
  lines: { level: string; message: string; obj: object }[];
} {
  const lines: { level: string; message: string; obj: object }[] = [];
  const keep = (level: string) => (obj: object, message: string) => {
    lines.push({ level, message, obj });
  };
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
}
