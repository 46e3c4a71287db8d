import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitRevenue } from '../payments/revenue';
import { monthlyStatement, NO_LEDGER_ROWS, statementsOver } from '../payouts/statement';
import { saleLedgerAmounts } from '../store/purchases';
import { developerShareOfNet, divideRoundingHalfToEven, statementDeveloperShare } from './share';

describe('the 75/25 split rounds so that neither side gains', () => {
  it('rounds a half to the even minor unit: 3.375 is 3.38, 3.3725 is 3.37', () => {
    // 4.50 of net: 75% is 337.5 minor units.
    expect(developerShareOfNet(450n)).toBe(338n);
    expect(splitRevenue({ gross: 450n, taxes: 0n, processingFees: 0n, refunds: 0n })).toEqual({
      net: 450n,
      developerShare: 338n,
      platformShare: 112n,
    });
    // 4.49: 336.75 to the developer's 337; 4.51: 338.25 to 338; 4.54: 340.5 to the even 340.
    expect(developerShareOfNet(449n)).toBe(337n);
    expect(developerShareOfNet(451n)).toBe(338n);
    expect(developerShareOfNet(454n)).toBe(340n);
    expect(divideRoundingHalfToEven(5n, 2n)).toBe(2n);
    expect(divideRoundingHalfToEven(7n, 2n)).toBe(4n);
    expect(() => divideRoundingHalfToEven(1n, 0n)).toThrow(RangeError);
  });

  it('is symmetric, so a refund reverses its sale to the minor unit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -10_000_000n, max: 10_000_000n }), (net) => {
        expect(developerShareOfNet(-net)).toBe(-developerShareOfNet(net));
        const sale = saleLedgerAmounts({
          gross: net < 0n ? -net : net,
          tax: 0n,
          processingFee: 0n,
        });
        expect(sale.net - sale.platformFee + sale.platformFee).toBe(sale.net);
      }),
    );
  });

  it("carries each statement's rounding into the next", () => {
    // Three months of one 4.50 sale: 337.5 each; in total 338, 675, then 1012 (1012.5 to even).
    const shares: bigint[] = [];
    let earlier = { net: 0n, developerShare: 0n };
    for (let month = 0; month < 3; month += 1) {
      const share = statementDeveloperShare({
        netBefore: earlier.net,
        shareBefore: earlier.developerShare,
        net: 450n,
      });
      shares.push(share);
      earlier = { net: earlier.net + 450n, developerShare: earlier.developerShare + share };
    }
    expect(shares).toEqual([338n, 337n, 337n]);
    // EUR 20.00 of net over a month of small sales gives exactly 15.00, not 0.05 less.
    const statement = monthlyStatement({
      month: '2026-11',
      currency: 'EUR',
      carriedIn: 0n,
      ledger: { ...NO_LEDGER_ROWS, gross: 2000n, net: 2000n, platformFee: 505n, saleCount: 9 },
    });
    expect(statement.developerShare).toBe(1500n);
    expect(statement.platformShare).toBe(500n);
  });

  it('keeps the cumulative share within a cent of exactly 75% over many sales and months', () => {
    const sale = fc.record({
      price: fc.integer({ min: 1, max: 10_000 }),
      feePercent: fc.integer({ min: 0, max: 10 }),
      refunded: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(sale, { maxLength: 40 }), { minLength: 1, maxLength: 24 }),
        (months) => {
          const ledgerMonths = months.map((sales, index) => {
            let ledger = { ...NO_LEDGER_ROWS };
            for (const { price, feePercent, refunded } of sales) {
              const gross = BigInt(price);
              const fee = (gross * BigInt(feePercent)) / 100n;
              const row = saleLedgerAmounts({ gross, tax: 0n, processingFee: fee });
              ledger = {
                ...ledger,
                gross: ledger.gross + row.gross,
                processingFee:
                  ledger.processingFee + row.processingFee - (refunded ? row.processingFee : 0n),
                refund: ledger.refund + (refunded ? row.gross : 0n),
                net: ledger.net + (refunded ? 0n : row.net),
                platformFee: ledger.platformFee + (refunded ? 0n : row.platformFee),
                saleCount: ledger.saleCount + 1,
                refundCount: ledger.refundCount + (refunded ? 1 : 0),
              };
            }
            const month = `2025-${String((index % 12) + 1).padStart(2, '0')}`;
            return { month: index < 12 ? month : `2026-${month.slice(5)}`, ledger };
          });
          const statements = statementsOver({
            currency: 'EUR',
            openingBalance: 0n,
            months: ledgerMonths,
          });
          let net = 0n;
          let share = 0n;
          for (const statement of statements) {
            net += statement.net;
            share += statement.developerShare;
            // In quarter minor units: |4 x share - 3 x net| at most 2, half a minor unit.
            const drift = 4n * share - 3n * net;
            expect(drift <= 2n && drift >= -2n).toBe(true);
            expect(statement.developerShare + statement.platformShare).toBe(statement.net);
          }
        },
      ),
    );
  });

  it('shows why a per-sale rounding alone is not enough: the same price always rounds one way', () => {
    const perSale = Array.from({ length: 100 }, () => developerShareOfNet(450n)).reduce(
      (total, share) => total + share,
      0n,
    );
    expect(perSale - (3n * 45000n) / 4n).toBe(50n);
  });
});
