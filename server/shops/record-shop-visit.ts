import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/**
 * Counts one visit to a published shop (the product's visitors). The caller makes sure each visitor counts
 * once a day (the route keeps a per-day cookie). Returns the new count.
 */
export async function recordShopVisit(options: { shopId: number; db?: Executor }): Promise<number> {
  const db = options.db ?? appDb;
  const [row] = await db
    .update(shops)
    // A visit is not an edit: keep updated_at (sitemaps use it as lastmod).
    .set({ visitors: sql`${shops.visitors} + 1`, updatedAt: sql`${shops.updatedAt}` })
    .where(and(eq(shops.id, options.shopId), eq(shops.status, "published")))
    .returning({ visitors: shops.visitors });
  if (!row) throw new AppError("not_found", { userMessage: "Shop not found." });
  return row.visitors;
}
