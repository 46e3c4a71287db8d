import { PAYOUT_SCHEDULE_TEXT, REVENUE_SHARE } from '@vmu/domain';
import { formatMinorMoney } from '@/lib/format';
import type { Payouts } from '../api/get-payouts';

/** The payout rule in one sentence (docs/product.md, "Prices and money", decision 0039). */
export const PAYOUT_RULE = `You receive ${REVENUE_SHARE.developerPercent}% of net revenue (what buyers paid less taxes, payment processing fees and refunds), paid ${PAYOUT_SCHEDULE_TEXT}, once your balance in a currency reaches its minimum; a smaller balance is carried to the next month.`;

/** How payouts work, and each currency's minimum as the server pays it. */
export function PayoutRules({ minimums }: { minimums: Payouts['minimums'] }) {
  return (
    <section aria-labelledby="payout-rules" className="grid gap-2">
      <h2 id="payout-rules" className="text-lg font-semibold">
        How payouts work
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">{PAYOUT_RULE}</p>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <h3 id="payout-minimums" className="font-medium">
          Minimum payouts
        </h3>
        <ul aria-labelledby="payout-minimums" className="flex flex-wrap gap-2">
          {minimums.map((minimum) => (
            <li
              key={minimum.currency}
              className="rounded-full border border-border px-2.5 py-0.5 tabular-nums"
            >
              <span className="font-medium">{minimum.currency}</span>{' '}
              {formatMinorMoney(minimum.amount, minimum.currency)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
