ALTER TABLE "commission_lines" DROP CONSTRAINT "commission_lines_run_id_commission_runs_id_fk";
--> statement-breakpoint
ALTER TABLE "commission_lines" DROP CONSTRAINT "commission_lines_member_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "commission_lines" DROP CONSTRAINT "commission_lines_sale_id_sales_id_fk";
--> statement-breakpoint
ALTER TABLE "commission_lines" DROP CONSTRAINT "commission_lines_buyer_id_customers_id_fk";
--> statement-breakpoint
DROP INDEX "commission_lines_member_month_idx";--> statement-breakpoint
DROP INDEX "commission_lines_month_idx";--> statement-breakpoint
DROP INDEX "commission_lines_sale_idx";--> statement-breakpoint
CREATE INDEX "commission_lines_month_member_idx" ON "commission_lines" USING btree ("month","member_id");