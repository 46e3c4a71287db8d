import { sql } from 'drizzle-orm';
import type { AnalyticsRange, Currency } from '@vmu/domain';
import { rowsOf, type Database } from '../../../db/client';

export type TopAppByDownloads = {
  appId: string;
  appName: string;
  bundleIdentifier: string;
  developerName: string | null;
  downloads: number;
};

export type TopAppByRevenue = {
  appId: string;
  appName: string | null;
  bundleIdentifier: string | null;
  developerName: string | null;
  currency: Currency;
  unitsSold: number;
  unitsRefunded: number;
  gross: bigint;
  net: bigint;
  platformFee: bigint;
};

export type TopApps = { byDownloads: TopAppByDownloads[]; byRevenue: TopAppByRevenue[] };

/**
 * The store's top apps of a range, from the daily figures (decision 0040): the most downloaded,
 * and per currency the highest net revenue (a deleted app's sales still count, without its
 * name). Ties go to the app id, so the same figures always list the same apps.
 */
export async function readTopApps(
  db: Database,
  { from, to }: AnalyticsRange,
  limit: number,
): Promise<TopApps> {
  const inRange = sql`day between ${from}::date and ${to}::date`;
  const [byDownloads, byRevenue] = await Promise.all([
    db
      .execute(
        sql`with top as (
            select application_id, sum(downloads)::integer as downloads
            from app_daily_activity where ${inRange}
            group by application_id having sum(downloads) > 0
            order by downloads desc, application_id limit ${limit})
          select top.application_id as app_id, top.downloads, app.app_name,
            app.bundle_identifier, developer.name as developer_name
          from top
          join application app on app.id = top.application_id
          left join "user" developer on developer.id = app.developer_id
          order by top.downloads desc, top.application_id`,
      )
      .then(
        rowsOf<{
          app_id: string;
          downloads: number;
          app_name: string;
          bundle_identifier: string;
          developer_name: string | null;
        }>,
      ),
    db
      .execute(
        sql`with per_app as (
            select application_id, currency, min(developer_id) as developer_id,
              sum(units_sold)::integer as units_sold,
              sum(units_refunded)::integer as units_refunded,
              sum(gross) as gross, sum(net) as net, sum(platform_fee) as platform_fee,
              row_number() over (
                partition by currency order by sum(net) desc, application_id) as place
            from app_daily_sales where ${inRange}
            group by application_id, currency)
          select per_app.application_id as app_id, per_app.currency, per_app.units_sold,
            per_app.units_refunded, per_app.gross::text as gross, per_app.net::text as net,
            per_app.platform_fee::text as platform_fee, app.app_name, app.bundle_identifier,
            developer.name as developer_name
          from per_app
          left join application app on app.id = per_app.application_id
          left join "user" developer on developer.id = per_app.developer_id
          where per_app.place <= ${limit}
          order by per_app.currency, per_app.place`,
      )
      .then(
        rowsOf<{
          app_id: string;
          currency: Currency;
          units_sold: number;
          units_refunded: number;
          gross: string;
          net: string;
          platform_fee: string;
          app_name: string | null;
          bundle_identifier: string | null;
          developer_name: string | null;
        }>,
      ),
  ]);
  return {
    byDownloads: byDownloads.map((row) => ({
      appId: row.app_id,
      appName: row.app_name,
      bundleIdentifier: row.bundle_identifier,
      developerName: row.developer_name,
      downloads: row.downloads,
    })),
    byRevenue: byRevenue.map((row) => ({
      appId: row.app_id,
      appName: row.app_name,
      bundleIdentifier: row.bundle_identifier,
      developerName: row.developer_name,
      currency: row.currency,
      unitsSold: row.units_sold,
      unitsRefunded: row.units_refunded,
      gross: BigInt(row.gross),
      net: BigInt(row.net),
      platformFee: BigInt(row.platform_fee),
    })),
  };
}
