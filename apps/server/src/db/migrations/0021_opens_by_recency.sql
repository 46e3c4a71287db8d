ALTER TABLE "app_daily_open_recency" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "app_daily_open_recency" CASCADE;--> statement-breakpoint
ALTER TABLE "app_daily_activity" ADD COLUMN "opens_by_recency" integer[] DEFAULT array_fill(0, array[31]) NOT NULL;--> statement-breakpoint
ALTER TABLE "app_daily_activity" ADD CONSTRAINT "app_daily_activity_opens_by_recency_check" CHECK (cardinality("app_daily_activity"."opens_by_recency") = 31);--> statement-breakpoint
-- The recency of each day's opens moves into the day's activity row (decision 0040): a
-- developer's window then reads their apps' daily rows, one per app and day, instead of up to
-- 31 more per app and day from a table of its own. One open counted (delta 1) or taken back
-- (delta -1) on its day: its recency, the day's active users, and whether it was its device's
-- first open of the ISO week and of the month (no open since before the period started).
CREATE OR REPLACE FUNCTION count_open_recency(app uuid, open_day date, developer text,
  recency integer, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_daily_activity (application_id, day, developer_id, active_users,
    first_opens_of_week, first_opens_of_month, opens_by_recency)
  VALUES (app, open_day, developer, delta,
    delta * (recency > open_day - date_trunc('week', open_day)::date)::integer,
    delta * (recency > open_day - date_trunc('month', open_day)::date)::integer,
    array(SELECT CASE WHEN n = recency THEN delta ELSE 0 END FROM generate_series(1, 31) n))
  ON CONFLICT (application_id, day) DO UPDATE SET
    active_users = app_daily_activity.active_users + EXCLUDED.active_users,
    first_opens_of_week = app_daily_activity.first_opens_of_week + EXCLUDED.first_opens_of_week,
    first_opens_of_month = app_daily_activity.first_opens_of_month + EXCLUDED.first_opens_of_month,
    opens_by_recency[recency] = app_daily_activity.opens_by_recency[recency] + delta;
END $$;
--> statement-breakpoint
-- The same figures from the raw events alone: each open's recency from the device's previous
-- open of the app, the day's counts from its opens' recencies.
CREATE OR REPLACE FUNCTION rebuild_app_daily_figures() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE app_download, app_open, sales_ledger IN SHARE MODE;
  DELETE FROM app_daily_activity;
  DELETE FROM app_daily_sales;
  INSERT INTO app_daily_activity (application_id, day, developer_id, downloads, active_users,
    first_opens_of_week, first_opens_of_month, opens_by_recency)
  SELECT e.application_id, e.day, a.developer_id, sum(e.downloads)::integer,
    sum(e.opens)::integer, sum(e.week_firsts)::integer, sum(e.month_firsts)::integer,
    coalesce(max(e.by_recency), array_fill(0, ARRAY[31]))
  FROM (
    SELECT application_id, day, count(*) AS downloads, 0 AS opens, 0 AS week_firsts,
      0 AS month_firsts, NULL::integer[] AS by_recency
    FROM app_download GROUP BY application_id, day
    UNION ALL
    SELECT application_id, day, 0, sum(devices),
      coalesce(sum(devices) FILTER (WHERE recency > day - date_trunc('week', day)::date), 0),
      coalesce(sum(devices) FILTER (WHERE recency > day - date_trunc('month', day)::date), 0),
      array(SELECT coalesce(c.devices, 0) FROM generate_series(1, 31) n
        LEFT JOIN unnest(array_agg(recency), array_agg(devices)) AS c(recency, devices)
          ON c.recency = n
        ORDER BY n)
    FROM (
      SELECT application_id, day, recency, count(*)::integer AS devices
      FROM (
        SELECT application_id, day,
          least(coalesce(day - lag(day) OVER (PARTITION BY application_id, device ORDER BY day),
            31), 31) AS recency
        FROM app_open
      ) opened
      GROUP BY application_id, day, recency
    ) by_recency
    GROUP BY application_id, day
  ) e JOIN application a ON a.id = e.application_id
  GROUP BY e.application_id, e.day, a.developer_id;
  INSERT INTO app_daily_sales (application_id, day, currency, developer_id, units_sold,
    units_refunded, gross, tax, processing_fee, refund, net, platform_fee)
  SELECT application_id, (occurred_at AT TIME ZONE 'UTC')::date, currency, developer_id,
    count(*) FILTER (WHERE kind = 'SALE'), count(*) FILTER (WHERE kind = 'REFUND'),
    sum(gross), sum(tax), sum(processing_fee), sum(refund), sum(net), sum(platform_fee)
  FROM sales_ledger
  GROUP BY application_id, (occurred_at AT TIME ZONE 'UTC')::date, currency, developer_id;
END $$;
--> statement-breakpoint
SELECT rebuild_app_daily_figures();
