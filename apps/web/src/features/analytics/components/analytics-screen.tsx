import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  SHARE_LABELS,
  STORE_FIGURE_NOTES,
  analyticsCsv,
  analyticsCsvFileName,
  type AnalyticsAudience,
  type AnalyticsGrouping,
} from '@vmu/domain';
import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import {
  choicesOf,
  paramsOf,
  todayUtc,
  withRange,
  type AnalyticsChoices,
  type RangeChoice,
} from '../analytics-choices';
import { currenciesOf, rowsOf, shownCurrencyOf } from '../analytics-rows';
import { useAnalytics, type Analytics } from '../api/get-analytics';
import { useAnalyticsApps } from '../api/list-analytics-apps';
import { ActivityChart, RevenueChart } from './analytics-charts';
import { AnalyticsControls, SELECT_CLASS_NAME } from './analytics-controls';
import { AnalyticsTable } from './analytics-table';
import { ExportCsvButton } from './export-csv-button';
import { StoreFigures } from './store-figures';
import { SummaryTiles } from './summary-tiles';

export const NOTHING_IN_RANGE = 'No downloads or sales in this range yet.';
export const ANALYTICS_NOT_LOADED = 'The analytics could not be loaded.';
export const FIX_THE_DATES = 'Correct the dates above to see the figures.';

const isEmpty = ({ totals, revenueTotals }: Analytics) =>
  totals.downloads === 0 &&
  totals.activeUsers === 0 &&
  totals.unitsSold === 0 &&
  totals.unitsRefunded === 0 &&
  revenueTotals.length === 0;

const SCREEN_TEXT: Record<AnalyticsAudience, { title: string; intro: string }> = {
  developer: {
    title: 'Analytics',
    intro: 'Downloads, active users and sales of your apps. Days are UTC days.',
  },
  store: {
    title: 'Store Analytics',
    intro:
      "The whole store's downloads, sales, refunds, revenue and platform fee, its top apps, new developers and apps, review times and payouts. Days are UTC days.",
  },
};

/**
 * The analytics screen (decision 0040): choices, totals, charts, the table and its CSV. A
 * developer's of their apps (one or all); staff's of the whole store, with the store's own figures
 * below.
 */
export function AnalyticsScreen({ audience = 'developer' }: { audience?: AnalyticsAudience }) {
  const [params, setParams] = useSearchParams();
  const today = todayUtc();
  const store = audience === 'store';
  const urlChoices = choicesOf(params, today);
  // The whole store's figures are never one app's (an app's are its developer's screen).
  const choices = store ? { ...urlChoices, appId: null } : urlChoices;
  const analytics = useAnalytics(choices.valid && { appId: choices.appId, range: choices.valid });
  const apps = useAnalyticsApps(!store);
  const askedCurrency = params.get('currency');
  const text = SCREEN_TEXT[audience];

  /** Writes the choices to the URL, keeping the shown currency; replaces, so Back leaves. */
  function show(next: Pick<AnalyticsChoices, 'range' | 'from' | 'to' | 'grouping' | 'appId'>) {
    const nextParams = paramsOf(next);
    if (askedCurrency) nextParams.set('currency', askedCurrency);
    setParams(nextParams, { replace: true });
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
        <p className="mt-1 text-muted-foreground">{text.intro}</p>
      </div>
      <AnalyticsControls
        choices={choices}
        app={
          store
            ? undefined
            : { apps: apps.data ?? [], onChange: (appId) => show({ ...choices, appId }) }
        }
        onRangeChange={(range: RangeChoice) => show(withRange(choices, range, today))}
        onDatesChange={(dates) => show({ ...choices, ...dates })}
        onGroupingChange={(grouping: AnalyticsGrouping) => show({ ...choices, grouping })}
      />
      {!choices.valid ? (
        <p className="text-muted-foreground">{FIX_THE_DATES}</p>
      ) : analytics.isPending ? (
        <LoadingStatus label="Loading the analytics" />
      ) : analytics.isError ? (
        <ListFailure query={analytics}>
          <p role="alert">{ANALYTICS_NOT_LOADED}</p>
        </ListFailure>
      ) : (
        <Figures
          analytics={analytics.data}
          audience={audience}
          askedCurrency={askedCurrency}
          updating={analytics.isPlaceholderData}
          onCurrencyChange={(currency) => {
            const nextParams = new URLSearchParams(params);
            nextParams.set('currency', currency);
            setParams(nextParams, { replace: true });
          }}
        />
      )}
      {store && choices.valid ? <StoreFigures range={choices.valid} /> : null}
    </div>
  );
}

function Figures({
  analytics,
  audience,
  askedCurrency,
  updating,
  onCurrencyChange,
}: {
  analytics: Analytics;
  audience: AnalyticsAudience;
  askedCurrency: string | null;
  /** The last choices' figures, shown while the new ones load. */
  updating: boolean;
  onCurrencyChange: (currency: string) => void;
}) {
  const currency = shownCurrencyOf(analytics, askedCurrency);
  const currencies = currenciesOf(analytics);
  // One list of rows for the charts, the table and the CSV: they show the same numbers.
  const rows = useMemo(() => rowsOf(analytics, currency), [analytics, currency]);
  const range = { from: analytics.from, to: analytics.to, grouping: analytics.grouping };

  return (
    <div aria-busy={updating} className="grid min-w-0 gap-6">
      {isEmpty(analytics) ? (
        <p className="rounded-md border border-border bg-muted/60 p-4 text-muted-foreground">
          {NOTHING_IN_RANGE}
        </p>
      ) : null}
      <SummaryTiles analytics={analytics} audience={audience} />
      <Card className="min-w-0">
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Downloads and active users</h2>
          {/* Say what is counted (decision 0051): not every device id a client invents. */}
          <p className="text-sm text-muted-foreground">
            {STORE_FIGURE_NOTES.downloads} {STORE_FIGURE_NOTES.activeUsers}
          </p>
        </CardHeader>
        <CardContent>
          <ActivityChart analytics={analytics} rows={rows} />
        </CardContent>
      </Card>
      {currency ? (
        <Card className="min-w-0">
          <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
            <h2 className="text-lg font-semibold leading-tight">
              Net revenue and {SHARE_LABELS[audience].toLowerCase()}
            </h2>
            {currencies.length > 1 ? (
              <div className="grid gap-2 sm:w-40">
                <Label htmlFor="analytics-currency">Currency</Label>
                <select
                  id="analytics-currency"
                  value={currency}
                  onChange={(event) => onCurrencyChange(event.target.value)}
                  className={SELECT_CLASS_NAME}
                >
                  {currencies.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </CardHeader>
          <CardContent>
            <RevenueChart
              analytics={analytics}
              rows={rows}
              currency={currency}
              audience={audience}
            />
          </CardContent>
        </Card>
      ) : null}
      <Card className="min-w-0">
        <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="text-lg font-semibold leading-tight">By period</h2>
          <ExportCsvButton
            fileName={analyticsCsvFileName(range, audience)}
            csv={() => analyticsCsv({ currency, rows, audience })}
          />
        </CardHeader>
        <CardContent>
          <AnalyticsTable
            analytics={analytics}
            rows={rows}
            currency={currency}
            audience={audience}
          />
        </CardContent>
      </Card>
    </div>
  );
}
