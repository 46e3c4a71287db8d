-- Trigram indexes for the admin list's search (decision 0014); PGlite loads the extension in
-- db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "application_review_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_review_event_action_check" CHECK ("application_review_event"."action" in ('APPROVE', 'REJECT', 'SUSPEND', 'RESTORE')),
	CONSTRAINT "application_review_event_status_check" CHECK ("application_review_event"."from_status" in ('DRAFT', 'SUBMITTED', 'LIVE', 'SUSPENDED', 'REJECTED') and "application_review_event"."to_status" in ('DRAFT', 'SUBMITTED', 'LIVE', 'SUSPENDED', 'REJECTED'))
);
--> statement-breakpoint
DROP INDEX "application_status_updated_idx";--> statement-breakpoint
ALTER TABLE "application_review_event" ADD CONSTRAINT "application_review_event_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_review_event" ADD CONSTRAINT "application_review_event_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_review_event_app_created_idx" ON "application_review_event" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "application_updated_idx" ON "application" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "application_app_name_trgm_idx" ON "application" USING gin ("app_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "application_short_description_trgm_idx" ON "application" USING gin ("short_description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "application_status_updated_idx" ON "application" USING btree ("status","updated_at","id");