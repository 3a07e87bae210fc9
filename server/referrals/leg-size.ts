import "server-only";
import { sql } from "drizzle-orm";

/**
 * SQL for the size of a tree node's leg on `side` (the node is the query's `t` unless given): the
 * child there plus the members placed below it, summed from the child's rows of
 * tree_downline_months (one a month), so no leg is counted row by row. 0 when the slot is empty.
 */
export function legSize(side: "L" | "R", node = sql.raw("t.customer_id")) {
  return sql`coalesce((SELECT 1 + coalesce((SELECT sum(m.placed) FROM tree_downline_months m WHERE m.customer_id = x.customer_id), 0)
                       FROM tree_nodes x WHERE x.parent_id = ${node} AND x.side = ${side}), 0)`;
}
