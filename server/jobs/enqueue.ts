import "server-only";
import { sql, type SQL } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Executor } from "@/server/db/connect";
import { QUEUES, type QueueData, type QueueKey } from "./queues";

/**
 * Only builds the INSERT; every call passes the caller's executor, so this instance never opens a
 * connection of its own (it is not started, and its own `db` refuses).
 */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error("enqueue: pg-boss is used only through the caller's transaction")),
  },
  supervise: false,
  schedule: false,
  migrate: false,
});

/**
 * Queues a job on `queue` through `tx`: if the transaction rolls back, nothing was queued; once it
 * commits, a worker will pick the job up. Throws if the queue is missing (the database was not
 * migrated: server/jobs/install-job-queues.ts), so a caller never commits work nobody will do.
 */
export async function enqueue<Q extends QueueKey>(tx: Executor, queue: Q, data: QueueData[Q]): Promise<string> {
  const name = QUEUES[queue].name;
  const id = await sender.send(name, data as object, {
    db: { executeSql: async (text, values) => tx.execute(positional(text, values)) },
  });
  if (!id) throw new Error(`enqueue: the job queue ${name} does not exist (run the migrations)`);
  return id;
}

/** pg-boss's `$1`-style statement as a Drizzle SQL with the same values bound. */
function positional(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else {
      // Drizzle leaves out an undefined value and expands an array or object: bind null and JSON.
      const value = values[Number(part) - 1] ?? null;
      chunks.push(sql`${value !== null && typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : value}`);
    }
  }
  return sql.join(chunks, sql.raw(""));
}
