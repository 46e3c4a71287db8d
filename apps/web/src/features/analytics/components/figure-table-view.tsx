import type { FigureCell, FigureTable } from '@vmu/domain';
import { CellLabel } from '@/components/ui/cell-label';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';
import {
  formatCount,
  formatMeasure,
  formatMinorMoney,
  formatMonth,
  formatShare,
} from '@/lib/format';
import { periodLabel } from '../analytics-rows';

// A table of figures as the domain built it (its CSV export writes the same cells): numbers in
// the reader's locale, right-aligned from the width of a tablet; on a phone each row is a block of its own, each cell led
// by its column's name (CellLabel), so it never scrolls sideways.

// Headers break between words only (never inside one, as the page's long-word rule would).
const headerClassName = 'px-3 py-2 font-medium align-bottom wrap-normal';
const cellClassName =
  'px-3 py-2 align-top max-sm:flex max-sm:items-baseline max-sm:gap-2 max-sm:px-0 max-sm:py-0.5';
// Numbers and money stay on one line; names and identifiers wrap.
const numberClassName = 'tabular-nums sm:text-right sm:whitespace-nowrap';

const isNumber = (figure: FigureCell | undefined) =>
  figure !== undefined &&
  figure.kind !== 'text' &&
  figure.kind !== 'period' &&
  figure.kind !== 'month';

function Shown({ figure }: { figure: FigureCell }) {
  const none = (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </>
  );
  switch (figure.kind) {
    case 'text':
      return figure.text ? <span className="wrap-anywhere">{figure.text}</span> : none;
    case 'period':
      return <>{periodLabel(figure.start, figure.grouping)}</>;
    case 'month':
      return <>{formatMonth(figure.month)}</>;
    case 'count':
      return <>{formatCount(figure.value)}</>;
    case 'money':
      return <>{formatMinorMoney(figure.minorUnits, figure.currency)}</>;
    case 'measure':
      return figure.value === null ? none : <>{formatMeasure(figure.value, figure.digits)}</>;
    case 'share':
      return figure.value === null ? none : <>{formatShare(figure.value)}</>;
  }
}

/** `table`'s rows under its header, named by `caption`; the first column names each row. */
export function FigureTableView({
  table,
  caption,
  labelClassName = 'w-32',
}: {
  table: FigureTable;
  caption: string;
  /** The phone's column-name width, to fit the longest name. */
  labelClassName?: string;
}) {
  const [, ...columns] = table.header;
  const numeric = table.header.map((_, index) => isNumber(table.rows[0]?.[index]));
  return (
    <ScrollRegion label={caption}>
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-border">
            {table.header.map((name, index) => (
              <th
                key={name}
                scope="col"
                className={cn(headerClassName, numeric[index] && 'sm:text-right')}
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {table.rows.map((row, rowIndex) => {
            const [first, ...cells] = row;
            return (
              <tr
                // The rows are the answer's, in its order; they are replaced, never reordered.
                key={rowIndex}
                className="border-b border-border last:border-0 max-sm:mb-3 max-sm:grid max-sm:rounded-lg max-sm:border max-sm:p-3 max-sm:last:border"
              >
                <th
                  scope="row"
                  className={cn(
                    cellClassName,
                    'font-medium max-sm:pb-1',
                    first && !isNumber(first) && first.kind !== 'text' && 'sm:whitespace-nowrap',
                  )}
                >
                  {first ? <Shown figure={first} /> : null}
                </th>
                {cells.map((figure, index) => (
                  <td
                    key={columns[index]}
                    className={cn(cellClassName, numeric[index + 1] && numberClassName)}
                  >
                    <CellLabel className={labelClassName}>{columns[index] ?? ''}</CellLabel>
                    <Shown figure={figure} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
