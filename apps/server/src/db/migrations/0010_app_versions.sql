CREATE TABLE "review_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_message_author_role_check" CHECK ("review_message"."author_role" in ('REVIEWER', 'DEVELOPER'))
);
--> statement-breakpoint
ALTER TABLE "application_version" DROP CONSTRAINT "application_version_review_status_check";--> statement-breakpoint
ALTER TABLE "application_review_event" DROP CONSTRAINT "application_review_event_action_check";--> statement-breakpoint
DROP INDEX "application_version_app_submitted_idx";--> statement-breakpoint
ALTER TABLE "application_version" ALTER COLUMN "submitted_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "application_version" ALTER COLUMN "submitted_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "current_version_id" uuid;--> statement-breakpoint
ALTER TABLE "application_version" ADD COLUMN "is_update" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_version" ADD COLUMN "listing" jsonb;--> statement-breakpoint
ALTER TABLE "application_version" ADD COLUMN "package_name" text;--> statement-breakpoint
ALTER TABLE "application_version" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_version" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_version" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_message" ADD CONSTRAINT "review_message_version_id_application_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."application_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_message" ADD CONSTRAINT "review_message_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_message_version_created_idx" ON "review_message" USING btree ("version_id","created_at","id");--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_current_version_id_application_version_id_fk" FOREIGN KEY ("current_version_id") REFERENCES "public"."application_version"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_version_app_created_idx" ON "application_version" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_version_one_open_update_idx" ON "application_version" USING btree ("application_id") WHERE "application_version"."is_update" and "application_version"."review_status" in ('DRAFT', 'PENDING');--> statement-breakpoint
CREATE INDEX "application_version_updates_in_review_idx" ON "application_version" USING btree ("submitted_at","id") WHERE "application_version"."is_update" and "application_version"."review_status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "application_version" ADD CONSTRAINT "application_version_review_status_check" CHECK ("application_version"."review_status" in ('DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'));--> statement-breakpoint
ALTER TABLE "application_review_event" ADD CONSTRAINT "application_review_event_action_check" CHECK ("application_review_event"."action" in ('APPROVE', 'REJECT', 'SUSPEND', 'RESTORE', 'APPROVE_UPDATE', 'REJECT_UPDATE'));--> statement-breakpoint
-- Versions recorded before this migration were created when they were submitted.
UPDATE "application_version" SET "created_at" = "submitted_at", "updated_at" = coalesce("approved_at", "submitted_at") WHERE "submitted_at" IS NOT NULL;--> statement-breakpoint
-- A published app's current version is its newest approved one.
UPDATE "application" a SET "current_version_id" = (
  SELECT v."id" FROM "application_version" v
  WHERE v."application_id" = a."id" AND v."review_status" = 'APPROVED'
  ORDER BY v."approved_at" DESC NULLS LAST, v."created_at" DESC LIMIT 1
) WHERE a."status" IN ('LIVE', 'SUSPENDED');--> statement-breakpoint
UPDATE "application_version" SET "decided_at" = "approved_at" WHERE "approved_at" IS NOT NULL;
