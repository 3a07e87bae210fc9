import PgBoss from "pg-boss";
import type { PoolClient } from "pg";
import { QUEUES } from "./queues";

/**
 * pg-boss's own queue for scheduled jobs (its timekeeper's "send-it"). Each worker creates it on
 * start when it is missing, and two workers starting together on a database without it deadlock
 * in PostgreSQL, each creating the queue's partition (the deadlock detector ends it a second later;
 * under a moved clock it hung for good). Created here once, with the migrations, no worker creates it.
 */
export const PG_BOSS_SCHEDULING_QUEUE = "__pgboss__send-it";

/**
 * pg-boss's tables (its `pgboss` schema, created or upgraded by pg-boss itself) and every queue of
 * server/jobs/queues.ts with its current options, and pg-boss's own scheduling queue. Part of migrating the database, so a web instance
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
    if (!existing.has(PG_BOSS_SCHEDULING_QUEUE)) await boss.createQueue(PG_BOSS_SCHEDULING_QUEUE);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
