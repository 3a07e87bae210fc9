CREATE TABLE "shop_customers" (
	"shop_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"recorded_sales" integer NOT NULL,
	CONSTRAINT "shop_customers_shop_id_customer_id_pk" PRIMARY KEY("shop_id","customer_id"),
	CONSTRAINT "shop_customers_recorded_sales" CHECK ("shop_customers"."recorded_sales" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_sale_totals" (
	"shop_id" bigint PRIMARY KEY NOT NULL,
	"sales_paise" bigint NOT NULL,
	"sale_count" bigint NOT NULL,
	"unique_customers" integer NOT NULL,
	CONSTRAINT "shop_sale_totals_not_negative" CHECK ("shop_sale_totals"."sales_paise" >= 0 AND "shop_sale_totals"."sale_count" >= 0 AND "shop_sale_totals"."unique_customers" >= 0)
);--> statement-breakpoint
-- Every sale of a shop updates its one totals row and its customer's row: room on each page lets
-- those updates stay on their page (HOT: the key index is not touched).
ALTER TABLE "shop_sale_totals" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "shop_customers" SET (fillfactor = 80);--> statement-breakpoint
-- Recounts both tables from sales in one pass (the migration's backfill, and the bulk loads that
-- insert sales with triggers off: server/scale). SHARE on sales waits for sales being written and
-- holds new ones until the commit, so none is counted twice or missed.
CREATE FUNCTION shop_sale_totals_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE sales IN SHARE MODE;
  DELETE FROM shop_customers;
  DELETE FROM shop_sale_totals;
  WITH pairs AS MATERIALIZED (
    SELECT shop_id, customer_id, count(*)::integer AS n, paise_sum(amount_paise) AS paise
    FROM sales WHERE status = 'recorded' GROUP BY shop_id, customer_id
  ),
  customers_in AS (
    INSERT INTO shop_customers (shop_id, customer_id, recorded_sales) SELECT shop_id, customer_id, n FROM pairs ORDER BY 1, 2
  )
  INSERT INTO shop_sale_totals (shop_id, sales_paise, sale_count, unique_customers)
  SELECT shop_id, paise_sum(paise), sum(n)::bigint, count(*)::integer FROM pairs GROUP BY shop_id ORDER BY 1;
END;
$$;--> statement-breakpoint
-- A recorded sale: its customer's count at the shop goes up, and the shop gains a unique customer
-- exactly when that count became 1. One statement: the upsert returns the count as it is under
-- the row's lock, so of two sales racing for a new customer (even without the wallet lock that
-- record-sale.ts takes first) only one sees 1. Rows are locked customer first, then totals, in
-- every function here: after the shop's wallet, which every sale and reversal locks before.
CREATE FUNCTION shop_sale_totals_add(shop bigint, customer bigint, amount bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH c AS (
    INSERT INTO shop_customers AS c (shop_id, customer_id, recorded_sales) VALUES (shop, customer, 1)
    ON CONFLICT (shop_id, customer_id) DO UPDATE SET recorded_sales = c.recorded_sales + 1
    RETURNING recorded_sales
  )
  INSERT INTO shop_sale_totals AS t (shop_id, sales_paise, sale_count, unique_customers)
  SELECT shop, amount, 1, (c.recorded_sales = 1)::integer FROM c
  ON CONFLICT (shop_id) DO UPDATE
    SET sales_paise = t.sales_paise + excluded.sales_paise, sale_count = t.sale_count + 1, unique_customers = t.unique_customers + excluded.unique_customers;
END;
$$;--> statement-breakpoint
CREATE FUNCTION sales_count_shop_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_sale_totals_add(NEW.shop_id, NEW.customer_id, NEW.amount_paise);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The opposite, for a recorded sale that is reversed, deleted, or changed (only a migration or a
-- hand-written fix changes a sale's shop, customer or amount; a month's run refuses it once it
-- has counted the sale). Rows that reach zero go, so that the tables hold what a rebuild would.
CREATE FUNCTION shop_sale_totals_remove(shop bigint, customer bigint, amount bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  left_sales integer;
  left_count bigint;
BEGIN
  UPDATE shop_customers SET recorded_sales = recorded_sales - 1 WHERE shop_id = shop AND customer_id = customer
  RETURNING recorded_sales INTO left_sales;
  IF left_sales = 0 THEN
    DELETE FROM shop_customers WHERE shop_id = shop AND customer_id = customer;
  END IF;
  UPDATE shop_sale_totals
  SET sales_paise = sales_paise - amount, sale_count = sale_count - 1, unique_customers = unique_customers - (left_sales = 0)::integer
  WHERE shop_id = shop
  RETURNING sale_count INTO left_count;
  IF left_count = 0 THEN
    DELETE FROM shop_sale_totals WHERE shop_id = shop;
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION sales_recount_shop_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'recorded' THEN
    PERFORM shop_sale_totals_remove(OLD.shop_id, OLD.customer_id, OLD.amount_paise);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 'recorded' THEN
    -- Restored (a reversal undone in an open month) or moved: counted again as a new sale.
    PERFORM shop_sale_totals_add(NEW.shop_id, NEW.customer_id, NEW.amount_paise);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Row triggers with WHEN conditions: a sale's insert runs one upsert statement, and updates that
-- change none of the counted columns (a heap key, a counted month) call nothing.
CREATE TRIGGER sales_count_shop_totals
  AFTER INSERT ON sales
  FOR EACH ROW WHEN (NEW.status = 'recorded') EXECUTE FUNCTION sales_count_shop_totals();--> statement-breakpoint
CREATE TRIGGER sales_recount_shop_totals
  AFTER UPDATE OF status, shop_id, customer_id, amount_paise ON sales
  FOR EACH ROW WHEN ((OLD.status = 'recorded' OR NEW.status = 'recorded')
    AND (OLD.status, OLD.shop_id, OLD.customer_id, OLD.amount_paise) IS DISTINCT FROM (NEW.status, NEW.shop_id, NEW.customer_id, NEW.amount_paise))
  EXECUTE FUNCTION sales_recount_shop_totals();--> statement-breakpoint
CREATE TRIGGER sales_uncount_shop_totals
  AFTER DELETE ON sales
  FOR EACH ROW WHEN (OLD.status = 'recorded') EXECUTE FUNCTION sales_recount_shop_totals();--> statement-breakpoint
CREATE FUNCTION sales_truncate_shop_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE shop_customers, shop_sale_totals;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sales_truncate_shop_totals
  AFTER TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION sales_truncate_shop_totals();--> statement-breakpoint
SELECT shop_sale_totals_rebuild();
