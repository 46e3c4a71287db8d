CREATE TABLE "connected_account" (
	"developer_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"account_status" text NOT NULL,
	"onboarding_complete" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements_currently_due" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements_eventually_due" text[] DEFAULT '{}'::text[] NOT NULL,
	"disabled_reason" text,
	"last_status_update" timestamp with time zone DEFAULT now() NOT NULL,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connected_account_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "connected_account_provider_check" CHECK ("connected_account"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "connected_account_status_check" CHECK ("connected_account"."account_status" in ('onboarding', 'active', 'restricted'))
);
--> statement-breakpoint
ALTER TABLE "connected_account" ADD CONSTRAINT "connected_account_developer_id_developer_profile_user_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developer_profile"("user_id") ON DELETE cascade ON UPDATE no action;