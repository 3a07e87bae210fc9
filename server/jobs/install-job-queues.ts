import PgBoss from "pg-boss";
import type { PoolClient } from "pg";
import { QUEUES } from "./queues";

/**
 * pg-boss's tables (its `pgboss` schema, created or upgraded by pg-boss itself) and every queue of
 * server/jobs/queues.ts with its current options. Part of migrating the database, so a web instance
 * can queue a job before any worker has ever started (pg-boss drops a job sent to a queue that does
 * not exist). Runs on the caller's connection; pg-boss takes its own advisory lock for its schema.
 */
export async function installJobQueues(client: PoolClient): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: async (text, values) => client.query(text, values) },
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  try {
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const queue of Object.values(QUEUES)) {
      if (existing.has(queue.name)) await boss.updateQueue(queue.name, { name: queue.name, ...queue.options });
      else await boss.createQueue(queue.name, { name: queue.name, ...queue.options });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
