import { CURRENCIES, minimumPayoutOf, monthOf, PayoutStatementsFirstSchema } from '@vmu/domain';
import type { PayoutsResolvers } from './../../../graphql/generated/types.generated.js';
import { parseInput } from '../../shared/parse-input';
import { currentStatementOf, payoutStatementOf } from '../payout-statement-view';
import {
  listPayoutStatements,
  statementCursorOf,
  statementToken,
} from '../services/list-payout-statements';
import { unclosedStatements } from '../services/unclosed-statements';

export const Payouts: PayoutsResolvers = {
  blocker: (parent) => parent.blocker?.code ?? null,
  blockerMessage: (parent) => parent.blocker?.message ?? null,
  minimums: () =>
    CURRENCIES.map((currency) => ({ currency, amount: Number(minimumPayoutOf(currency)) })),
  currentMonth: async (parent, _args, ctx) => {
    // Live from the ledger: months not closed yet (the one just ended, before its close runs)
    // carry into this one as they will once closed.
    const month = monthOf(parent.now);
    const statements = await unclosedStatements(ctx.db, parent.developerId, month);
    return statements.filter((each) => each.month === month).map(currentStatementOf);
  },
  statements: async (parent, { currency, first, after }, ctx) => {
    const page = await listPayoutStatements(ctx.db, {
      developerId: parent.developerId,
      currency: currency ?? null,
      first: parseInput(PayoutStatementsFirstSchema, first ?? undefined),
      after: after == null ? null : statementCursorOf(after),
    });
    return {
      items: page.items.map(payoutStatementOf),
      nextToken: page.next && statementToken(page.next),
    };
  },
};
