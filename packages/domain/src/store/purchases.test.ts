import { describe, expect, it } from 'vitest';
import { parseMinorUnits, splitRevenue } from '../payments/revenue';
import {
  buyerMayDownload,
  ALREADY_BOUGHT,
  APP_NOT_FOR_SALE,
  CANNOT_BUY_OWN_APP,
  FREE_APP_NEEDS_NO_PURCHASE,
  SELLER_CANNOT_CHARGE,
  applicationFeeOf,
  entitledToPackage,
  purchaseRefusal,
  refundLedgerAmounts,
  saleLedgerAmounts,
} from './purchases';

const liveApp = { status: 'LIVE', visibility: 'PUBLIC', priceMinor: 499, developerId: 'dev' };
const may = { app: liveApp, buyerId: 'fan', alreadyBought: false, sellerCanCharge: true };

describe('purchaseRefusal', () => {
  it('lets anyone but the developer buy a live paid app once', () => {
    expect(purchaseRefusal(may)).toBeNull();
  });

  it.each([
    ['a suspended app', { app: { ...liveApp, status: 'SUSPENDED', visibility: 'PRIVATE' } }],
    ['a private app', { app: { ...liveApp, visibility: 'PRIVATE' } }],
    ['a draft', { app: { ...liveApp, status: 'DRAFT' } }],
  ])('refuses %s as not in the store', (_label, change) => {
    expect(purchaseRefusal({ ...may, ...change })).toEqual({
      code: 'APP_NOT_AVAILABLE',
      message: APP_NOT_FOR_SALE,
    });
  });

  it('refuses the developer their own app, even when free or already in their hands', () => {
    expect(purchaseRefusal({ ...may, buyerId: 'dev' })).toEqual({
      code: 'OWN_APP',
      message: CANNOT_BUY_OWN_APP,
    });
    expect(
      purchaseRefusal({ ...may, buyerId: 'dev', app: { ...liveApp, priceMinor: 0 } })?.code,
    ).toBe('OWN_APP');
  });

  it('refuses a free app: it needs no purchase', () => {
    expect(purchaseRefusal({ ...may, app: { ...liveApp, priceMinor: 0 } })).toEqual({
      code: 'FREE_APP',
      message: FREE_APP_NEEDS_NO_PURCHASE,
    });
  });

  it('refuses a second purchase, and a seller whose account cannot charge', () => {
    expect(purchaseRefusal({ ...may, alreadyBought: true })).toEqual({
      code: 'ALREADY_BOUGHT',
      message: ALREADY_BOUGHT,
    });
    expect(purchaseRefusal({ ...may, sellerCanCharge: false })).toEqual({
      code: 'SELLER_CANNOT_CHARGE',
      message: SELLER_CANNOT_CHARGE,
    });
  });
});

describe('entitledToPackage', () => {
  it('gives a free app to anyone and a paid one to its developer, staff and buyers only', () => {
    const nobody = { isDeveloperOrStaff: false, hasCompletedPurchase: false };
    expect(entitledToPackage({ priceMinor: 0, ...nobody })).toBe(true);
    expect(entitledToPackage({ priceMinor: 299, ...nobody })).toBe(false);
    expect(entitledToPackage({ priceMinor: 299, ...nobody, isDeveloperOrStaff: true })).toBe(true);
    expect(entitledToPackage({ priceMinor: 299, ...nobody, hasCompletedPurchase: true })).toBe(
      true,
    );
  });
});

describe('buyerMayDownload', () => {
  const published = new Date('2026-10-01T00:00:00Z');
  it('keeps a completed purchase downloadable after its developer took the app off the store', () => {
    expect(buyerMayDownload({ status: 'LIVE', publishedAt: published }, 'COMPLETED')).toBe(true);
    expect(buyerMayDownload({ status: 'DRAFT', publishedAt: published }, 'COMPLETED')).toBe(true);
    expect(buyerMayDownload({ status: 'REJECTED', publishedAt: published }, 'COMPLETED')).toBe(
      true,
    );
  });

  it('not while staff suspend the app, nor a refunded or pending purchase', () => {
    expect(buyerMayDownload({ status: 'SUSPENDED', publishedAt: published }, 'COMPLETED')).toBe(
      false,
    );
    expect(buyerMayDownload({ status: 'LIVE', publishedAt: published }, 'REFUNDED')).toBe(false);
    expect(buyerMayDownload({ status: 'LIVE', publishedAt: published }, 'PENDING')).toBe(false);
    expect(buyerMayDownload({ status: 'DRAFT', publishedAt: null }, 'COMPLETED')).toBe(false);
  });
});

describe('the ledger amounts of a sale and its refund', () => {
  it("splits a sale's net revenue with the revenue rules", () => {
    const sale = saleLedgerAmounts({
      gross: parseMinorUnits('100.00'),
      tax: parseMinorUnits('16.67'),
      processingFee: parseMinorUnits('1.70'),
    });
    const split = splitRevenue({ gross: 10000n, taxes: 1667n, processingFees: 170n, refunds: 0n });
    expect(sale).toEqual({
      gross: 10000n,
      tax: 1667n,
      processingFee: 170n,
      refund: 0n,
      net: 8163n,
      platformFee: split.platformShare,
    });
    expect(sale.net - sale.platformFee).toBe(split.developerShare);
  });

  it('a refund reverses its sale to the penny: net, fee, tax and platform fee sum to zero', () => {
    for (const gross of [1n, 99n, 299n, 499n, 1001n]) {
      const sale = saleLedgerAmounts({ gross, tax: gross / 7n, processingFee: gross / 30n });
      const refund = refundLedgerAmounts(sale);
      expect(refund.gross).toBe(0n);
      expect(refund.refund).toBe(gross);
      expect(sale.net + refund.net).toBe(0n);
      expect(sale.platformFee + refund.platformFee).toBe(0n);
      expect(sale.tax + refund.tax).toBe(0n);
      expect(sale.processingFee + refund.processingFee).toBe(0n);
      // The parts add up in both rows, as the database checks.
      for (const row of [sale, refund]) {
        expect(row.gross - row.tax - row.processingFee - row.refund).toBe(row.net);
      }
    }
  });

  it("charges the platform's 25% as the application fee, so the developer receives their 75%", () => {
    expect(applicationFeeOf(499n)).toBe(125n);
    expect(499n - applicationFeeOf(499n)).toBe(
      splitRevenue({ gross: 499n, taxes: 0n, processingFees: 0n, refunds: 0n }).developerShare,
    );
    expect(applicationFeeOf(400n)).toBe(100n);
  });
});
