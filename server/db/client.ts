import "server-only";
import { databaseUrl, env } from "@/server/env";
import { createDb, type Database } from "./connect";

/**
 * The app's database. Kept on globalThis so that dev-mode hot reloads reuse one pool instead of
 * opening a new one per reload. Creating the pool does not connect: the build needs no database.
 */
const globalForDb = globalThis as typeof globalThis & { __appDb?: ReturnType<typeof createDb> };

const connection = (globalForDb.__appDb ??= createDb(databaseUrl(), { max: env.DB_POOL_MAX }));

export const db: Database = connection.db;
export const pool = connection.pool;
