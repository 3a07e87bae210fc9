import "server-only";
import { sql } from "drizzle-orm";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";

export type HealthReport = { status: "ok" | "unavailable"; database: "up" | "down"; latencyMs: number };

/** Reachability of what the app cannot serve without: today, the database. */
export async function checkHealth({ db = appDb }: { db?: Executor } = {}): Promise<HealthReport> {
  const started = performance.now();
  try {
    await db.execute(sql`SELECT 1`);
    return { status: "ok", database: "up", latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    console.error("[health] database unreachable:", error instanceof Error ? error.message : error);
    return { status: "unavailable", database: "down", latencyMs: Math.round(performance.now() - started) };
  }
}
