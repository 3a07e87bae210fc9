import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { getOwnCustomer } from "@/server/customers/get-own-customer";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { ownTreeNode } from "./get-downline";

export type DownlineMatch = { id: number; code: string; firstName: string; lastName: string; city: string | null; level: number; side: "L" | "R" };

/** Escapes LIKE's wildcards so a search for "50%" finds "50%", not everything. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Finds members by name or customer code inside the acting member's own downline only (their path
 * range), nearest levels first, at most 20. The member's own leg (L or R) comes with each match.
 */
export async function searchDownline({ actor, query, db = appDb }: { actor: Actor; query: string; db?: Executor }): Promise<DownlineMatch[]> {
  const customer = await getOwnCustomer({ actor, db });
  const own = await ownTreeNode(db, customer.id);
  const text = query.trim();
  if (!text) return [];
  const pattern = `%${likeEscape(text)}%`;
  const { rows } = await db.execute<{ id: string; code: string | null; first_name: string; last_name: string; city: string | null; depth: number; path: string }>(sql`
    SELECT c.id::text, c.code, c.first_name, c.last_name, ci.name AS city, t.depth, t.path
    FROM tree_nodes t
    JOIN customers c ON c.id = t.customer_id
    LEFT JOIN cities ci ON ci.id = c.city_id
    WHERE t.path > ${own.path} AND t.path < ${`${own.path}2`}
      AND (c.code ILIKE ${pattern} OR (c.first_name || ' ' || c.last_name) ILIKE ${pattern} OR (c.first_name || ' ' || c.middle_name || ' ' || c.last_name) ILIKE ${pattern})
    ORDER BY t.depth, t.path
    LIMIT 20`);
  return rows.map((row) => ({
    id: Number(row.id),
    code: row.code ?? "",
    firstName: row.first_name,
    lastName: row.last_name,
    city: row.city,
    level: row.depth - own.depth,
    side: row.path.charAt(own.path.length) === "0" ? "L" : "R",
  }));
}
