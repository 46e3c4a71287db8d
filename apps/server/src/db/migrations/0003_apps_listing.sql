CREATE TABLE "application_version" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"version_number" text NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"review_status" text DEFAULT 'PENDING' NOT NULL,
	"review_notes" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"binary_key" text,
	"file_size" bigint,
	CONSTRAINT "application_version_review_status_check" CHECK ("application_version"."review_status" in ('PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'))
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"asset_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "application_developer_updated_idx";--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "short_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "long_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "categories" text[] DEFAULT '{app}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "tags" text[] DEFAULT '{general}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "current_version" text DEFAULT '1.0.0' NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "extracted_version" text;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "extracted_app_name" text;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "age_rating" jsonb DEFAULT '{"pegi":null,"esrb":null,"regional":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "assets" jsonb DEFAULT '{"vmupack":null,"vmuIcon":null,"webIcon":null,"heroBanner":null,"vmuBanner":null,"screenshots":{"web":[],"vmu":[]}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "vmupack_size" bigint;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "terms_and_conditions_url" text;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "privacy_policy_url" text;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "total_sales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "total_downloads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "active_users" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "revenue_gross_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "revenue_net_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "platform_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "last_version_submitted" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_version" ADD CONSTRAINT "application_version_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_version_app_submitted_idx" ON "application_version" USING btree ("application_id","submitted_at");--> statement-breakpoint
CREATE INDEX "stored_file_owner_idx" ON "stored_file" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "application_developer_updated_idx" ON "application" USING btree ("developer_id","updated_at","id");--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_currency_check" CHECK ("application"."currency" in ('USD', 'EUR', 'GBP'));--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_price_check" CHECK ("application"."price_cents" >= 0);