import "server-only";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * ORDER BY created_at DESC, id DESC the way the indexes are built: drizzle-kit writes `.desc()`
 * index columns as DESC NULLS LAST, while a plain ORDER BY … DESC means NULLS FIRST, which the
 * index cannot serve (PostgreSQL then sorts the whole table for a page of 20).
 */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [sql`${createdAt} DESC NULLS LAST`, sql`${id} DESC NULLS LAST`];
}
