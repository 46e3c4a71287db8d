CREATE TABLE "app_download" (
	"version_id" uuid NOT NULL,
	"downloader" text NOT NULL,
	"day" date NOT NULL,
	"application_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_download_version_id_downloader_day_pk" PRIMARY KEY("version_id","downloader","day"),
	CONSTRAINT "app_download_downloader_check" CHECK (length("app_download"."downloader") <= 128)
);
--> statement-breakpoint
CREATE TABLE "catalogue_removal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bundle_identifier" text NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_revision_one_row" CHECK ("catalogue_revision"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "catalogue_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "app_download" ADD CONSTRAINT "app_download_version_id_application_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."application_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_download" ADD CONSTRAINT "app_download_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_download_app_day_idx" ON "app_download" USING btree ("application_id","day");--> statement-breakpoint
CREATE INDEX "catalogue_removal_removed_idx" ON "catalogue_removal" USING btree ("removed_at","id");--> statement-breakpoint
CREATE INDEX "application_catalogue_newest_idx" ON "application" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'LIVE' and visibility = 'PUBLIC';--> statement-breakpoint
CREATE INDEX "application_catalogue_downloads_idx" ON "application" USING btree ("total_downloads" DESC NULLS LAST,"id") WHERE status = 'LIVE' and visibility = 'PUBLIC';--> statement-breakpoint
CREATE INDEX "application_catalogue_name_idx" ON "application" USING btree (lower("app_name"),"id") WHERE status = 'LIVE' and visibility = 'PUBLIC';--> statement-breakpoint
CREATE INDEX "application_catalogue_changes_idx" ON "application" USING btree ("catalogue_changed_at","id") WHERE "application"."published_at" is not null;
--> statement-breakpoint
INSERT INTO "catalogue_revision" ("id", "revision") VALUES (1, 0);
--> statement-breakpoint
-- Apps published before this migration: live since their first approved version (or their last
-- change when no version says), and changed for the catalogue when they last changed.
UPDATE "application" a SET
  "published_at" = coalesce(
    (SELECT min(v."approved_at") FROM "application_version" v WHERE v."application_id" = a."id"),
    a."updated_at"),
  "catalogue_changed_at" = a."updated_at"
WHERE a."status" IN ('LIVE', 'SUSPENDED')
   OR EXISTS (SELECT 1 FROM "application_version" v WHERE v."application_id" = a."id" AND v."approved_at" IS NOT NULL);
--> statement-breakpoint
UPDATE "application" SET "catalogue_changed_at" = "updated_at" WHERE "published_at" IS NULL;
--> statement-breakpoint
-- Every path that changes an app (a service, a cascade, a script) keeps the catalogue's stamps
-- right, so they live in the database: the first time an app goes live, and any change of an
-- app that was ever published (what a device syncs and what the catalogue's ETags are made of).
CREATE FUNCTION application_catalogue_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'LIVE' AND NEW."published_at" IS NULL THEN
    NEW."published_at" := now();
  END IF;
  IF TG_OP = 'INSERT' OR (NEW."published_at" IS NOT NULL AND NEW IS DISTINCT FROM OLD) THEN
    NEW."catalogue_changed_at" := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_catalogue_stamp BEFORE INSERT OR UPDATE ON "application"
  FOR EACH ROW EXECUTE FUNCTION application_catalogue_stamp();
--> statement-breakpoint
-- A published app deleted (by its developer, or with its developer's account) leaves a record,
-- so a device that synced it learns to remove it.
CREATE FUNCTION application_catalogue_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."published_at" IS NOT NULL THEN
    INSERT INTO "catalogue_removal" ("bundle_identifier") VALUES (OLD."bundle_identifier");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_catalogue_removal AFTER DELETE ON "application"
  FOR EACH ROW EXECUTE FUNCTION application_catalogue_removal();
--> statement-breakpoint
-- The catalogue shows the developer's name: renaming the account changes their published apps.
CREATE FUNCTION developer_name_catalogue_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "application" SET "catalogue_changed_at" = now()
  WHERE "developer_id" = NEW."id" AND "published_at" IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER developer_name_catalogue_stamp AFTER UPDATE OF "name" ON "user"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION developer_name_catalogue_stamp();
--> statement-breakpoint
-- The catalogue's revision rises at the commit of each transaction that changed a published app
-- (deferred: the row lock is taken last and held only until the commit, so revisions follow the
-- order of the commits and no transaction waits on it while holding an app's row).
CREATE FUNCTION raise_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND OLD."published_at" IS NOT NULL)
     OR (TG_OP <> 'DELETE' AND NEW."published_at" IS NOT NULL) THEN
    -- An upsert, so the one row comes back if it was ever removed.
    INSERT INTO "catalogue_revision" ("id", "revision") VALUES (1, 1)
      ON CONFLICT ("id") DO UPDATE SET "revision" = "catalogue_revision"."revision" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER application_catalogue_revision
  AFTER INSERT OR UPDATE OR DELETE ON "application"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION raise_catalogue_revision();
