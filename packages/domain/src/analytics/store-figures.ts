import * as z from 'zod/mini';
import { addDays, type AnalyticsRange } from './range';

// The store's own figures for staff (decision 0042), besides the store-wide series of
// the analytics query: top apps, new developers and apps, review times, pending reviews, payouts.

/** How many top apps a list shows: by downloads, and per currency by net revenue. */
export const TOP_APPS = { defaultLimit: 10, maxLimit: 25 } as const;

export const TOP_APPS_LIMIT_OUT_OF_RANGE = `The number of top apps must be a whole number from 1 to ${TOP_APPS.maxLimit}.`;

/** How many top apps to list; absent means the default. */
export const TopAppsLimitSchema = z._default(
  z
    .int({ error: TOP_APPS_LIMIT_OUT_OF_RANGE })
    .check(
      z.minimum(1, TOP_APPS_LIMIT_OUT_OF_RANGE),
      z.maximum(TOP_APPS.maxLimit, TOP_APPS_LIMIT_OUT_OF_RANGE),
    ),
  TOP_APPS.defaultLimit,
);

/** The admin dashboard's review times: the decisions of the last 30 UTC days, today included. */
export const DASHBOARD_REVIEW_DAYS = 30;

/** The range of the admin dashboard's review times, ending `today` (a UTC day). */
export const dashboardReviewRange = (today: string): AnalyticsRange => ({
  from: addDays(today, -(DASHBOARD_REVIEW_DAYS - 1)),
  to: today,
  grouping: 'MONTH',
});
