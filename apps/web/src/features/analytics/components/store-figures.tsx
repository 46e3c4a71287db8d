import { useId, useState, type ReactNode } from 'react';
import {
  businessDaysWords,
  hoursWords,
  REVIEW_PROMISE_BUSINESS_DAYS,
  REVIEW_TIME_TEXT,
  STORE_FIGURE_NOTES,
  figureTableCsv,
  payoutMonthsTable,
  reviewTimesByPeriodTable,
  reviewTimesTable,
  storeFigureCsvFileName,
  storeGrowthTable,
  topAppsByDownloadsTable,
  topAppsByRevenueTable,
  withinPromiseShare,
  type AnalyticsRange,
  type FigureTable,
  type StoreFigureTableName,
} from '@vmu/domain';
import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatCount, formatMeasure, formatShare } from '@/lib/format';
import { periodLabel } from '../analytics-rows';
import { useStoreFigures, type StoreFigures as Figures } from '../api/get-store-figures';
import { ExportCsvButton } from './export-csv-button';
import { FigureTableView } from './figure-table-view';
import { Tiles } from './summary-tiles';

export const STORE_FIGURES_NOT_LOADED = 'The store figures could not be loaded.';
export const NO_DOWNLOADS = 'No downloads in this range.';
export const NO_SALES = 'No sales or refunds in this range.';
export const NO_DECISIONS = 'No reviews were decided in this range.';
export const NO_PAYOUTS = 'No payout statements for the months of this range.';

/** A range in words: 'Oct 27, 2026 to Nov 25, 2026'. */
const rangeWords = ({ from, to }: AnalyticsRange) =>
  `${periodLabel(from, 'DAY')} to ${periodLabel(to, 'DAY')}`;

/**
 * The store's own figures over the range (staff, /admin/analytics, decision 0042): top apps,
 * new developers and apps, review times against the promise, payouts. Each table exports the
 * same cells it shows.
 */
export function StoreFigures({ range }: { range: AnalyticsRange }) {
  const figures = useStoreFigures(range);
  if (figures.isPending) return <LoadingStatus label="Loading the store figures" />;
  if (figures.isError) {
    return (
      <ListFailure query={figures}>
        <p role="alert">{STORE_FIGURES_NOT_LOADED}</p>
      </ListFailure>
    );
  }
  const data = figures.data;
  // The answer's own range: while new choices load, the last figures and their names stay.
  const shown: AnalyticsRange = { from: data.from, to: data.to, grouping: data.grouping };
  return (
    <div aria-busy={figures.isPlaceholderData} className="grid min-w-0 gap-6">
      <TopApps figures={data} range={shown} />
      <Growth figures={data} range={shown} />
      <ReviewTimes figures={data} range={shown} />
      <FigureSection
        title="Payouts due and paid"
        intro="Payout statements of the months this range touches, by the month they close; nothing is converted between currencies."
        table={payoutMonthsTable(data.payouts)}
        name="payouts"
        range={shown}
        empty={NO_PAYOUTS}
      />
    </div>
  );
}

function TopApps({ figures, range }: { figures: Figures; range: AnalyticsRange }) {
  return (
    <>
      <FigureSection
        title="Top apps by downloads"
        intro={`The most downloaded apps, ${rangeWords(range)}. ${STORE_FIGURE_NOTES.downloads}`}
        table={topAppsByDownloadsTable(figures.topApps.byDownloads)}
        name="top-apps-by-downloads"
        range={range}
        empty={NO_DOWNLOADS}
      />
      <FigureSection
        title="Top apps by net revenue"
        intro="In each currency on its own, net of taxes, processing fees and refunds."
        table={topAppsByRevenueTable(figures.topApps.byRevenue)}
        name="top-apps-by-revenue"
        range={range}
        empty={NO_SALES}
      />
    </>
  );
}

function Growth({ figures, range }: { figures: Figures; range: AnalyticsRange }) {
  const { totals, periods } = figures.growth;
  return (
    <FigureSection
      title="New developers and apps"
      intro="Developers who completed onboarding and who were verified; apps created and first published."
      table={storeGrowthTable(periods, range.grouping)}
      name="new-developers-and-apps"
      range={range}
    >
      <Tiles
        label="New developers and apps in the range"
        heading="h3"
        className="lg:grid-cols-4"
        tiles={[
          { title: 'Developers joined', value: formatCount(totals.developersJoined) },
          { title: 'Developers verified', value: formatCount(totals.developersVerified) },
          { title: 'Apps created', value: formatCount(totals.appsCreated) },
          { title: 'Apps published', value: formatCount(totals.appsPublished) },
        ]}
      />
    </FigureSection>
  );
}

function ReviewTimes({ figures, range }: { figures: Figures; range: AnalyticsRange }) {
  const { all, periods } = figures.reviewTimes;
  const share = withinPromiseShare(all);
  // The breakdown is drawn once opened: a closed one costs the page nothing.
  const [periodsOpen, setPeriodsOpen] = useState(false);
  const byPeriod = reviewTimesByPeriodTable(periods, range.grouping);
  return (
    <FigureSection
      title="Review times"
      intro={`From submission to approval or rejection, of the decisions made in the range. The promise is ${REVIEW_TIME_TEXT}; business days are weekdays in UTC.`}
      table={reviewTimesTable(figures.reviewTimes)}
      name="review-times"
      range={range}
      after={
        <details onToggle={(event) => setPeriodsOpen(event.currentTarget.open)}>
          <summary className="cursor-pointer rounded text-sm font-medium text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            Review times by period
          </summary>
          {periodsOpen ? (
            <div className="mt-3 grid gap-3">
              <div className="flex justify-end">
                <ExportCsvButton
                  of="review times by period"
                  fileName={storeFigureCsvFileName('review-times-by-period', range)}
                  csv={() => figureTableCsv(byPeriod)}
                />
              </div>
              <FigureTableView
                table={byPeriod}
                caption={`Review times by ${range.grouping.toLowerCase()}, ${rangeWords(range)}`}
              />
            </div>
          ) : null}
        </details>
      }
    >
      {all.decisions === 0 ? (
        <p className="text-sm text-muted-foreground">{NO_DECISIONS}</p>
      ) : (
        <Tiles
          label="Review times of every decision"
          heading="h3"
          className="lg:grid-cols-4"
          tiles={[
            { title: 'Decisions', value: formatCount(all.decisions) },
            {
              title: 'Median',
              // Never a zero for a figure with nothing behind it (the domain's words).
              value: businessDaysWords(all.medianBusinessDays, formatMeasure),
              note: hoursWords(all.medianHours, formatMeasure),
            },
            {
              title: '90th percentile',
              value: businessDaysWords(all.p90BusinessDays, formatMeasure),
              note: hoursWords(all.p90Hours, formatMeasure),
            },
            {
              title: `Within ${REVIEW_PROMISE_BUSINESS_DAYS} business days`,
              value: share === null ? '—' : formatShare(share),
              note: `${formatCount(all.withinPromise)} of ${formatCount(all.decisions)}`,
            },
          ]}
        />
      )}
    </FigureSection>
  );
}

/**
 * A card of one table: its title, what it counts, an export of the very cells shown, and the
 * table (or `empty` when it has no rows); `children` go between the words and the table.
 */
function FigureSection({
  title,
  intro,
  table,
  name,
  range,
  empty,
  children,
  after,
}: {
  title: string;
  intro: string;
  table: FigureTable;
  name: StoreFigureTableName;
  range: AnalyticsRange;
  /** Said instead of the table when it has no rows. */
  empty?: string;
  children?: ReactNode;
  /** What follows the table (a breakdown of it). */
  after?: ReactNode;
}) {
  const titleId = useId();
  const hasRows = table.rows.length > 0;
  const of = title.toLowerCase();
  return (
    <Card className="min-w-0" role="region" aria-labelledby={titleId}>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg font-semibold leading-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{intro}</p>
        </div>
        {hasRows ? (
          <ExportCsvButton
            of={of}
            fileName={storeFigureCsvFileName(name, range)}
            csv={() => figureTableCsv(table)}
          />
        ) : null}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {children}
        {hasRows ? (
          <FigureTableView table={table} caption={`${title}, ${rangeWords(range)}`} />
        ) : (
          <p className="text-sm text-muted-foreground">{empty}</p>
        )}
        {after}
      </CardContent>
    </Card>
  );
}
