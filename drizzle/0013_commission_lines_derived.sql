-- Commission lines are no longer stored (one row per sale per qualifying level: 8.6 million rows a
-- month at a million members). A run stores per member and month the figures (qualification,
-- commission before the cap, line count, gross, TDS, net, carry-over, status); a statement's lines
-- are derived on read from the month's counted sales, the frozen plan and the stored
-- qualification. What a derivation cannot recompute is stored: adjustments (reversals after a
-- close) and the sales that changed after their month was run (docs/decisions/029-commission-lines-derived-on-read.md).
CREATE TYPE "public"."commission_sale_change" AS ENUM('added', 'reversed');--> statement-breakpoint
CREATE TABLE "commission_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"month" date NOT NULL,
	"run_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"sale_id" bigint,
	"buyer_id" bigint,
	"level" smallint,
	"base_paise" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"source_month" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "commission_adjustments_month_member_idx" ON "commission_adjustments" USING btree ("month","member_id");--> statement-breakpoint
CREATE TABLE "commission_sale_changes" (
	"month" date NOT NULL,
	"sale_id" bigint NOT NULL,
	"change" "commission_sale_change" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_sale_changes_month_sale_id_pk" PRIMARY KEY("month","sale_id")
);
--> statement-breakpoint
-- The tree's heap numbering, for the run's aggregation up the tree (schema/referrals.ts).
ALTER TABLE "tree_nodes" ADD COLUMN "heap_key" bigint GENERATED ALWAYS AS (CASE WHEN depth <= 62 THEN lpad('1' || path, 64, '0')::bit(64)::bigint END) STORED;--> statement-breakpoint
-- Each sale keeps its buyer's heap key, so the run groups sales by it instead of joining the tree
-- (positions never change). No backfill: the run looks the key up for sales without one.
ALTER TABLE "sales" ADD COLUMN "buyer_heap_key" bigint;--> statement-breakpoint
-- A function rather than a sub-select in the run: the planner costs a sub-select for every sale
-- (it does not see that coalesce skips it when the sale has its key) and then avoided the hash
-- aggregate; COST 1 says what it is, an index lookup done rarely.
CREATE FUNCTION commission_tree_key(customer bigint) RETURNS bigint
LANGUAGE sql STABLE PARALLEL SAFE COST 1 AS $$ SELECT heap_key FROM tree_nodes WHERE customer_id = customer $$;--> statement-breakpoint
CREATE FUNCTION sales_buyer_heap_key() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.buyer_heap_key := commission_tree_key(NEW.customer_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sales_buyer_heap_key
  BEFORE INSERT OR UPDATE OF customer_id ON sales
  FOR EACH ROW EXECUTE FUNCTION sales_buyer_heap_key();--> statement-breakpoint
ALTER TABLE "commission_statements" ADD COLUMN "qualified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD COLUMN "commission_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD COLUMN "commission_line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What the stored lines said, kept on the statements, in the adjustments and in the changes.
UPDATE "commission_statements" st SET "commission_paise" = l.total, "commission_line_count" = l.lines
FROM (SELECT "month", "member_id", sum("amount_paise")::bigint AS total, count(*)::integer AS lines
      FROM "commission_lines" WHERE "kind" = 'commission' GROUP BY 1, 2) l
WHERE st."month" = l."month" AND st."member_id" = l."member_id";--> statement-breakpoint
INSERT INTO "commission_adjustments" ("month", "run_id", "member_id", "sale_id", "buyer_id", "level", "base_paise", "rate_bp", "amount_paise", "source_month")
SELECT l."month", l."run_id", l."member_id", l."sale_id", l."buyer_id", l."level", l."base_paise", l."rate_bp", l."amount_paise",
       coalesce(l."source_month", s."counted_month", (l."month" - interval '1 month')::date)
FROM "commission_lines" l LEFT JOIN "sales" s ON s."id" = l."sale_id"
WHERE l."kind" = 'adjustment' ORDER BY l."id";--> statement-breakpoint
-- A reversed sale that still has lines was counted by its month's last run and reversed since.
INSERT INTO "commission_sale_changes" ("month", "sale_id", "change")
SELECT DISTINCT l."month", l."sale_id", 'reversed'::"commission_sale_change"
FROM "commission_lines" l JOIN "sales" s ON s."id" = l."sale_id"
WHERE l."kind" = 'commission' AND s."status" = 'reversed';--> statement-breakpoint
-- Qualified: own purchases counted in the month reach its plan's threshold (not the company root).
UPDATE "commission_statements" st SET "qualified" = true
FROM (
  SELECT s."counted_month" AS month, s."customer_id"
  FROM "sales" s
  JOIN "commission_months" cm ON cm."month" = s."counted_month"
  JOIN "commission_plans" p ON p."id" = cm."plan_id"
  JOIN "tree_nodes" t ON t."customer_id" = s."customer_id" AND t."parent_id" IS NOT NULL
  LEFT JOIN "commission_sale_changes" ch ON ch."month" = s."counted_month" AND ch."sale_id" = s."id"
  WHERE CASE ch."change" WHEN 'reversed' THEN true ELSE s."status" = 'recorded' END
  GROUP BY 1, 2, p."qualifying_threshold_paise"
  HAVING sum(s."amount_paise") >= p."qualifying_threshold_paise"
) q
WHERE st."month" = q.month AND st."member_id" = q."customer_id";--> statement-breakpoint
DROP TABLE "commission_lines" CASCADE;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "commission_line_id_seq";--> statement-breakpoint
DROP TYPE "public"."commission_line_kind";--> statement-breakpoint
-- commission_statements becomes partitioned by month (LIST): a run builds the month's statements
-- into a new table (bulk insert, then one index build) and swaps it in for the month's partition,
-- inside its transaction. Inserting 430,000 rows into the indexed table took longer than the
-- whole computation. A DEFAULT partition takes rows of months without a partition of their own.
ALTER TABLE "commission_statements" RENAME TO "commission_statements_unpartitioned";--> statement-breakpoint
ALTER TABLE "commission_statements_unpartitioned" RENAME CONSTRAINT "commission_statements_member_id_month_pk" TO "commission_statements_unpartitioned_pk";--> statement-breakpoint
ALTER INDEX "commission_statements_month_status_idx" RENAME TO "commission_statements_unpartitioned_month_status_idx";--> statement-breakpoint
CREATE TABLE "commission_statements" (LIKE "commission_statements_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY LIST ("month");--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_member_id_month_pk" PRIMARY KEY ("member_id", "month");--> statement-breakpoint
CREATE INDEX "commission_statements_month_status_idx" ON "commission_statements" USING btree ("month", "status");--> statement-breakpoint
CREATE TABLE "commission_statements_default" PARTITION OF "commission_statements" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
  m date;
BEGIN
  FOR m IN SELECT DISTINCT "month" FROM "commission_statements_unpartitioned" LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF "commission_statements" FOR VALUES IN (%L)', 'commission_statements_m' || to_char(m, 'YYYYMM'), m);
  END LOOP;
END;
$$;--> statement-breakpoint
INSERT INTO "commission_statements" SELECT * FROM "commission_statements_unpartitioned";--> statement-breakpoint
DROP TABLE "commission_statements_unpartitioned";--> statement-breakpoint
-- sum(bigint) accumulates in a 128-bit state allocated per group: with eleven sums over a million
-- groups that was most of the run's aggregate time. Money sums fit in a bigint (and int8pl raises
-- an error on overflow rather than wrapping), so this sum keeps a plain bigint state.
CREATE AGGREGATE paise_sum(bigint) (SFUNC = int8pl, STYPE = bigint, COMBINEFUNC = int8pl, PARALLEL = SAFE);--> statement-breakpoint
-- The second key of the commission month advisory lock (first key 7207002): YYYYMM.
CREATE FUNCTION commission_month_lock_key(month date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (extract(year FROM month) * 100 + extract(month FROM month))::integer $$;--> statement-breakpoint
-- Keeps a run month's derived lines what its figures were computed from. Every change of a sale
-- that counts in a month takes the month's lock shared, so it waits for a run of that month (which
-- takes it exclusively) and a run waits for changes in flight. Once a month has been run:
--  * a sale recorded into it, or restored, is "added" (not counted until the next run);
--  * a sale reversed is "reversed" (still counted until the next run; for ever once closed, and
--    the next open month's run adjusts it);
--  * a sale is never deleted, moved or re-priced (reverse it and record it again).
-- A run of an open month deletes its changes; a closed month's stay.
CREATE FUNCTION sales_track_commission_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_month_run boolean := false;
  month_status commission_month_status;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF TG_OP = 'UPDATE' AND (NEW.status, NEW.customer_id, NEW.amount_paise, NEW.interest_paise, NEW.counted_month)
       IS NOT DISTINCT FROM (OLD.status, OLD.customer_id, OLD.amount_paise, OLD.interest_paise, OLD.counted_month) THEN
      RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock_shared(7207002, commission_month_lock_key(OLD.counted_month));
    old_month_run := EXISTS (SELECT 1 FROM commission_months WHERE month = OLD.counted_month);
    IF old_month_run AND (TG_OP = 'DELETE' OR (NEW.customer_id, NEW.amount_paise, NEW.interest_paise, NEW.counted_month)
        IS DISTINCT FROM (OLD.customer_id, OLD.amount_paise, OLD.interest_paise, OLD.counted_month)) THEN
      RAISE EXCEPTION 'sale % counts in commission month %, which has been run: reverse it (and record it again) instead',
        OLD.id, to_char(OLD.counted_month, 'YYYY-MM') USING ERRCODE = 'restrict_violation';
    END IF;
    IF TG_OP = 'DELETE' THEN
      RETURN NULL;
    END IF;
  END IF;

  IF TG_OP = 'INSERT' OR NEW.counted_month IS DISTINCT FROM OLD.counted_month THEN
    -- The sale arrives in a month (recorded, or moved from a month that was never run).
    PERFORM pg_advisory_xact_lock_shared(7207002, commission_month_lock_key(NEW.counted_month));
    SELECT status INTO month_status FROM commission_months WHERE month = NEW.counted_month;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    IF month_status = 'closed' THEN
      -- sales_count_in_open_month moves such a sale to the next open month first.
      RAISE EXCEPTION 'sale % would count in closed commission month %', NEW.id, to_char(NEW.counted_month, 'YYYY-MM');
    END IF;
    IF NEW.status = 'recorded' THEN
      INSERT INTO commission_sale_changes (month, sale_id, change) VALUES (NEW.counted_month, NEW.id, 'added');
    END IF;
    RETURN NULL;
  END IF;

  -- Reversed or restored within its month.
  IF NOT old_month_run THEN
    RETURN NULL;
  END IF;
  SELECT status INTO month_status FROM commission_months WHERE month = NEW.counted_month;
  IF NEW.status = 'reversed' THEN
    DELETE FROM commission_sale_changes WHERE month = NEW.counted_month AND sale_id = NEW.id AND change = 'added';
    IF NOT FOUND THEN
      INSERT INTO commission_sale_changes (month, sale_id, change) VALUES (NEW.counted_month, NEW.id, 'reversed')
      ON CONFLICT DO NOTHING;
    END IF;
  ELSE
    IF month_status = 'closed' THEN
      RAISE EXCEPTION 'sale % of closed commission month % cannot be restored: record it again', NEW.id, to_char(NEW.counted_month, 'YYYY-MM')
        USING ERRCODE = 'restrict_violation';
    END IF;
    DELETE FROM commission_sale_changes WHERE month = NEW.counted_month AND sale_id = NEW.id AND change = 'reversed';
    IF NOT FOUND THEN
      INSERT INTO commission_sale_changes (month, sale_id, change) VALUES (NEW.counted_month, NEW.id, 'added')
      ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sales_track_commission_changes
  AFTER INSERT OR DELETE OR UPDATE OF status, customer_id, amount_paise, interest_paise, counted_month ON sales
  FOR EACH ROW EXECUTE FUNCTION sales_track_commission_changes();
