import { csvOf, minorUnitsAsDecimal, numberCell, textCell } from '../csv';
import type { AnalyticsGrouping } from './range';

// A table of figures as a screen shows it and as its CSV export writes it, built once: the
// screen renders the cells (in the reader's locale), the export writes the same cells exactly
// (decision 0042), so what is exported is what is shown.

/** One cell: its kind says how the screen formats it and how the CSV writes it. */
export type FigureCell =
  | { kind: 'text'; text: string }
  /** A period of a range by its first day (YYYY-MM-DD), as the CSV writes it. */
  | { kind: 'period'; start: string; grouping: AnalyticsGrouping }
  /** A calendar month, YYYY-MM. */
  | { kind: 'month'; month: string }
  | { kind: 'count'; value: number }
  /** Money in whole minor units of its currency (499 is 4.99). */
  | { kind: 'money'; minorUnits: number; currency: string }
  /** A measure (hours, business days) with its decimals; null when there is none. */
  | { kind: 'measure'; value: number | null; digits: number }
  /** A share from 0 to 1; the CSV writes it in percent with one decimal; null when none. */
  | { kind: 'share'; value: number | null };

export interface FigureTable {
  /** The column headers; the first column names each row. */
  header: readonly string[];
  rows: readonly (readonly FigureCell[])[];
}

/** The cells of each kind, as the table builders write them. */
export const cell = {
  text: (value: string): FigureCell => ({ kind: 'text', text: value }),
  period: (start: string, grouping: AnalyticsGrouping): FigureCell => ({
    kind: 'period',
    start,
    grouping,
  }),
  month: (value: string): FigureCell => ({ kind: 'month', month: value }),
  count: (value: number): FigureCell => ({ kind: 'count', value }),
  money: (minorUnits: number, currency: string): FigureCell => ({
    kind: 'money',
    minorUnits,
    currency,
  }),
  measure: (value: number | null, digits = 1): FigureCell => ({ kind: 'measure', value, digits }),
  share: (value: number | null): FigureCell => ({ kind: 'share', value }),
};

/** A fraction as the CSV's percent: 2/3 is '66.7'. */
const percentOf = (fraction: number) => (fraction * 100).toFixed(1);

function csvCell(figure: FigureCell): string {
  switch (figure.kind) {
    case 'text':
      return textCell(figure.text);
    case 'period':
      return textCell(figure.start);
    case 'month':
      return textCell(figure.month);
    case 'count':
      return numberCell(figure.value);
    case 'money':
      return minorUnitsAsDecimal(figure.minorUnits);
    case 'measure':
      return figure.value === null ? '' : figure.value.toFixed(figure.digits);
    case 'share':
      return figure.value === null ? '' : percentOf(figure.value);
  }
}

/** The table as CSV (RFC 4180): its header, then its rows, every cell as the screen shows it. */
export const figureTableCsv = ({ header, rows }: FigureTable) =>
  csvOf([header.map(textCell), ...rows.map((row) => row.map(csvCell))]);
