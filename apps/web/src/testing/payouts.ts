import {
  MINIMUM_PAYOUT_BY_CURRENCY,
  monthAfter,
  monthlyStatement,
  splitRevenue,
  type Currency,
} from '@vmu/domain';
import {
  PayoutsQuery,
  type Payouts,
  type PayoutStatement,
} from '@/features/payouts/api/get-payouts';
import { PayoutStatementsQuery } from '@/features/payouts/api/list-payout-statements';
import { answer, type ResolverOf } from '@/testing/graphql';

// The payouts queries answered as the server would (for the web tests). A statement's figures
// come from the domain's own rules (monthlyStatement), so a fixture cannot show a balance, a
// payout or a due date the server would never send.

export interface StatementFixture {
  month: string;
  currency: Currency;
  /** The month's sales (gross, in minor units), as one sum. */
  gross?: number;
  taxes?: number;
  processingFees?: number;
  refunds?: number;
  unitsSold?: number;
  unitsRefunded?: number;
  carriedIn?: number;
  /** The month in progress: not closed, its status as it would be. */
  inProgress?: boolean;
  /** A due payout made, with the provider's reference. */
  paid?: { at: string; reference: string };
}

export function statementAnswer(fixture: StatementFixture): PayoutStatement {
  const amounts = {
    gross: BigInt(fixture.gross ?? 0),
    taxes: BigInt(fixture.taxes ?? 0),
    processingFees: BigInt(fixture.processingFees ?? 0),
    refunds: BigInt(fixture.refunds ?? 0),
  };
  const { net, platformShare } = splitRevenue(amounts);
  const statement = monthlyStatement({
    month: fixture.month,
    currency: fixture.currency,
    carriedIn: BigInt(fixture.carriedIn ?? 0),
    ledger: {
      gross: amounts.gross,
      tax: amounts.taxes,
      processingFee: amounts.processingFees,
      refund: amounts.refunds,
      net,
      platformFee: platformShare,
      saleCount: fixture.unitsSold ?? 0,
      refundCount: fixture.unitsRefunded ?? 0,
    },
  });
  if (fixture.paid && statement.status !== 'PAYABLE') {
    throw new Error(`the ${fixture.month} ${fixture.currency} statement is carried, not paid`);
  }
  return {
    id: `statement-${fixture.month}-${fixture.currency}`,
    month: statement.month,
    currency: statement.currency,
    unitsSold: statement.saleCount,
    unitsRefunded: statement.refundCount,
    gross: Number(statement.gross),
    taxes: Number(statement.taxes),
    processingFees: Number(statement.processingFees),
    refunds: Number(statement.refunds),
    net: Number(statement.net),
    developerShare: Number(statement.developerShare),
    platformShare: Number(statement.platformShare),
    carriedIn: Number(statement.carriedIn),
    balance: Number(statement.balance),
    payoutAmount: Number(statement.payoutAmount),
    carriedOut: Number(statement.carriedOut),
    minimum: Number(statement.minimum),
    status: statement.status === 'CARRIED' ? 'CARRIED' : fixture.paid ? 'PAID' : 'DUE',
    dueOn: statement.dueBy,
    payoutReference: fixture.paid?.reference ?? null,
    paidAt: fixture.paid?.at ?? null,
    closedAt: fixture.inProgress ? null : `${monthAfter(fixture.month)}-01T01:00:00.000Z`,
  };
}

export interface FakePayoutsServer {
  blocker?: Payouts['blocker'];
  blockerMessage?: string | null;
  currentMonth?: PayoutStatement[];
  /** Closed statements, newest first, as the server keeps them. */
  statements?: PayoutStatement[];
  pageSize?: number;
  /** Answers the summary instead (a refusal, a network failure). */
  summary?: ResolverOf<typeof PayoutsQuery>;
  /** Answers the statements instead. */
  statementPages?: ResolverOf<typeof PayoutStatementsQuery>;
}

export const MINIMUMS: Payouts['minimums'] = Object.entries(MINIMUM_PAYOUT_BY_CURRENCY).map(
  ([currency, amount]) => ({ currency: currency as Currency, amount: Number(amount) }),
);

/** Answers both queries from `payouts`: statements of the asked currency, `pageSize` a page. */
export function servePayouts(payouts: FakePayoutsServer = {}) {
  const pageSize = payouts.pageSize ?? 20;
  answer(
    PayoutsQuery,
    payouts.summary ??
      (() => ({
        payouts: {
          blocker: payouts.blocker ?? null,
          blockerMessage: payouts.blockerMessage ?? null,
          minimums: MINIMUMS,
          currentMonth: payouts.currentMonth ?? [],
        },
      })),
  );
  answer(
    PayoutStatementsQuery,
    payouts.statementPages ??
      (({ currency, after }) => {
        const shown = (payouts.statements ?? []).filter(
          (statement) => !currency || statement.currency === currency,
        );
        const start = after ? Number(after) : 0;
        const end = start + pageSize;
        return {
          payouts: {
            statements: {
              items: shown.slice(start, end),
              nextToken: end < shown.length ? String(end) : null,
            },
          },
        };
      }),
  );
}
