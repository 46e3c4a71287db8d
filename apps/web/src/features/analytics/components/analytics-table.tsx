import { ANALYTICS_MONEY_COLUMNS, type AnalyticsAudience, type AnalyticsCsvRow } from '@vmu/domain';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatCount, formatMinorMoney } from '@/lib/format';
import { periodLabel } from '../analytics-rows';
import type { Analytics } from '../api/get-analytics';

const COUNT_COLUMNS: { label: string; valueOf: (row: AnalyticsCsvRow) => number }[] = [
  { label: 'Downloads', valueOf: (row) => row.downloads },
  { label: 'Active users', valueOf: (row) => row.activeUsers },
  { label: 'Units sold', valueOf: (row) => row.unitsSold },
  { label: 'Units refunded', valueOf: (row) => row.unitsRefunded },
];

// The money columns are the CSV export's, in the same order (ANALYTICS_MONEY_COLUMNS).

// Headers may break between words (Units refunded, Developers' share) so the table fits wider.
const headerClassName = 'px-3 py-2 font-medium align-bottom wrap-normal';
const cellClassName = 'px-3 py-2 whitespace-nowrap text-right tabular-nums';

/** Every period's numbers, exactly as the charts draw them and the CSV exports them. */
export function AnalyticsTable({
  analytics,
  rows,
  currency,
}: {
  analytics: Analytics;
  rows: AnalyticsCsvRow[];
  /** The money columns' currency; null (nothing sold) leaves them out. */
  currency: string | null;
  /** Whose figures; the money columns are named the same for both (the domain's figures). */
  audience: AnalyticsAudience;
}) {
  const money = ANALYTICS_MONEY_COLUMNS;
  const range = `${periodLabel(analytics.from, 'DAY')} to ${periodLabel(analytics.to, 'DAY')}`;
  return (
    <ScrollRegion label="Analytics table">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm text-muted-foreground">
          Figures by {analytics.grouping.toLowerCase()}, {range}
          {currency ? `, money in ${currency}` : ''}
        </caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className={headerClassName}>
              Period
            </th>
            {COUNT_COLUMNS.map(({ label }) => (
              <th key={label} scope="col" className={`${headerClassName} text-right`}>
                {label}
              </th>
            ))}
            {currency
              ? money.map(({ label }) => (
                  <th key={label} scope="col" className={`${headerClassName} text-right`}>
                    {label}
                  </th>
                ))
              : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.start} className="border-b border-border last:border-0">
              <th scope="row" className={`${headerClassName} whitespace-nowrap`}>
                {periodLabel(row.start, analytics.grouping)}
              </th>
              {COUNT_COLUMNS.map(({ label, valueOf }) => (
                <td key={label} className={cellClassName}>
                  {formatCount(valueOf(row))}
                </td>
              ))}
              {currency
                ? money.map(({ label, key }) => (
                    <td key={label} className={cellClassName}>
                      {formatMinorMoney(row.money?.[key] ?? 0, currency)}
                    </td>
                  ))
                : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
