import { describe, expect, it } from 'vitest';
import { figureTableCsv } from './figure-table';
import {
  payoutMonthsTable,
  reviewTimesByPeriodTable,
  reviewTimesTable,
  storeFigureCsvFileName,
  storeGrowthTable,
  topAppsByDownloadsTable,
  topAppsByRevenueTable,
  withinPromiseShare,
} from './store-figures-tables';

const lines = (csv: string) => csv.split('\r\n');

describe("the store figures' tables and their CSV", () => {
  it('writes the top apps, a deleted app and account by name, money in its currency', () => {
    expect(
      figureTableCsv(
        topAppsByDownloadsTable([
          {
            appName: 'Nebula',
            bundleIdentifier: 'com.x.nebula',
            developerName: 'Ada',
            downloads: 12,
          },
          { appName: '=cmd', bundleIdentifier: 'com.x.cmd', developerName: null, downloads: 3 },
        ]),
      ),
    ).toBe(
      'App,Bundle identifier,Developer,Downloads\r\n' +
        'Nebula,com.x.nebula,Ada,12\r\n' +
        "'=cmd,com.x.cmd,Deleted account,3\r\n",
    );
    const revenue = figureTableCsv(
      topAppsByRevenueTable([
        {
          appName: null,
          bundleIdentifier: null,
          developerName: 'Bob, Ltd',
          currency: 'EUR',
          unitsSold: 2,
          unitsRefunded: 1,
          gross: 998,
          net: 499,
          platformFee: 125,
        },
      ]),
    );
    expect(lines(revenue).slice(0, 2)).toEqual([
      'App,Bundle identifier,Developer,Currency,Units sold,Units refunded,Gross sales,Net revenue,Platform’s share (25%)',
      'Deleted app,,"Bob, Ltd",EUR,2,1,9.98,4.99,1.25',
    ]);
  });

  it('writes periods and months as their first day and YYYY-MM', () => {
    const growth = storeGrowthTable(
      [
        {
          start: '2026-11-02',
          developersJoined: 3,
          developersVerified: 1,
          appsCreated: 4,
          appsPublished: 0,
        },
      ],
      'WEEK',
    );
    expect(figureTableCsv(growth)).toBe(
      'Period start,Developers joined,Developers verified,Apps created,Apps published\r\n' +
        '2026-11-02,3,1,4,0\r\n',
    );
    const payouts = payoutMonthsTable([
      {
        month: '2026-09',
        currency: 'GBP',
        dueCount: 1,
        dueAmount: 1200,
        paidCount: 2,
        paidAmount: 3050,
        carriedCount: 4,
      },
    ]);
    expect(lines(figureTableCsv(payouts))[1]).toBe('2026-09,GBP,1,12.00,2,30.50,4');
  });

  it('writes review times with one decimal, the promise kept in percent, nothing without decisions', () => {
    const none = { decisions: 0, withinPromise: 0 };
    const some = {
      decisions: 3,
      medianHours: 20,
      p90Hours: 109.8,
      medianBusinessDays: 0.8333,
      p90BusinessDays: 3.6125,
      withinPromise: 2,
    };
    const csv = figureTableCsv(
      reviewTimesTable({ all: some, newApps: some, updates: none, developers: none }),
    );
    expect(lines(csv).slice(0, 4)).toEqual([
      'Reviews,Decisions,Median (business days),90th percentile (business days),Median (hours),90th percentile (hours),Within 3 business days (%)',
      'All reviews,3,0.8,3.6,20.0,109.8,66.7',
      'New apps,3,0.8,3.6,20.0,109.8,66.7',
      'Updates,0,,,,,',
    ]);
    expect(
      lines(
        figureTableCsv(reviewTimesByPeriodTable([{ start: '2026-11-01', reviews: some }], 'MONTH')),
      )[1],
    ).toBe('2026-11-01,3,0.8,3.6,20.0,109.8,66.7');
    expect(withinPromiseShare(none)).toBeNull();
    expect(withinPromiseShare({ decisions: 4, withinPromise: 1 })).toBe(0.25);
  });

  it('names each export by its table and range', () => {
    expect(
      storeFigureCsvFileName('payouts', { from: '2026-10-26', to: '2026-11-24', grouping: 'DAY' }),
    ).toBe('store-payouts-2026-10-26-to-2026-11-24-day.csv');
  });
});
