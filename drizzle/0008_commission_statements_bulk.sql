ALTER TABLE "commission_statements" DROP CONSTRAINT "commission_statements_member_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "commission_statements" DROP CONSTRAINT "commission_statements_run_id_commission_runs_id_fk";
