import "server-only";
import { asc } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { cities } from "@/server/db/schema";
import type { CityOption } from "@/lib/public/types";

/** Every Maharashtra town for the city select (about 550 names; the select filters them as you type). */
export async function listCities(options: { db?: Executor } = {}): Promise<CityOption[]> {
  const db = options.db ?? appDb;
  return db.select({ slug: cities.slug, name: cities.name, nameMr: cities.nameMr, nameHi: cities.nameHi }).from(cities).orderBy(asc(cities.name));
}
