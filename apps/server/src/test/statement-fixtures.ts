import type { payoutStatement } from '../db/schema/payouts';

// Payout statements written straight to the database, as the month-close job leaves them, for
// tests that need a closed month without going through the ledger.

/**
 * A closed month in EUR with no sales and no refunds: nothing to pay, so carried under the EUR
 * minimum of 12.50.
 */
export function statementWithoutSales(
  developerId: string,
  month: string,
  dueOn: string,
): typeof payoutStatement.$inferInsert {
  return {
    developerId,
    month,
    currency: 'EUR',
    saleCount: 0,
    refundCount: 0,
    gross: 0n,
    taxes: 0n,
    processingFees: 0n,
    refunds: 0n,
    net: 0n,
    developerShare: 0n,
    platformShare: 0n,
    carriedIn: 0n,
    balance: 0n,
    payoutAmount: 0n,
    carriedOut: 0n,
    minimum: 1250n,
    dueOn,
    status: 'CARRIED',
  };
}
