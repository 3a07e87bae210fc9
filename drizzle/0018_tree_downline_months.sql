CREATE TABLE "tree_downline_months" (
	"customer_id" bigint NOT NULL,
	"month" date NOT NULL,
	"placed" integer NOT NULL,
	CONSTRAINT "tree_downline_months_customer_id_month_pk" PRIMARY KEY("customer_id","month"),
	CONSTRAINT "tree_downline_months_placed" CHECK ("tree_downline_months"."placed" >= 0)
);
--> statement-breakpoint
-- Migration 0012's index served only the dashboard's month counts, now read from tree_downline_months.
DROP INDEX "tree_nodes_placed_path_idx";--> statement-breakpoint
-- Every placement updates one row per ancestor (the root's current month on every sign-up): room
-- on each page lets those updates stay on their page (HOT: the one index is not touched).
ALTER TABLE "tree_downline_months" SET (fillfactor = 80);--> statement-breakpoint
-- The month of a placement as the dashboard reads it (Asia/Kolkata, lib/time.ts kolkataMonthStart).
CREATE FUNCTION tree_placement_month(placed_at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT date_trunc('month', placed_at AT TIME ZONE 'Asia/Kolkata')::date $$;--> statement-breakpoint
-- Recounts the whole table from tree_nodes, bottom-up one level at a time: a level's rows are its
-- children's placement months plus the rows of those children, so each node is read once (25 s
-- for a million members, docs/benchmarks.md) where counting each node's path range would read
-- every node once per ancestor. The backfill below, and the bulk loads that insert nodes without triggers (server/scale).
CREATE FUNCTION tree_downline_months_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d integer;
BEGIN
  DELETE FROM tree_downline_months;
  CREATE TEMP TABLE rebuild_nodes ON COMMIT DROP AS
    SELECT customer_id, parent_id, depth, tree_placement_month(placed_at) AS month FROM tree_nodes;
  CREATE INDEX ON rebuild_nodes (depth);
  ANALYZE rebuild_nodes;
  -- The finished level below d: per node, month and parent, the members placed below the node.
  CREATE TEMP TABLE rebuild_below (customer_id bigint, parent_id bigint, month date, placed integer) ON COMMIT DROP;
  FOR d IN REVERSE coalesce((SELECT max(depth) FROM rebuild_nodes), 0) - 1 .. 0 LOOP
    CREATE TEMP TABLE rebuild_level ON COMMIT DROP AS
      SELECT p.customer_id, p.parent_id, x.month, sum(x.placed)::integer AS placed
      FROM (SELECT parent_id AS customer_id, month, 1 AS placed FROM rebuild_nodes WHERE depth = d + 1
            UNION ALL
            SELECT parent_id, month, placed FROM rebuild_below) x
      JOIN rebuild_nodes p ON p.customer_id = x.customer_id AND p.depth = d
      GROUP BY p.customer_id, p.parent_id, x.month;
    INSERT INTO tree_downline_months (customer_id, month, placed) SELECT customer_id, month, placed FROM rebuild_level ORDER BY 1, 2;
    DROP TABLE rebuild_below;
    ALTER TABLE rebuild_level RENAME TO rebuild_below;
  END LOOP;
  DROP TABLE rebuild_nodes, rebuild_below;
END;
$$;--> statement-breakpoint
-- Inserted nodes count for each of their ancestors (the prefixes of their paths), set-based so
-- that a statement inserting many nodes costs one pass. Upserts in key order: two placements
-- meet only on these rows (the root's current month first of all) and take them in the same order.
CREATE FUNCTION tree_nodes_count_placed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tree_downline_months AS m (customer_id, month, placed)
  SELECT a.customer_id, b.month, b.placed
  FROM (SELECT left(n.path, k) AS path, tree_placement_month(n.placed_at) AS month, count(*)::integer AS placed
        FROM placed_nodes n, generate_series(0, n.depth - 1) AS k
        GROUP BY 1, 2) b
  JOIN tree_nodes a ON a.path = b.path
  ORDER BY a.customer_id, b.month
  ON CONFLICT (customer_id, month) DO UPDATE SET placed = m.placed + excluded.placed;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER tree_nodes_count_placed
  AFTER INSERT ON tree_nodes REFERENCING NEW TABLE AS placed_nodes
  FOR EACH STATEMENT EXECUTE FUNCTION tree_nodes_count_placed();--> statement-breakpoint
-- Nothing removes members from the tree today; if something does, the counts stay exact.
CREATE FUNCTION tree_nodes_uncount_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tree_downline_months m SET placed = m.placed - b.placed
  FROM (SELECT left(n.path, k) AS path, tree_placement_month(n.placed_at) AS month, count(*)::integer AS placed
        FROM removed_nodes n, generate_series(0, n.depth - 1) AS k
        GROUP BY 1, 2) b
  JOIN tree_nodes a ON a.path = b.path
  WHERE m.customer_id = a.customer_id AND m.month = b.month;
  DELETE FROM tree_downline_months m USING removed_nodes n WHERE m.customer_id = n.customer_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER tree_nodes_uncount_removed
  AFTER DELETE ON tree_nodes REFERENCING OLD TABLE AS removed_nodes
  FOR EACH STATEMENT EXECUTE FUNCTION tree_nodes_uncount_removed();--> statement-breakpoint
-- A corrected placement time moves the node's count to its new month for each ancestor.
CREATE FUNCTION tree_nodes_recount_placed_month() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tree_downline_months m SET placed = m.placed - 1
  FROM tree_nodes a
  WHERE a.path IN (SELECT left(OLD.path, k) FROM generate_series(0, OLD.depth - 1) AS k)
    AND m.customer_id = a.customer_id AND m.month = tree_placement_month(OLD.placed_at);
  INSERT INTO tree_downline_months AS m (customer_id, month, placed)
  SELECT a.customer_id, tree_placement_month(NEW.placed_at), 1
  FROM tree_nodes a
  WHERE a.path IN (SELECT left(NEW.path, k) FROM generate_series(0, NEW.depth - 1) AS k)
  ORDER BY a.customer_id
  ON CONFLICT (customer_id, month) DO UPDATE SET placed = m.placed + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER tree_nodes_recount_placed_month
  AFTER UPDATE OF placed_at ON tree_nodes
  FOR EACH ROW WHEN (OLD.placed_at IS DISTINCT FROM NEW.placed_at) EXECUTE FUNCTION tree_nodes_recount_placed_month();--> statement-breakpoint
-- Placement happens once (docs/product.md#referral-tree): the counts above, like sales.buyer_heap_key, follow the path.
CREATE FUNCTION tree_nodes_path_is_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tree node % cannot move from % to %: a place in the referral tree is permanent', OLD.customer_id, OLD.path, NEW.path;
END;
$$;--> statement-breakpoint
CREATE TRIGGER tree_nodes_path_is_fixed
  BEFORE UPDATE OF path ON tree_nodes
  FOR EACH ROW WHEN (OLD.path IS DISTINCT FROM NEW.path) EXECUTE FUNCTION tree_nodes_path_is_fixed();--> statement-breakpoint
SELECT tree_downline_months_rebuild();
