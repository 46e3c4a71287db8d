-- Counted downloads are a signed-in account's first download of an app (decision 0051): a device
-- id is whatever a client sends, so the rows counted for devices leave the figures, and an
-- account's later downloads (another version, another day) are no longer counts of their own.
-- The daily figures and the apps' totals are then made again from what is left.
DELETE FROM "app_download" WHERE "downloader" NOT LIKE 'account:%';
--> statement-breakpoint
DELETE FROM "app_download" d USING "app_download" e
WHERE e."application_id" = d."application_id" AND e."downloader" = d."downloader"
  AND (e."day", e."created_at", e."version_id") < (d."day", d."created_at", d."version_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "app_download_app_downloader_idx" ON "app_download" USING btree ("application_id","downloader");
--> statement-breakpoint
SELECT rebuild_app_daily_figures();
--> statement-breakpoint
UPDATE "application" a SET "total_downloads" = c.downloads
FROM (
  SELECT a2."id", count(d."downloader")::integer AS downloads
  FROM "application" a2 LEFT JOIN "app_download" d ON d."application_id" = a2."id"
  GROUP BY a2."id"
) c
WHERE c."id" = a."id" AND a."total_downloads" <> c.downloads;
