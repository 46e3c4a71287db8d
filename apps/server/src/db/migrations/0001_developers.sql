CREATE TABLE "developer_profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"address" text,
	"city" text,
	"postal_code" text,
	"country" text DEFAULT 'US' NOT NULL,
	"account_type" text DEFAULT 'individual' NOT NULL,
	"company_name" text,
	"legal_name" text NOT NULL,
	"app_name" text,
	"app_description" text,
	"completed_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"completed_at" timestamp with time zone,
	"step_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"developer_status" text,
	"verified_at" timestamp with time zone,
	"verification_notes" text,
	"last_status_change" timestamp with time zone,
	"business_name" text,
	"age_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"profile_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "developer_profile_account_type_check" CHECK ("developer_profile"."account_type" in ('individual', 'business')),
	CONSTRAINT "developer_profile_status_check" CHECK ("developer_profile"."developer_status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "developer_status_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"changed_by" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"notes" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developer_status_change_to_check" CHECK ("developer_status_change"."to_status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "developer_profile" ADD CONSTRAINT "developer_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_status_change" ADD CONSTRAINT "developer_status_change_user_id_developer_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."developer_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_status_change" ADD CONSTRAINT "developer_status_change_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "developer_profile_status_created_idx" ON "developer_profile" USING btree ("developer_status","created_at","user_id");--> statement-breakpoint
CREATE INDEX "developer_status_change_user_idx" ON "developer_status_change" USING btree ("user_id","changed_at");