CREATE TABLE "app_daily_open_recency" (
	"application_id" uuid NOT NULL,
	"day" date NOT NULL,
	"days_since_previous_open" smallint NOT NULL,
	"developer_id" text NOT NULL,
	"devices" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_daily_open_recency_pk" PRIMARY KEY("application_id","day","days_since_previous_open"),
	CONSTRAINT "app_daily_open_recency_days_check" CHECK ("app_daily_open_recency"."days_since_previous_open" between 1 and 31)
);
--> statement-breakpoint
ALTER TABLE "app_daily_activity" ADD COLUMN "first_opens_of_week" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_daily_activity" ADD COLUMN "first_opens_of_month" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_daily_open_recency" ADD CONSTRAINT "app_daily_open_recency_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_daily_open_recency_developer_day_idx" ON "app_daily_open_recency" USING btree ("developer_id","day");--> statement-breakpoint
CREATE INDEX "app_daily_open_recency_day_idx" ON "app_daily_open_recency" USING btree ("day");--> statement-breakpoint
-- One open counted (delta 1) or taken back (delta -1) on its day with its recency: its recency
-- row, and its day's active users and first opens of the ISO week and of the calendar month (an
-- open is its device's first of the week when the device had not opened the app since before
-- the week started; recency is exact up to 31 days, more than a week or a month can need).
CREATE FUNCTION count_open_recency(app uuid, open_day date, developer text, recency integer,
  delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_daily_open_recency (application_id, day, days_since_previous_open, developer_id,
    devices)
  VALUES (app, open_day, recency, developer, delta)
  ON CONFLICT (application_id, day, days_since_previous_open)
    DO UPDATE SET devices = app_daily_open_recency.devices + EXCLUDED.devices;
  IF delta < 0 THEN
    DELETE FROM app_daily_open_recency WHERE application_id = app AND day = open_day
      AND days_since_previous_open = recency AND devices = 0;
  END IF;
  INSERT INTO app_daily_activity (application_id, day, developer_id, active_users,
    first_opens_of_week, first_opens_of_month)
  VALUES (app, open_day, developer, delta,
    delta * (recency > open_day - date_trunc('week', open_day)::date)::integer,
    delta * (recency > open_day - date_trunc('month', open_day)::date)::integer)
  ON CONFLICT (application_id, day) DO UPDATE SET
    active_users = app_daily_activity.active_users + EXCLUDED.active_users,
    first_opens_of_week = app_daily_activity.first_opens_of_week + EXCLUDED.first_opens_of_week,
    first_opens_of_month = app_daily_activity.first_opens_of_month + EXCLUDED.first_opens_of_month;
END $$;
--> statement-breakpoint
-- An open's recency comes from the device's nearest open of the app in the 30 days before (one
-- primary key probe per day: never a walk over every device of a busy app); an open recorded
-- after a later one of the same device (a day's report arriving late) becomes that one's
-- previous open, so the later one's recency is moved. A device's opens are counted one at a
-- time, so two days' reports racing at midnight each see the other.
CREATE OR REPLACE FUNCTION count_app_open() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  developer text;
  previous date;
  following date;
  recency integer;
  was integer;
BEGIN
  PERFORM pg_advisory_xact_lock(
    hashtextextended('app_open ' || NEW.application_id::text || ' ' || NEW.device, 0));
  SELECT a.developer_id INTO developer FROM application a WHERE a.id = NEW.application_id;
  SELECT max(o.day) INTO previous FROM app_open o
  WHERE o.application_id = NEW.application_id AND o.device = NEW.device
    AND o.day = ANY (ARRAY(SELECT NEW.day - n FROM generate_series(1, 30) n));
  SELECT min(o.day) INTO following FROM app_open o
  WHERE o.application_id = NEW.application_id AND o.device = NEW.device
    AND o.day = ANY (ARRAY(SELECT NEW.day + n FROM generate_series(1, 30) n));
  recency := coalesce(NEW.day - previous, 31);
  PERFORM count_open_recency(NEW.application_id, NEW.day, developer, recency, 1);
  IF following IS NOT NULL THEN
    was := least(coalesce(following - previous, 31), 31);
    PERFORM count_open_recency(NEW.application_id, following, developer, was, -1);
    PERFORM count_open_recency(NEW.application_id, following, developer, following - NEW.day, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same figures from the raw events alone (decision 0040): each open's recency from the
-- device's previous open of the app, then the daily figures from the recency rows.
CREATE OR REPLACE FUNCTION rebuild_app_daily_figures() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE app_download, app_open, sales_ledger IN SHARE MODE;
  DELETE FROM app_daily_activity;
  DELETE FROM app_daily_sales;
  DELETE FROM app_daily_open_recency;
  INSERT INTO app_daily_open_recency (application_id, day, days_since_previous_open, developer_id,
    devices)
  SELECT o.application_id, o.day, o.recency, a.developer_id, count(*)::integer
  FROM (
    SELECT application_id, day,
      least(coalesce(day - lag(day) OVER (PARTITION BY application_id, device ORDER BY day), 31),
        31) AS recency
    FROM app_open
  ) o JOIN application a ON a.id = o.application_id
  GROUP BY o.application_id, o.day, o.recency, a.developer_id;
  INSERT INTO app_daily_activity (application_id, day, developer_id, downloads, active_users,
    first_opens_of_week, first_opens_of_month)
  SELECT e.application_id, e.day, a.developer_id, sum(e.downloads)::integer,
    sum(e.opens)::integer, sum(e.week_firsts)::integer, sum(e.month_firsts)::integer
  FROM (
    SELECT application_id, day, count(*) AS downloads, 0 AS opens, 0 AS week_firsts,
      0 AS month_firsts
    FROM app_download GROUP BY application_id, day
    UNION ALL
    SELECT application_id, day, 0, sum(devices),
      coalesce(sum(devices) FILTER (
        WHERE days_since_previous_open > day - date_trunc('week', day)::date), 0),
      coalesce(sum(devices) FILTER (
        WHERE days_since_previous_open > day - date_trunc('month', day)::date), 0)
    FROM app_daily_open_recency GROUP BY application_id, day
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
