CREATE TABLE "daily_figures_check" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activity_rows" integer NOT NULL,
	"sales_rows" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "daily_figures_check_checked_at_idx" ON "daily_figures_check" USING btree ("checked_at");