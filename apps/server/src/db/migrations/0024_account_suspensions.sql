CREATE TABLE "account_suspension" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"suspended_by" text,
	"reason" text NOT NULL,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suspended_application_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"restored_by" text,
	"restore_reason" text,
	"restored_at" timestamp with time zone,
	CONSTRAINT "account_suspension_reason_check" CHECK (char_length("account_suspension"."reason") between 1 and 10000),
	CONSTRAINT "account_suspension_restore_reason_check" CHECK (char_length("account_suspension"."restore_reason") <= 10000),
	CONSTRAINT "account_suspension_restored_check" CHECK (("account_suspension"."restored_at" is null) = ("account_suspension"."restore_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "last_sign_in" (
	"user_id" text PRIMARY KEY NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_suspension" ADD CONSTRAINT "account_suspension_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspension" ADD CONSTRAINT "account_suspension_suspended_by_user_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspension" ADD CONSTRAINT "account_suspension_restored_by_user_id_fk" FOREIGN KEY ("restored_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_sign_in" ADD CONSTRAINT "last_sign_in_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_suspension_active_idx" ON "account_suspension" USING btree ("user_id") WHERE "account_suspension"."restored_at" is null;--> statement-breakpoint
CREATE INDEX "account_suspension_user_idx" ON "account_suspension" USING btree ("user_id","suspended_at");--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_role_created_idx" ON "user" USING btree ("role","created_at","id");