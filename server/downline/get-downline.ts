import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { getOwnCustomer } from "@/server/customers/get-own-customer";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { legSize } from "@/server/referrals/leg-size";

/** Levels loaded per request: the view opens with these and a click loads the next ones. */
export const DOWNLINE_LEVELS = 3;

/**
 * docs/product.md#entities-and-fields Downline node. `left`/`right` hold the child node, "empty"
 * when the slot is empty, or null when it is below the loaded levels (expand to load it). The JSON
 * API's shape (`f_name`, `left_side`, "0" for empty) is `DownlineNodeWire` (lib/api/wire.ts).
 */
export type DownlineNode = {
  id: number;
  code: string;
  firstName: string;
  lastName: string;
  gender: "male" | "female" | null;
  city: string | null;
  /** Levels below the signed-in member (0 for the member). */
  level: number;
  leftCount: number;
  rightCount: number;
  left: DownlineNode | "empty" | null;
  right: DownlineNode | "empty" | null;
};

type Row = { customer_id: string; parent_id: string | null; side: "L" | "R" | null; depth: number; path: string; child_count: number; code: string | null; first_name: string; last_name: string; gender: "male" | "female" | null; city: string | null; left_count: string; right_count: string };

/** The signed-in member's own tree node: every downline read is bounded by its path range. */
export async function ownTreeNode(db: Executor, customerId: number): Promise<{ path: string; depth: number }> {
  const { rows } = await db.execute<{ path: string; depth: number }>(sql`SELECT path, depth FROM tree_nodes WHERE customer_id = ${customerId}`);
  const own = rows[0];
  if (!own) throw new AppError("not_found", { userMessage: "You are not placed in the referral tree yet." });
  return own;
}

/**
 * Every position from `path` down `levels` levels (2^(levels+1) - 1 of them): the nodes there are
 * found by the unique path index one by one, where a range scan filtered by depth would walk the
 * whole downline (half a million entries for the first members: 274 ms a view).
 */
export function pathsBelow(path: string, levels: number): string[] {
  const paths = [path];
  for (let from = 0; paths.length < 2 ** (levels + 1) - 1; from += 1) paths.push(`${paths[from]}0`, `${paths[from]}1`);
  return paths;
}

/**
 * docs/product.md#json-api customers/downline: the acting member's binary tree, a few levels at a time, from their
 * own node or from `fromId` when that member is inside their own downline (anyone else is "not
 * found": a member sees only their own downline). A leg's size is its top node plus the members
 * below it (its rows of tree_downline_months), not a count of the leg (half a million rows).
 */
export async function getDownline({ actor, fromId, levels = DOWNLINE_LEVELS, db = appDb }: { actor: Actor; fromId?: number; levels?: number; db?: Executor }): Promise<{ root: DownlineNode; isOwnRoot: boolean }> {
  const customer = await getOwnCustomer({ actor, db });
  const own = await ownTreeNode(db, customer.id);
  let start = own;
  if (fromId !== undefined && fromId !== customer.id) {
    const { rows } = await db.execute<{ path: string; depth: number }>(sql`
      SELECT path, depth FROM tree_nodes
      WHERE customer_id = ${fromId} AND path >= ${own.path} AND path < ${`${own.path}2`}`);
    if (!rows[0]) throw new AppError("not_found", { userMessage: "This member is not in your downline." });
    start = rows[0];
  }
  const { rows } = await db.execute<Row>(sql`
    SELECT t.customer_id::text, t.parent_id::text, t.side, t.depth, t.path, t.child_count, c.code, c.first_name, c.last_name, c.gender, ci.name AS city,
           ${legSize("L")}::text AS left_count,
           ${legSize("R")}::text AS right_count
    FROM tree_nodes t
    JOIN customers c ON c.id = t.customer_id
    LEFT JOIN cities ci ON ci.id = c.city_id
    WHERE t.path IN ${pathsBelow(start.path, levels)}
    ORDER BY t.depth, t.path`);

  const byPath = new Map<string, DownlineNode>();
  const lastDepth = start.depth + levels;
  for (const row of rows) {
    const node: DownlineNode = {
      id: Number(row.customer_id),
      code: row.code ?? "",
      firstName: row.first_name,
      lastName: row.last_name,
      gender: row.gender,
      city: row.city,
      level: row.depth - own.depth,
      leftCount: Number(row.left_count),
      rightCount: Number(row.right_count),
      // Below the loaded levels a child is "not loaded" (null); within them an absent child is "empty".
      left: row.depth < lastDepth ? "empty" : Number(row.left_count) > 0 ? null : "empty",
      right: row.depth < lastDepth ? "empty" : Number(row.right_count) > 0 ? null : "empty",
    };
    byPath.set(row.path, node);
    const parent = row.path.length > start.path.length ? byPath.get(row.path.slice(0, -1)) : undefined;
    if (parent) {
      if (row.path.endsWith("0")) parent.left = node;
      else parent.right = node;
    }
  }
  const root = byPath.get(start.path);
  if (!root) throw new AppError("not_found", { userMessage: "You are not placed in the referral tree yet." });
  return { root, isOwnRoot: start.path === own.path };
}
