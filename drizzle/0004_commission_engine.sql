-- A sale never lands in a closed commission month: one recorded (or moved) into a month that is
-- already closed counts in the first month after the last closed one (docs/product.md#commission-plan: "a sale recorded
-- late for a closed month counts in the next open month, never rewrites the closed one").
-- FOR SHARE on the month's row waits for a close in progress, so a sale racing the close either
-- commits before the close recomputes the month (and is counted in it) or sees it closed.
CREATE OR REPLACE FUNCTION sales_count_in_open_month() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  month_status commission_month_status;
  last_closed date;
BEGIN
  SELECT status INTO month_status FROM commission_months WHERE month = NEW.counted_month FOR SHARE;
  SELECT max(month) INTO last_closed FROM commission_months WHERE status = 'closed';
  IF last_closed IS NOT NULL AND NEW.counted_month <= last_closed THEN
    NEW.counted_month := (last_closed + interval '1 month')::date;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sales_count_in_open_month
  BEFORE INSERT OR UPDATE OF counted_month ON sales
  FOR EACH ROW EXECUTE FUNCTION sales_count_in_open_month();
--> statement-breakpoint
-- Reversed sales of closed months are found through their commission lines.
CREATE INDEX IF NOT EXISTS "sales_reversed_idx" ON "sales" ("reversed_at") WHERE "status" = 'reversed';
