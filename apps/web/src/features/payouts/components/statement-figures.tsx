import { MONEY_FIGURE_LABELS } from '@vmu/domain';
import { cn } from '@/lib/cn';
import { formatCount, formatDate, formatDay, formatMinorMoney } from '@/lib/format';
import type { PayoutStatement } from '../api/get-payouts';

interface Figure {
  label: string;
  value: string;
  /** A total the lines above it add up to. */
  total?: boolean;
}

/** A figure's label inside a sentence: 'Less taxes', 'Plus developer’s share (75%)'. */
const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** A statement's figures in three groups, each adding up: sales to net, net's shares, the balance. */
export function figureGroupsOf(statement: PayoutStatement): { title: string; figures: Figure[] }[] {
  const money = (amount: number) => formatMinorMoney(amount, statement.currency);
  const payout: Figure[] = [
    { label: 'Carried in', value: money(statement.carriedIn) },
    {
      label: `Plus ${lower(MONEY_FIGURE_LABELS.developerShare)}`,
      value: money(statement.developerShare),
    },
    { label: 'Balance', value: money(statement.balance), total: true },
    { label: 'Minimum payout', value: money(statement.minimum) },
    { label: 'Payout', value: money(statement.payoutAmount) },
    { label: 'Carried out', value: money(statement.carriedOut) },
  ];
  // A carried balance has no payout to be due; the date would only mislead.
  if (statement.status !== 'CARRIED') {
    payout.push({ label: 'Due by', value: formatDay(statement.dueOn) });
  }
  if (statement.paidAt) payout.push({ label: 'Paid on', value: formatDate(statement.paidAt) });
  if (statement.payoutReference) {
    payout.push({ label: 'Payout reference', value: statement.payoutReference });
  }
  return [
    {
      title: 'Sales',
      figures: [
        { label: 'Units sold', value: formatCount(statement.unitsSold) },
        { label: 'Units refunded', value: formatCount(statement.unitsRefunded) },
        // The money figures by their one name, in their one order (the domain's figures).
        { label: MONEY_FIGURE_LABELS.grossSales, value: money(statement.gross) },
        { label: `Less ${lower(MONEY_FIGURE_LABELS.taxes)}`, value: money(statement.taxes) },
        {
          label: `Less ${lower(MONEY_FIGURE_LABELS.paymentFees)}`,
          value: money(statement.processingFees),
        },
        { label: `Less ${lower(MONEY_FIGURE_LABELS.refunds)}`, value: money(statement.refunds) },
        { label: MONEY_FIGURE_LABELS.net, value: money(statement.net), total: true },
      ],
    },
    {
      title: 'Shares of net revenue',
      figures: [
        { label: MONEY_FIGURE_LABELS.developerShare, value: money(statement.developerShare) },
        { label: MONEY_FIGURE_LABELS.platformShare, value: money(statement.platformShare) },
      ],
    },
    { title: 'Balance and payout', figures: payout },
  ];
}

/** Every figure of a statement, money in its own currency (negative amounts shown negative). */
export function StatementFigures({ statement }: { statement: PayoutStatement }) {
  return (
    <div className="grid gap-4 md:grid-cols-3 md:gap-6">
      {figureGroupsOf(statement).map((group) => (
        <div key={group.title} className="grid content-start gap-2">
          <h4 className="text-sm font-semibold">{group.title}</h4>
          <dl className="grid gap-1 text-sm">
            {group.figures.map((figure) => (
              <div
                key={figure.label}
                className={cn(
                  'flex justify-between gap-4',
                  figure.total && 'border-t border-border pt-1 font-semibold',
                )}
              >
                <dt className={cn(!figure.total && 'text-muted-foreground')}>{figure.label}</dt>
                <dd className="min-w-0 text-right tabular-nums wrap-anywhere">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
