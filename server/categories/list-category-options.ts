import "server-only";
import { asc } from "drizzle-orm";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { categories } from "@/server/db/schema";

/** Categories for the console's selects and filters, in display order (a short reference list). */
export async function listCategoryOptions(db: Executor = appDb): Promise<{ id: number; name: string }[]> {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}
