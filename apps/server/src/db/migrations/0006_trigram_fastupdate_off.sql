-- Trigram indexes rebuilt with fastupdate off (src/db/schema/trigram-index.ts): no pending list
-- for every search to scan on the embedded database, which has no autovacuum to merge it.
DROP INDEX "user_name_trgm_idx";--> statement-breakpoint
DROP INDEX "application_app_name_trgm_idx";--> statement-breakpoint
DROP INDEX "application_short_description_trgm_idx";--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "application_app_name_trgm_idx" ON "application" USING gin ("app_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "application_short_description_trgm_idx" ON "application" USING gin ("short_description" gin_trgm_ops) WITH (fastupdate=false);