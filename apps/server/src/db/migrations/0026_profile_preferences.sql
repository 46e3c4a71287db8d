ALTER TABLE "developer_profile" ADD COLUMN "email_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "developer_profile" ADD COLUMN "marketing_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "developer_profile" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "developer_profile" ADD COLUMN "timezone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "developer_profile" ADD CONSTRAINT "developer_profile_currency_check" CHECK ("developer_profile"."currency" in ('USD', 'EUR', 'GBP'));--> statement-breakpoint
ALTER TABLE "developer_profile" ADD CONSTRAINT "developer_profile_timezone_length_check" CHECK (char_length("developer_profile"."timezone") <= 64);