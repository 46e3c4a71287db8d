-- The form's release notes now live on the application between draft saves. Apps saved before
-- this keep the notes of their newest submitted version, as the form used to show them.
ALTER TABLE "application" ADD COLUMN "release_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "application" AS "a" SET "release_notes" = "v"."release_notes"
FROM (
  SELECT DISTINCT ON ("application_id") "application_id", "release_notes"
  FROM "application_version"
  ORDER BY "application_id", "submitted_at" DESC
) AS "v"
WHERE "v"."application_id" = "a"."id";
