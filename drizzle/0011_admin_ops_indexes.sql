-- Operator console (issue 8): indexes for the overview and the console lists at 1M customers / 2M sales a month
-- (docs/benchmarks.md). The month index gains the amount so the overview sums a month from the index
-- alone; the new ones serve the all-sales list by date, the audit log by action, and the shop search by
-- owner name. Index columns are DESC NULLS LAST: queries order the same way to use them.
DROP INDEX "sales_counted_month_idx";--> statement-breakpoint
CREATE INDEX "franchisees_owner_name_trgm_idx" ON "franchisees" USING gin ("owner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_created_idx" ON "sales" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_counted_month_idx" ON "sales" USING btree ("counted_month","status","amount_paise");