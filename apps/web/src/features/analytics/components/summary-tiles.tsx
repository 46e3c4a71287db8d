import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCount, formatMinorMoney } from '@/lib/format';
import {
  ANALYTICS_MONEY_COLUMNS,
  MONEY_FIGURE_HELP,
  STORE_FIGURE_NOTES,
  type AnalyticsAudience,
} from '@vmu/domain';
import type { Analytics } from '../api/get-analytics';

export const NO_SALES_IN_RANGE = 'No sales in this range, so no revenue.';

const PEAK_OF: Record<Analytics['grouping'], string> = {
  DAY: 'Most in one day',
  WEEK: 'Most in one week',
  MONTH: 'Most in one month',
};

export interface Tile {
  title: string;
  value: string;
  note?: string;
}

/** Figures side by side, each under its title; a list named by `label`. */
export function Tiles({
  tiles,
  label,
  heading: Heading,
  className,
}: {
  tiles: Tile[];
  label: string;
  /** The tiles' heading level, under the section's own. */
  heading: 'h3' | 'h4';
  className: string;
}) {
  return (
    <ul aria-label={label} className={cn('grid grid-cols-2 gap-3 sm:gap-4', className)}>
      {tiles.map((tile) => (
        <li key={tile.title} className="min-w-0">
          <Card className="h-full p-4">
            <Heading className="text-sm font-medium text-muted-foreground">{tile.title}</Heading>
            {/* One paragraph: the figure and its note read together (axe p-as-heading). */}
            <p className="mt-2">
              <span className="block text-xl font-bold tabular-nums sm:text-2xl">{tile.value}</span>
              {tile.note ? (
                <span className="mt-1 block text-xs text-muted-foreground">{tile.note}</span>
              ) : null}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The range's totals: counts, then the money of each currency sold in (never added together). */
export function SummaryTiles({
  analytics,
}: {
  analytics: Analytics;
  /** Whose figures; the money tiles are named the same for both (the domain's figures). */
  audience: AnalyticsAudience;
}) {
  const { totals } = analytics;
  return (
    <section aria-labelledby="analytics-totals" className="grid gap-4">
      <h2 id="analytics-totals" className="text-lg font-semibold">
        Totals
      </h2>
      <Tiles
        label="Downloads and sales"
        heading="h3"
        className="lg:grid-cols-4"
        tiles={[
          {
            title: 'Downloads',
            value: formatCount(totals.downloads),
            note: STORE_FIGURE_NOTES.downloadsShort,
          },
          {
            title: 'Active users',
            value: formatCount(totals.activeUsers),
            note: PEAK_OF[analytics.grouping],
          },
          { title: 'Units sold', value: formatCount(totals.unitsSold) },
          { title: 'Units refunded', value: formatCount(totals.unitsRefunded) },
        ]}
      />
      {analytics.revenueTotals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{NO_SALES_IN_RANGE}</p>
      ) : (
        analytics.revenueTotals.map((money) => (
          <section
            key={money.currency}
            aria-labelledby={`revenue-${money.currency}`}
            className="grid gap-3"
          >
            <h3 id={`revenue-${money.currency}`} className="font-semibold">
              Revenue in {money.currency}
            </h3>
            <Tiles
              label={`Revenue in ${money.currency}`}
              heading="h4"
              className="lg:grid-cols-4"
              // Every money figure by its one name, in its one order (the domain's figures).
              tiles={ANALYTICS_MONEY_COLUMNS.map(({ figure, label, key }) => ({
                title: label,
                value: formatMinorMoney(money[key], money.currency),
                note: MONEY_FIGURE_HELP[figure],
              }))}
            />
          </section>
        ))
      )}
    </section>
  );
}
