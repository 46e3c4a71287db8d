CREATE TABLE "audit_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_event_action_check" CHECK (action ~ '^[A-Z][A-Z_]{0,63}$'),
	CONSTRAINT "audit_event_target_type_check" CHECK ("audit_event"."target_type" in ('USER', 'APPLICATION', 'SETTING')),
	CONSTRAINT "audit_event_target_id_check" CHECK (char_length(target_id) between 1 and 255),
	CONSTRAINT "audit_event_target_label_check" CHECK (char_length("audit_event"."target_label") <= 2000),
	CONSTRAINT "audit_event_reason_check" CHECK (char_length("audit_event"."reason") <= 10000),
	CONSTRAINT "audit_event_details_check" CHECK (jsonb_typeof("audit_event"."details") = 'object' and octet_length("audit_event"."details"::text) <= 16384)
);
--> statement-breakpoint
CREATE TABLE "portal_settings" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"support_email" text,
	"notice_message" text,
	"notice_starts_at" timestamp with time zone,
	"notice_ends_at" timestamp with time zone,
	"staff_two_factor_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "portal_settings_singleton_check" CHECK ("portal_settings"."singleton"),
	CONSTRAINT "portal_settings_support_email_check" CHECK (char_length("portal_settings"."support_email") <= 254),
	CONSTRAINT "portal_settings_notice_check" CHECK (("portal_settings"."notice_message" is null and "portal_settings"."notice_starts_at" is null and "portal_settings"."notice_ends_at" is null)
        or (char_length("portal_settings"."notice_message") between 1 and 2000
          and "portal_settings"."notice_starts_at" is not null and "portal_settings"."notice_ends_at" > "portal_settings"."notice_starts_at"))
);
--> statement-breakpoint
CREATE TABLE "saved_rejection_reason" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_rejection_reason_title_check" CHECK (char_length("saved_rejection_reason"."title") between 1 and 400),
	CONSTRAINT "saved_rejection_reason_body_check" CHECK (char_length("saved_rejection_reason"."body") between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD CONSTRAINT "portal_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_event_created_idx" ON "audit_event" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_event_actor_created_idx" ON "audit_event" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_event_target_created_idx" ON "audit_event" USING btree ("target_type","target_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_event_action_created_idx" ON "audit_event" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_rejection_reason_position_idx" ON "saved_rejection_reason" USING btree ("position","created_at");--> statement-breakpoint
CREATE INDEX "application_review_event_created_idx" ON "application_review_event" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "application_review_event_actor_created_idx" ON "application_review_event" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "application_review_event_action_created_idx" ON "application_review_event" USING btree ("action","created_at","id");--> statement-breakpoint
-- The audit log is append-only: what staff did is never changed or removed. TRUNCATE fires no
-- row trigger (the tests empty the tables between tests).
CREATE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_event is append-only: % is not allowed', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_event_append_only BEFORE UPDATE OR DELETE ON "audit_event"
  FOR EACH ROW EXECUTE FUNCTION audit_event_append_only();
