CREATE INDEX "app_daily_activity_day_idx" ON "app_daily_activity" USING btree ("day");--> statement-breakpoint
CREATE INDEX "app_daily_sales_day_idx" ON "app_daily_sales" USING btree ("day");--> statement-breakpoint
CREATE INDEX "application_version_decided_idx" ON "application_version" USING btree ("decided_at") WHERE "application_version"."review_status" in ('APPROVED', 'REJECTED');--> statement-breakpoint
CREATE INDEX "developer_status_change_decided_idx" ON "developer_status_change" USING btree ("changed_at") WHERE "developer_status_change"."from_status" = 'pending' and "developer_status_change"."to_status" in ('verified', 'rejected');--> statement-breakpoint
CREATE INDEX "payout_statement_status_due_idx" ON "payout_statement" USING btree ("status","due_on");