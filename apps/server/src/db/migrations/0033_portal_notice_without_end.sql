ALTER TABLE "portal_settings" DROP CONSTRAINT "portal_settings_notice_check";--> statement-breakpoint
ALTER TABLE "portal_settings" ADD CONSTRAINT "portal_settings_notice_check" CHECK (("portal_settings"."notice_message" is null and "portal_settings"."notice_starts_at" is null and "portal_settings"."notice_ends_at" is null)
        or (char_length("portal_settings"."notice_message") between 1 and 2000
          and "portal_settings"."notice_starts_at" is not null
          and ("portal_settings"."notice_ends_at" is null or "portal_settings"."notice_ends_at" > "portal_settings"."notice_starts_at")));