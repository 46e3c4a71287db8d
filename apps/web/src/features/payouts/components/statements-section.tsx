import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { CURRENCIES, payoutStatementsCsvPath } from '@vmu/domain';
import { ListFailure } from '@/components/list-failure';
import { LoadMore } from '@/components/load-more';
import { LoadingStatus } from '@/components/loading-status';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { Currency } from '@/lib/graphql/graphql';
import { usePayoutStatements } from '../api/list-payout-statements';
import { StatementsTable } from './statements-table';

export const NO_STATEMENTS = 'No statements yet: your first is made when a month with sales ends.';
export const noStatementsIn = (currency: Currency) => `No statements in ${currency} yet.`;
export const STATEMENTS_NOT_LOADED = 'Your statements could not be loaded.';
export const MORE_STATEMENTS_NOT_LOADED = 'More statements could not be loaded.';

const ALL_CURRENCIES = '';

/** The currency the URL asks for (?currency=EUR), or null for all of them. */
export function currencyOf(params: URLSearchParams): Currency | null {
  const asked = params.get('currency');
  return (CURRENCIES as readonly string[]).includes(asked ?? '') ? (asked as Currency) : null;
}

/**
 * The closed months' statements, newest first, filtered by currency (kept in the URL) and paged
 * with Load more. `hideWhenNone`: while payouts are blocked, a developer who never had a
 * statement sees the reason alone, not an empty table.
 */
export function StatementsSection({
  shown,
  hideWhenNone,
}: {
  /** False until the screen can show the statements (it still loads them). */
  shown: boolean;
  hideWhenNone: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const currency = currencyOf(params);
  const list = usePayoutStatements(currency);
  const statements = list.data?.pages.flatMap((page) => page.items) ?? [];

  // No statement at all yet: nothing to filter or export.
  const none = currency === null && list.isSuccess && statements.length === 0;

  if (!shown) return null;
  if (hideWhenNone && (list.isPending || none)) return null;

  function choose(next: string) {
    const nextParams = new URLSearchParams(params);
    if (next === ALL_CURRENCIES) nextParams.delete('currency');
    else nextParams.set('currency', next);
    // Replaces, so Back leaves the screen instead of stepping through filters.
    setParams(nextParams, { replace: true });
  }

  return (
    <Card className="min-w-0">
      <section aria-labelledby="statements-title">
        <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="grid gap-1.5">
            <h2 id="statements-title" className="text-lg font-semibold leading-tight">
              Statements
            </h2>
            <CardDescription>
              Closed months, newest first. Open a month for its full statement.
            </CardDescription>
          </div>
          {none ? null : (
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid flex-1 gap-2 sm:w-44 sm:flex-none">
                <Label htmlFor="statements-currency">Currency</Label>
                <NativeSelect
                  id="statements-currency"
                  value={currency ?? ALL_CURRENCIES}
                  onChange={(event) => choose(event.target.value)}
                >
                  <option value={ALL_CURRENCIES}>All currencies</option>
                  {CURRENCIES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              {statements.length > 0 ? (
                // Every statement of the chosen currency, not only the pages loaded: the server's file.
                <a
                  href={payoutStatementsCsvPath(currency ?? undefined)}
                  download
                  aria-label={`Export CSV of ${currency ? `the ${currency}` : 'all'} statements`}
                  className={buttonVariants({ variant: 'outline' })}
                >
                  <Download aria-hidden="true" />
                  Export CSV
                </a>
              ) : null}
            </div>
          )}
        </CardHeader>
        <CardContent aria-busy={list.isPlaceholderData} className="grid gap-4">
          {list.isPending ? (
            <LoadingStatus label="Loading your statements" />
          ) : list.isLoadingError ? (
            // Nothing to show at all; a page after the first that fails says so under the table.
            <ListFailure query={list} className="py-6">
              <p role="alert">{STATEMENTS_NOT_LOADED}</p>
            </ListFailure>
          ) : statements.length === 0 ? (
            <p className="text-muted-foreground">
              {currency ? noStatementsIn(currency) : NO_STATEMENTS}
            </p>
          ) : (
            <>
              <StatementsTable
                statements={statements}
                caption={`Payout statements${currency ? ` in ${currency}` : ''}, newest first`}
              />
              <LoadMore list={list} failure={MORE_STATEMENTS_NOT_LOADED} />
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
