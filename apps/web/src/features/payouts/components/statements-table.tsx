import { useId, useState } from 'react';
import { ChevronRight, Download } from 'lucide-react';
import { payoutStatementFilePath, type StatementFileFormat } from '@vmu/domain';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { CellLabel } from '@/components/ui/cell-label';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';
import { formatMinorMoney, formatMonth } from '@/lib/format';
import type { PayoutStatement } from '../api/get-payouts';
import { outcomeSentence, STATUS_BADGES, statusLine } from '../statement-status';
import { StatementFigures } from './statement-figures';

const MONEY_COLUMNS: { label: string; amountOf: (statement: PayoutStatement) => number }[] = [
  { label: 'Net', amountOf: (statement) => statement.net },
  { label: 'Your share', amountOf: (statement) => statement.developerShare },
  { label: 'Carried in', amountOf: (statement) => statement.carriedIn },
  { label: 'Balance', amountOf: (statement) => statement.balance },
];

/** Every column: the month, the currency, the money, the status and the files. */
const COLUMN_COUNT = 2 + MONEY_COLUMNS.length + 2;

const headerClassName = 'px-2 py-2 font-medium whitespace-nowrap';
// On a phone each statement is a block of its own, each cell led by its column's name
// (CellLabel), so the table never scrolls sideways.
const cellClassName =
  'px-2 py-2 align-top whitespace-nowrap max-sm:flex max-sm:items-baseline max-sm:gap-2 max-sm:px-0 max-sm:py-0.5 max-sm:whitespace-normal';
const labelClassName = 'w-24';

const FILE_LABELS: Record<StatementFileFormat, string> = { csv: 'CSV', pdf: 'PDF' };

/** A statement's month and currency, as its details and its files are named. */
const statementName = (statement: PayoutStatement) =>
  `${formatMonth(statement.month)} ${statement.currency} statement`;

/** Closed statements, newest first; a month opens to its full statement. */
export function StatementsTable({
  statements,
  caption,
}: {
  statements: PayoutStatement[];
  caption: string;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ScrollRegion label="Statements table">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-border">
            <th scope="col" className={headerClassName}>
              Month
            </th>
            <th scope="col" className={headerClassName}>
              Currency
            </th>
            {MONEY_COLUMNS.map(({ label }) => (
              <th key={label} scope="col" className={`${headerClassName} text-right`}>
                {label}
              </th>
            ))}
            <th scope="col" className={headerClassName}>
              Status
            </th>
            <th scope="col" className={headerClassName}>
              Download
            </th>
          </tr>
        </thead>
        {statements.map((statement) => (
          <StatementRows
            key={statement.id}
            statement={statement}
            expanded={open.has(statement.id)}
            onToggle={() => toggle(statement.id)}
          />
        ))}
      </table>
    </ScrollRegion>
  );
}

/** One statement: its row, and below it the full statement while it is open. */
function StatementRows({
  statement,
  expanded,
  onToggle,
}: {
  statement: PayoutStatement;
  expanded: boolean;
  onToggle: () => void;
}) {
  const detailsId = useId();
  const name = statementName(statement);
  return (
    // A body per statement keeps its two rows together: one block on a phone.
    <tbody className="border-b border-border last:border-0 max-sm:mb-3 max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-3 max-sm:last:border">
      <tr className="max-sm:grid">
        <th scope="row" className={cellClassName}>
          <button
            type="button"
            aria-expanded={expanded}
            // Only an open statement is drawn, so only then is there something it controls.
            aria-controls={expanded ? detailsId : undefined}
            // The visible month, and which currency's statement it opens.
            aria-label={`${formatMonth(statement.month)}, ${statement.currency} statement`}
            onClick={onToggle}
            className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          >
            <ChevronRight
              aria-hidden="true"
              className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-90')}
            />
            {formatMonth(statement.month)}
          </button>
        </th>
        <td className={cellClassName}>
          <CellLabel className={labelClassName}>Currency</CellLabel>
          {statement.currency}
        </td>
        {MONEY_COLUMNS.map(({ label, amountOf }) => (
          <td key={label} className={`${cellClassName} text-right tabular-nums max-sm:text-left`}>
            <CellLabel className={labelClassName}>{label}</CellLabel>
            {formatMinorMoney(amountOf(statement), statement.currency)}
          </td>
        ))}
        <td className={cellClassName}>
          <CellLabel className={labelClassName}>Status</CellLabel>
          <span className="grid min-w-0 justify-items-start gap-1">
            <Badge variant={STATUS_BADGES[statement.status]}>{statusLine(statement)}</Badge>
            {statement.payoutReference ? (
              <span className="font-mono text-xs text-muted-foreground wrap-anywhere">
                Ref. {statement.payoutReference}
              </span>
            ) : null}
          </span>
        </td>
        <td className={`${cellClassName} max-sm:pt-2`}>
          <span className="flex gap-1.5">
            {(['csv', 'pdf'] as const).map((format) => (
              // A plain link: the browser saves the server's file under the server's name.
              <a
                key={format}
                href={payoutStatementFilePath(statement.id, format)}
                download
                // The visible name is only the format; a list of months needs which one.
                aria-label={`Download ${FILE_LABELS[format]} of the ${name}`}
                className={cn(
                  buttonVariants({ variant: 'outline', size: 'sm' }),
                  'h-8 px-2.5 max-sm:h-9 max-sm:flex-1',
                )}
              >
                <Download aria-hidden="true" />
                {FILE_LABELS[format]}
              </a>
            ))}
          </span>
        </td>
      </tr>
      {expanded ? (
        <tr id={detailsId} className="max-sm:block">
          <td
            colSpan={COLUMN_COUNT}
            className="bg-muted/40 px-3 py-4 max-sm:mt-2 max-sm:block max-sm:rounded-md max-sm:px-3"
          >
            <section aria-labelledby={`${detailsId}-title`} className="grid gap-3">
              <h3 id={`${detailsId}-title`} className="font-semibold">
                {name}
              </h3>
              <p>{outcomeSentence(statement)}</p>
              <StatementFigures statement={statement} />
            </section>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}
