/**
 * Every background job queue, in one place: its name, its pg-boss options and, for scheduled
 * work, its schedule. The worker (server/jobs/start-worker.ts) creates and works each of these with
 * the handler registered there under the same key; `enqueue` (server/jobs/enqueue.ts) queues one
 * inside the caller's transaction. Plain data with no server imports: the migration step
 * (server/db/migrate.ts, run by scripts outside Next.js) installs the queues from it too.
 * See docs/decisions/115-commission-jobs-on-the-worker.md.
 */
import type { CommissionJobKind } from "../commissions/commission-job";
import type { Actor } from "@/server/auth/actor";

export type QueueDefinition = {
  name: string;
  /** pg-boss queue options (stored on the queue: every job queued on it gets them). */
  options: { retryLimit: number; retryDelay?: number; expireInSeconds: number };
  /** How often an idle worker looks for work (pg-boss polls; 0.5 s is its minimum). */
  pollingIntervalSeconds: number;
  schedule?: { cron: string; tz: string };
};

export const QUEUES = {
  /**
   * The month's commission run, on the 1st at 02:00 India time (see monthToRun). Retried three
   * times five minutes apart: a run is idempotent (it replaces the month's statements), and a
   * database restart at 02:00 should not cost the month its run.
   */
  commissionMonthlyRun: {
    name: "commission-monthly-run",
    options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 15 * 60 },
    pollingIntervalSeconds: 2,
    schedule: { cron: "0 2 1 * *", tz: "Asia/Kolkata" },
  },
  /**
   * A run, close, preview or reconciliation an operator started from the console. Never retried
   * by pg-boss: the commission_jobs row is what the operator sees, a failure is shown there and the
   * operator starts again (a close refused by the engine would only be refused again). A job
   * whose worker died is not redelivered either: its heartbeat goes stale and the next start
   * marks it failed. Expires (pg-boss stops counting it as active) after an hour, far beyond a
   * full-scale close; the work itself is not cut short.
   */
  commissionConsoleJob: {
    name: "commission-console-job",
    options: { retryLimit: 0, expireInSeconds: 60 * 60 },
    pollingIntervalSeconds: 0.5,
  },
  /**
   * Sends the notification SMS that are due (the outbox, notification_deliveries), every minute.
   * Never retried by pg-boss: each outbox row carries its own tries and back-off, and a sweep that
   * died is simply followed by the next one (server/notifications/send-notification-sms.ts).
   */
  notificationSms: {
    name: "notification-sms",
    options: { retryLimit: 0, expireInSeconds: 5 * 60 },
    pollingIntervalSeconds: 2,
    schedule: { cron: "* * * * *", tz: "Asia/Kolkata" },
  },
  /**
   * Warns shop owners whose wallet runs low (server/notifications/notify-low-wallets.ts), every
   * quarter of an hour. Not retried: the next check does the same work.
   */
  lowWalletCheck: {
    name: "notification-low-wallet",
    options: { retryLimit: 0, expireInSeconds: 10 * 60 },
    pollingIntervalSeconds: 5,
    schedule: { cron: "*/15 * * * *", tz: "Asia/Kolkata" },
  },
  /**
   * Each member's digest of new members in their downline the day before, at 10:00 India time
   * (after the quiet hours). Retried: the day names the event, so a retry tells nobody twice.
   */
  downlineDigest: {
    name: "notification-downline-digest",
    options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 15 * 60 },
    pollingIntervalSeconds: 5,
    schedule: { cron: "0 10 * * *", tz: "Asia/Kolkata" },
  },
  /** The operators' digest of what waits, at 09:30 India time; retried like the downline digest. */
  operatorDigest: {
    name: "notification-operator-digest",
    options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 15 * 60 },
    pollingIntervalSeconds: 5,
    schedule: { cron: "30 9 * * *", tz: "Asia/Kolkata" },
  },
  /**
   * The overview's marketplace figures by day and month (server/insights/refresh-marketplace-stats.ts),
   * every 15 minutes. Not retried: the next run recomputes the same days.
   */
  marketplaceStats: {
    name: "marketplace-stats",
    options: { retryLimit: 0, expireInSeconds: 10 * 60 },
    pollingIntervalSeconds: 5,
    schedule: { cron: "*/15 * * * *", tz: "Asia/Kolkata" },
  },
} as const satisfies Record<string, QueueDefinition>;

export type QueueKey = keyof typeof QUEUES;

/** What each queue's jobs carry (JSON). */
export type QueueData = {
  commissionMonthlyRun: { month?: string };
  commissionConsoleJob: { jobId: number; kind: CommissionJobKind; month: string; actor: Actor };
  notificationSms: Record<string, never>;
  lowWalletCheck: Record<string, never>;
  downlineDigest: Record<string, never>;
  operatorDigest: Record<string, never>;
  marketplaceStats: Record<string, never>;
};
