import { drizzle } from "drizzle-orm/node-postgres";
import { Pool, type PoolConfig } from "pg";
import * as schema from "./schema";

/** A Drizzle database over its own pool. The app uses the singleton in ./client; scripts and tests make their own. */
export function createDb(connectionString: string, options: Omit<PoolConfig, "connectionString"> = {}) {
  const pool = new Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000, ...options });
  // An idle client that loses its connection (database restart) must not crash the process.
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  const db = drizzle(pool, { schema, casing: "snake_case" });
  return { db, pool };
}

export type Database = ReturnType<typeof createDb>["db"];
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Domain functions take an optional transaction so they compose; either works for queries. */
export type Executor = Database | Transaction;
