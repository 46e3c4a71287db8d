DROP INDEX "application_catalogue_downloads_idx";--> statement-breakpoint
ALTER TABLE "catalogue_revision" ADD COLUMN "last_transaction_id" bigint;--> statement-breakpoint
CREATE INDEX "application_catalogue_filters_idx" ON "application" USING btree (("categories"[1]),("age_rating"->>'pegi'),"price_cents") WHERE status = 'LIVE' and visibility = 'PUBLIC';--> statement-breakpoint
CREATE INDEX "catalogue_removal_bundle_idx" ON "catalogue_removal" USING btree ("bundle_identifier");--> statement-breakpoint
CREATE INDEX "application_catalogue_downloads_idx" ON "application" USING btree ("total_downloads" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'LIVE' and visibility = 'PUBLIC';
--> statement-breakpoint
-- What the planner knows of the catalogue's filters: without it, `categories[1] = 'game'` and
-- `age_rating->>'pegi' = 'PEGI_12'` are guesses of one row, and a combination of filters was
-- planned as a scan of the whole table (bench/catalogue.ts at 100,000 apps). Their values and
-- how they go together.
CREATE STATISTICS "application_catalogue_filters_stats" (ndistinct, dependencies, mcv)
  ON ("categories"[1]), ("age_rating"->>'pegi'), "price_cents" FROM "application";
--> statement-breakpoint
ANALYZE "application";
--> statement-breakpoint
-- The revision rises once per transaction, not once per app it changed: a bulk change (a
-- developer's account deleted with its apps) rewrote the one row for every app, each update
-- walking the versions the previous ones left.
CREATE OR REPLACE FUNCTION raise_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND OLD."published_at" IS NOT NULL)
     OR (TG_OP <> 'DELETE' AND NEW."published_at" IS NOT NULL) THEN
    -- An upsert, so the one row comes back if it was ever removed.
    INSERT INTO "catalogue_revision" ("id", "revision", "last_transaction_id")
      VALUES (1, 1, txid_current())
      ON CONFLICT ("id") DO UPDATE
        SET "revision" = "catalogue_revision"."revision" + 1,
            "last_transaction_id" = txid_current()
        WHERE "catalogue_revision"."last_transaction_id" IS DISTINCT FROM txid_current();
  END IF;
  RETURN NULL;
END $$;
