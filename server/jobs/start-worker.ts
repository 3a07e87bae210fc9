import "server-only";
import PgBoss from "pg-boss";
import { markCommissionJobInterrupted, workCommissionJob } from "@/server/commissions/work-commission-job";
import type { Executor } from "@/server/db/connect";
import { notifyDownlineDigest } from "@/server/notifications/notify-downline-digest";
import { notifyLowWallets } from "@/server/notifications/notify-low-wallets";
import { notifyJobFailed, notifyOperatorDigest } from "@/server/notifications/notify-operators";
import { refreshMarketplaceStats } from "@/server/insights/refresh-marketplace-stats";
import { sendNotificationSms } from "@/server/notifications/send-notification-sms";
import { handleCommissionJob } from "./commission-schedule";
import { QUEUES, type QueueData, type QueueKey } from "./queues";

export type JobContext = {
  db: Executor;
  log: (line: string) => void;
  /** Tests only: a faster heartbeat for console jobs. */
  heartbeatMs?: number;
};

type Handler<K extends QueueKey> = {
  /** Does one job. Throwing fails the pg-boss job (retried as its queue says). */
  work: (data: QueueData[K], context: JobContext) => Promise<void>;
  /** The worker is stopping with this job still in hand (its transaction dies with the process): say so. */
  interrupted?: (data: QueueData[K], context: JobContext) => Promise<void>;
};

/** What the worker does with each queue of server/jobs/queues.ts (a queue without a handler does not compile). */
const HANDLERS: { [K in QueueKey]: Handler<K> } = {
  commissionMonthlyRun: {
    work: async (data, { db, log }) => {
      const result = await handleCommissionJob(db, data);
      log("skipped" in result
        ? `[worker] commission run skipped: ${result.skipped}`
        : `[worker] commission run ${result.runId} for ${result.month.slice(0, 7)}: ${result.totals.members} statements, gross ${result.totals.grossPaise} paise`);
    },
  },
  commissionConsoleJob: {
    work: async (data, { db, log, heartbeatMs }) => {
      const job = { id: data.jobId, kind: data.kind, month: data.month, actor: data.actor };
      const outcome = await workCommissionJob(job, { db, heartbeatMs });
      log(outcome === "worked"
        ? `[worker] commission job ${job.id} (${job.kind} ${job.month.slice(0, 7)}) done`
        : `[worker] commission job ${job.id} skipped: another worker has it, or it is no longer running`);
    },
    interrupted: async (data, { db }) => markCommissionJobInterrupted(db, data.jobId),
  },
  notificationSms: {
    work: async (_data, { db, log }) => {
      const sweep = await sendNotificationSms({ db, log });
      if (Object.values(sweep).some((n) => n > 0)) {
        log(`[worker] notification SMS: ${sweep.sent} sent, ${sweep.retried} to retry, ${sweep.failed} failed, ${sweep.skipped} skipped, ${sweep.abandoned} interrupted`);
      }
    },
  },
  lowWalletCheck: {
    work: async (_data, { db, log }) => {
      const { warned, recovered } = await notifyLowWallets({ db });
      if (warned + recovered > 0) log(`[worker] low wallets: ${warned} warned, ${recovered} recovered`);
    },
  },
  downlineDigest: {
    work: async (_data, { db, log }) => {
      const { day, told } = await notifyDownlineDigest({ db });
      log(`[worker] downline digest for ${day}: ${told} members told`);
    },
  },
  operatorDigest: {
    work: async (_data, { db, log }) => {
      const { told } = await notifyOperatorDigest({ db });
      log(`[worker] operator digest: ${told} operators told`);
    },
  },
  marketplaceStats: {
    work: async (_data, { db, log }) => {
      const started = Date.now();
      const covered = await refreshMarketplaceStats({ db });
      if (covered.days > 2) log(`[worker] marketplace figures: ${covered.days} days and ${covered.months} months in ${Date.now() - started} ms`);
    },
  },
};

export type Worker = { boss: PgBoss; stop: () => Promise<void> };

/**
 * The background worker (`npm run worker`, and the child process `npm start`, `npm run dev` and
 * `npm run cluster` start): pg-boss on the database, every queue of server/jobs/queues.ts created
 * and worked one job at a time per queue, the schedules registered. Several workers may run: pg-boss
 * hands each job to one of them (and a console job is claimed besides; workCommissionJob).
 *
 * `stop` takes no new jobs and waits up to `stopGraceMs` for the jobs in hand; a job still working
 * then is marked interrupted (its handler's `interrupted`) before the caller exits, which rolls its
 * transaction back. docs/decisions/115-commission-jobs-on-the-worker.md.
 */
export async function startWorker(options: {
  connectionString: string;
  db: Executor;
  log?: (line: string) => void;
  heartbeatMs?: number;
  stopGraceMs?: number;
}): Promise<Worker> {
  const log = options.log ?? ((line: string) => console.log(line));
  const context: JobContext = { db: options.db, log, heartbeatMs: options.heartbeatMs };
  const boss = new PgBoss({ connectionString: options.connectionString, max: 3 });
  boss.on("error", (error) => log(`[worker] queue error: ${error.message}`));
  await boss.start();
  const inHand = new Map<string, { key: QueueKey; data: unknown }>();
  for (const [key, queue] of Object.entries(QUEUES) as [QueueKey, (typeof QUEUES)[QueueKey]][]) {
    // Installed with the migrations (server/jobs/install-job-queues.ts); created here too for a database migrated before a queue existed.
    if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, { name: queue.name, ...queue.options });
    if ("schedule" in queue) await boss.schedule(queue.name, queue.schedule.cron, {}, { tz: queue.schedule.tz });
    const handler = HANDLERS[key] as Handler<QueueKey>;
    await boss.work<QueueData[QueueKey]>(queue.name, { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) {
        inHand.set(job.id, { key, data: job.data });
        try {
          await handler.work(job.data ?? ({} as QueueData[QueueKey]), context);
        } catch (error) {
          // The operators hear of it (docs/product.md#notifications); the job still fails as its queue says.
          await notifyJobFailed({ db: options.db, queue: queue.name, error }).catch((notifyError: unknown) =>
            log(`[worker] could not tell the operators that ${queue.name} failed: ${notifyError instanceof Error ? notifyError.message : String(notifyError)}`),
          );
          throw error;
        } finally {
          inHand.delete(job.id);
        }
      }
    });
    if ("schedule" in queue) log(`[worker] ${queue.name} scheduled "${queue.schedule.cron}" ${queue.schedule.tz}`);
  }
  log(`[worker] working ${Object.values(QUEUES).map((queue) => queue.name).join(", ")}`);

  const stop = async () => {
    await boss.stop({ graceful: true, wait: true, timeout: options.stopGraceMs ?? 8_000 });
    for (const [id, job] of inHand) {
      const interrupted = (HANDLERS[job.key] as Handler<QueueKey>).interrupted;
      if (!interrupted) continue;
      try {
        await interrupted(job.data as QueueData[QueueKey], context);
        log(`[worker] stopping: ${QUEUES[job.key].name} job ${id} interrupted`);
      } catch (error) {
        log(`[worker] could not mark ${QUEUES[job.key].name} job ${id} interrupted: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  return { boss, stop };
}
