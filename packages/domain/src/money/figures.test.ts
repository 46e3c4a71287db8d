import { describe, expect, it } from 'vitest';
import { ANALYTICS_MONEY_COLUMNS } from '../analytics/csv';
import { defaultCurrencyOf, currencyAfterCountryChange } from './currency';
import {
  inFigureOrder,
  MONEY_FIGURE_HELP,
  MONEY_FIGURE_LABELS,
  MONEY_FIGURES,
  showsAsFree,
} from './figures';

describe('the money figures', () => {
  it('has one label and one help text for each figure, every label different', () => {
    for (const figure of MONEY_FIGURES) {
      expect(MONEY_FIGURE_LABELS[figure]).toBeTruthy();
      expect(MONEY_FIGURE_HELP[figure]).toBeTruthy();
    }
    expect(new Set(Object.values(MONEY_FIGURE_LABELS)).size).toBe(MONEY_FIGURES.length);
  });

  it('keeps one order: net is worked out from what comes before it, then shared', () => {
    expect(inFigureOrder(['net', 'refunds', 'grossSales', 'paymentFees', 'taxes'])).toEqual([
      'grossSales',
      'taxes',
      'paymentFees',
      'refunds',
      'net',
    ]);
    // The analytics screen's tiles, table and CSV show every figure in that order.
    expect(ANALYTICS_MONEY_COLUMNS.map((column) => column.figure)).toEqual([...MONEY_FIGURES]);
  });

  it('shows a free app that never sold as free, and an app that sold by what it earned', () => {
    expect(showsAsFree({ price: 0, grossSales: 0 })).toBe(true);
    expect(showsAsFree({ price: 0, grossSales: 4.99 })).toBe(false);
    expect(showsAsFree({ price: 4.99, grossSales: 0 })).toBe(false);
  });
});

describe("the developer's currency", () => {
  it('starts from the country: pounds in the UK, euros in the EU, dollars elsewhere', () => {
    expect(defaultCurrencyOf('GB')).toBe('GBP');
    expect(defaultCurrencyOf(' fr ')).toBe('EUR');
    expect(defaultCurrencyOf('SE')).toBe('EUR');
    expect(defaultCurrencyOf('US')).toBe('USD');
    expect(defaultCurrencyOf('JP')).toBe('USD');
    expect(defaultCurrencyOf(null)).toBe('USD');
  });

  it('follows a change of country only while it is still the old default', () => {
    const change = (currency: 'USD' | 'EUR' | 'GBP', before: string, after: string) =>
      currencyAfterCountryChange({ currency, countryBefore: before, countryAfter: after });
    expect(change('USD', 'US', 'GB')).toBe('GBP');
    expect(change('GBP', 'GB', 'DE')).toBe('EUR');
    // Chosen by the developer: kept.
    expect(change('EUR', 'US', 'GB')).toBe('EUR');
  });
});
