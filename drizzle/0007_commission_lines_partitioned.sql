-- commission_lines becomes a table partitioned by month (LIST). A run writes the month's lines
-- into a new table without indexes, indexes it once, and swaps it in for the month's previous
-- partition, all inside the run's transaction (bulk load + one index build is ~10x faster than
-- inserting millions of rows into an indexed table). Lines written before this migration move to
-- the DEFAULT partition; runs delete a month's rows there before attaching the month's partition.
CREATE SEQUENCE IF NOT EXISTS "commission_line_id_seq";
--> statement-breakpoint
ALTER TABLE "commission_lines" RENAME TO "commission_lines_unpartitioned";
--> statement-breakpoint
ALTER INDEX "commission_lines_month_member_idx" RENAME TO "commission_lines_unpartitioned_month_member_idx";
--> statement-breakpoint
CREATE TABLE "commission_lines" (
  "id" bigint NOT NULL DEFAULT nextval('commission_line_id_seq'),
  "month" date NOT NULL,
  "run_id" bigint NOT NULL,
  "kind" "commission_line_kind" NOT NULL DEFAULT 'commission',
  "member_id" bigint NOT NULL,
  "sale_id" bigint,
  "buyer_id" bigint,
  "level" smallint,
  "base_paise" bigint NOT NULL,
  "rate_bp" integer NOT NULL,
  "amount_paise" bigint NOT NULL
) PARTITION BY LIST ("month");
--> statement-breakpoint
CREATE INDEX "commission_lines_month_member_idx" ON "commission_lines" USING btree ("month", "member_id");
--> statement-breakpoint
CREATE TABLE "commission_lines_default" PARTITION OF "commission_lines" DEFAULT;
--> statement-breakpoint
INSERT INTO "commission_lines" ("id", "month", "run_id", "kind", "member_id", "sale_id", "buyer_id", "level", "base_paise", "rate_bp", "amount_paise")
SELECT "id", "month", "run_id", "kind", "member_id", "sale_id", "buyer_id", "level", "base_paise", "rate_bp", "amount_paise"
FROM "commission_lines_unpartitioned";
--> statement-breakpoint
SELECT setval('commission_line_id_seq', greatest((SELECT max("id") FROM "commission_lines_unpartitioned"), 1));
--> statement-breakpoint
DROP TABLE "commission_lines_unpartitioned";
