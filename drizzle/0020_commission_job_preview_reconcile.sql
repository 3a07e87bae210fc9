-- The console's preview and reconciliation become jobs too. drizzle's migrator applies every pending
-- migration in one transaction: PostgreSQL (12+) allows ADD VALUE there, but the new values cannot be
-- used until it commits, so no migration in the same batch may use them.
ALTER TYPE "public"."commission_job_kind" ADD VALUE 'preview';--> statement-breakpoint
ALTER TYPE "public"."commission_job_kind" ADD VALUE 'reconcile';