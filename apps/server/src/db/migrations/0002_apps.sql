CREATE TABLE "application" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"developer_id" text NOT NULL,
	"app_name" text NOT NULL,
	"bundle_identifier" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"visibility" text DEFAULT 'PRIVATE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_bundle_identifier_unique" UNIQUE("bundle_identifier"),
	CONSTRAINT "application_status_check" CHECK ("application"."status" in ('DRAFT', 'SUBMITTED', 'LIVE', 'SUSPENDED', 'REJECTED')),
	CONSTRAINT "application_visibility_check" CHECK ("application"."visibility" in ('PRIVATE', 'PUBLIC'))
);
--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_developer_id_user_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_updated_idx" ON "application" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "application_developer_updated_idx" ON "application" USING btree ("developer_id","updated_at");