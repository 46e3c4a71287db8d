import { REVENUE_SHARE } from '../limits';

// The money figures of the portal, each defined once (decision 0057): what it is, its one label
// and one help text, and one fixed order, the order net revenue is worked out in
// (docs/product.md, "Prices and money": net means after taxes, payment processing fees and
// refunds). My Apps, the dashboard, analytics, payouts, the statements (CSV and PDF) and the
// staff's store figures all name a figure by these, so "revenue" never means one thing on one
// screen and another on the next.

export const MONEY_FIGURES = [
  'grossSales',
  'taxes',
  'paymentFees',
  'refunds',
  'net',
  'developerShare',
  'platformShare',
] as const;
export type MoneyFigure = (typeof MONEY_FIGURES)[number];

const { developerPercent, platformPercent } = REVENUE_SHARE;

export const MONEY_FIGURE_LABELS: Record<MoneyFigure, string> = {
  grossSales: 'Gross sales',
  taxes: 'Taxes',
  paymentFees: 'Processing fees',
  refunds: 'Refunds',
  net: 'Net revenue',
  developerShare: `Developer’s share (${developerPercent}%)`,
  platformShare: `Platform’s share (${platformPercent}%)`,
};

export const MONEY_FIGURE_HELP: Record<MoneyFigure, string> = {
  grossSales: 'What buyers paid for your apps, before anything is taken off.',
  taxes: 'Sales tax and VAT collected on the sales, less tax given back with refunds.',
  paymentFees: 'What the payment provider charged to process the payments.',
  refunds: 'The price of purchases given back to buyers.',
  net: 'Gross sales less taxes, processing fees and refunds.',
  developerShare: `The developer’s ${developerPercent}% of net revenue: what is paid out.`,
  platformShare: `The platform’s ${platformPercent}% of net revenue.`,
};

/** The figures given, in the one fixed order. */
export function inFigureOrder<T extends MoneyFigure>(figures: readonly T[]): T[] {
  return MONEY_FIGURES.filter((figure): figure is T =>
    (figures as readonly string[]).includes(figure),
  );
}

/** What a free app shows where a paid app shows an amount. */
export const FREE_APP_LABEL = 'Free';

/**
 * A free app that has never sold shows "Free" instead of its money figures: an amount would be
 * in a currency it never sells in ("$0.00" beside a developer's "£" figures). An app that sold
 * while it had a price keeps showing what it earned.
 */
export const showsAsFree = (app: { price: number; grossSales: number }) =>
  app.price <= 0 && app.grossSales === 0;
