import { BookOpenText } from 'lucide-react';
import { ListFailure } from '@/components/list-failure';
import { LoadMore } from '@/components/load-more';
import { LoadingStatus } from '@/components/loading-status';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatDate, formatMinorMoney } from '@/lib/format';
import type { LedgerEntryKind } from '@/lib/graphql/graphql';
import { useSalesLedger, type SalesLedgerEntry } from '../api/list-sales-ledger';
import { PaymentCard } from './payment-card';

export const NO_SALES = 'No sales yet.';
export const LEDGER_NOT_LOADED = 'The sales ledger could not be loaded.';
export const MORE_LEDGER_NOT_LOADED = 'More of the sales ledger could not be loaded.';

const KIND_LABELS: Record<LedgerEntryKind, string> = { SALE: 'Sale', REFUND: 'Refund' };

/** The money columns, each an amount of the row; a refund is money going out, so negative. */
const AMOUNT_COLUMNS: { label: string; amountOf: (entry: SalesLedgerEntry) => number }[] = [
  { label: 'Gross', amountOf: (entry) => entry.gross },
  { label: 'Tax', amountOf: (entry) => entry.tax },
  { label: 'Fee', amountOf: (entry) => entry.processingFee },
  // 0 - refund, not -refund: a sale's refund of 0 must not read as minus zero ('-€0.00').
  { label: 'Refund', amountOf: (entry) => 0 - entry.refund },
  { label: 'Net', amountOf: (entry) => entry.net },
  { label: 'Your share', amountOf: (entry) => entry.developerShare },
];

const headerClassName = 'px-3 py-2 font-medium whitespace-nowrap';
const cellClassName = 'px-3 py-2 whitespace-nowrap';

/**
 * The append-only sales ledger of the developer's apps (staff: every app), newest first: one
 * row per sale and per refund, in the row's currency. Reusable beyond the test screen.
 */
export function SalesLedgerCard() {
  const list = useSalesLedger();
  const entries = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <PaymentCard
      title="Sales ledger"
      icon={BookOpenText}
      description="Every sale and refund of your apps, newest first. Refunds are shown as negative amounts."
    >
      {list.isPending ? (
        <LoadingStatus label="Loading the sales ledger" />
      ) : list.isLoadingError ? (
        // Nothing to show at all; a page after the first that fails says so under the table.
        <ListFailure query={list} className="py-6">
          <p role="alert">{LEDGER_NOT_LOADED}</p>
        </ListFailure>
      ) : entries.length === 0 ? (
        <p className="text-muted-foreground">{NO_SALES}</p>
      ) : (
        <>
          <ScrollRegion label="Sales ledger table">
            <table className="w-full text-left">
              <caption className="sr-only">Sales ledger</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className={headerClassName}>
                    Date
                  </th>
                  <th scope="col" className={headerClassName}>
                    Kind
                  </th>
                  <th scope="col" className={headerClassName}>
                    App
                  </th>
                  <th scope="col" className={headerClassName}>
                    Version
                  </th>
                  {AMOUNT_COLUMNS.map(({ label }) => (
                    <th key={label} scope="col" className={`${headerClassName} text-right`}>
                      {label}
                    </th>
                  ))}
                  <th scope="col" className={headerClassName}>
                    Reference
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-border last:border-0">
                    <td className={cellClassName}>{formatDate(entry.occurredAt)}</td>
                    <td className={cellClassName}>{KIND_LABELS[entry.kind]}</td>
                    <td className={cellClassName}>{entry.appName ?? 'Deleted app'}</td>
                    <td className={cellClassName}>{entry.versionNumber ?? '—'}</td>
                    {AMOUNT_COLUMNS.map(({ label, amountOf }) => (
                      <td key={label} className={`${cellClassName} text-right tabular-nums`}>
                        {formatMinorMoney(amountOf(entry), entry.currency)}
                      </td>
                    ))}
                    <td className={`${cellClassName} font-mono text-xs`}>
                      {entry.providerReference}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <LoadMore list={list} failure={MORE_LEDGER_NOT_LOADED} />
        </>
      )}
    </PaymentCard>
  );
}
