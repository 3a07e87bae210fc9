import "server-only";
import { sql } from "drizzle-orm";
import { isNotificationKind, type NotificationKind } from "@/lib/notifications/kinds";
import { expandNotificationFanouts } from "./expand-notification-fanouts";
import { isQuietHour, QUIET_KIND_SQL } from "./quiet-hours";
import { renderNotification } from "./render-notification";
import type { Executor } from "@/server/db/connect";
import { env, type Env } from "@/server/env";
import { sendSms } from "@/server/sms/send-sms";

type Settings = Pick<Env, "NOTIFICATION_SMS_PER_SECOND" | "NOTIFICATION_SMS_MAX_ATTEMPTS"> & Partial<Pick<Env, "NOTIFICATION_SMS_CONCURRENCY">> & Partial<Record<`SMS_DLT_TEMPLATE_${string}`, string | undefined>>;
type Send = (db: Executor, message: { to: string; body: string; purpose: "notice"; dltTemplateId: string }) => Promise<void>;

/** The registered template of a kind's SMS, or undefined when none is set (no SMS for that kind). */
export function dltTemplateId(kind: NotificationKind, settings: Settings = env): string | undefined {
  return (settings as unknown as Record<string, string | undefined>)[`SMS_DLT_TEMPLATE_${kind.toUpperCase()}`];
}

/** 30 s after the first failure, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * A row claimed longer ago than this without an outcome belongs to a worker that died mid-send;
 * it may have gone out, so it is marked failed and never resent (at most once).
 */
export const STALE_SENDING_SECONDS = 10 * 60;

const loggedMissingTemplate = new Set<string>();

export type SmsSweep = { sent: number; retried: number; failed: number; skipped: number; abandoned: number };

/**
 * Sends the notification SMS that are due (the outbox, notification_deliveries), paced to
 * NOTIFICATION_SMS_PER_SECOND, until none is due or `budgetMs` is spent. Each row is claimed
 * before it is sent (pending -> sending, FOR UPDATE SKIP LOCKED), so two workers never take the
 * same row, and it is sent at most once: a claim is committed before the send, the outcome after,
 * and a claim never answered is given up (docs/decisions/131-notifications-outbox.md). A failed send
 * waits retryDelaySeconds and is tried again until NOTIFICATION_SMS_MAX_ATTEMPTS; a kind without
 * a DLT template id, or a person without a mobile number, is skipped (the in-app notification stays).
 */
export async function sendNotificationSms(options: {
  db: Executor;
  now?: () => Date;
  settings?: Settings;
  send?: Send;
  log?: (line: string) => void;
  budgetMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds, for pacing and the budget (tests pass one that counts the waits they do not sleep). */
  clock?: () => number;
}): Promise<SmsSweep> {
  const settings = options.settings ?? env;
  const now = options.now ?? (() => new Date());
  const send: Send = options.send ?? ((db, message) => sendSms(db, message));
  const log = options.log ?? ((line: string) => console.log(line));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const clock = options.clock ?? Date.now;
  const { db } = options;
  const sweepStarted = clock();
  const budgetMs = options.budgetMs ?? 50_000;
  const perSecond = settings.NOTIFICATION_SMS_PER_SECOND;
  const sweep: SmsSweep = { sent: 0, retried: 0, failed: 0, skipped: 0, abandoned: 0 };

  // The SMS of notifications written in bulk (the close) are queued here, not in the event's transaction.
  await expandNotificationFanouts({ db });

  const { rows: abandoned } = await db.execute<{ notification_id: string }>(sql`
    UPDATE notification_deliveries SET status = 'failed', last_error = 'interrupted while sending: not resent (it may have been delivered)'
    WHERE status = 'sending' AND claimed_at < ${now().toISOString()}::timestamptz - make_interval(secs => ${STALE_SENDING_SECONDS})
    RETURNING notification_id`);
  sweep.abandoned = abandoned.length;

  // Sends are paced over a sliding window: each starts when the send `perSecond` places before it
  // started a second ago or more, so no one-second window, wherever it starts, holds more than
  // perSecond sends, however long each send or claim takes. (A fixed wait after each batch let a
  // slow batch's tail and the next batch share a second.) Concurrent sends pass this gate one
  // after another, and the gate itself starts each send (a continuation run later, after a late
  // timer or other work, would not start at the moment recorded).
  const started: number[] = [];
  let gate: Promise<void> = Promise.resolve();
  const paced = <T>(start: () => Promise<T>): Promise<T> => {
    let sending: Promise<T> | undefined;
    gate = gate.then(async () => {
      if (started.length === perSecond) {
        // Again after each wait: a timer may fire a fraction of a millisecond early.
        for (let wait = started[0]! + 1000 - clock(); wait > 0; wait = started[0]! + 1000 - clock()) await sleep(wait);
        started.shift();
      }
      sending = start();
      // Recorded once the send's request is on its way (its synchronous start has run), so that
      // the send perSecond places later starts a full second after it, not a hair less.
      started.push(clock());
      sending.catch(() => {}); // its failure reaches the caller below, not the gate
    });
    return gate.then(() => sending!);
  };

  // Up to NOTIFICATION_SMS_CONCURRENCY sends in flight: a provider answers in a few hundred
  // milliseconds, so one at a time would send a few a second, not 50 (`npm run bench:sms`). Rows
  // are claimed perSecond at a time into a queue the senders share; a claimed row is always
  // finished, even once the budget is spent (only new claims stop).
  const queue: Claimed[] = [];
  let drained = false;
  let refill: Promise<void> | undefined;
  const claimDue = async () => {
    const rows = await claimDueDeliveries(db, now(), perSecond);
    if (rows.length === 0) drained = true;
    queue.push(...rows);
  };
  const nextRow = async (): Promise<Claimed | undefined> => {
    for (;;) {
      if (queue.length > 0) return queue.shift();
      if (drained || clock() - sweepStarted >= budgetMs) return undefined;
      refill ??= claimDue().finally(() => (refill = undefined));
      await refill;
    }
  };

  const deliver = async (row: Claimed) => {
    const id = Number(row.notification_id);
    const template = isNotificationKind(row.kind) ? dltTemplateId(row.kind, settings) : undefined;
    const skip = !template ? `no DLT template id for ${row.kind}` : !row.mobile ? "no mobile number" : null;
    if (skip) {
      if (!template && !loggedMissingTemplate.has(row.kind)) {
        loggedMissingTemplate.add(row.kind);
        log(`[notifications] ${row.kind}: no DLT template id set (SMS_DLT_TEMPLATE_${row.kind.toUpperCase()}); in-app only`);
      }
      await finish(db, id, { status: "skipped", error: skip });
      sweep.skipped += 1;
      return;
    }
    const text = renderNotification(row.kind as NotificationKind, row.params, row.locale).sms;
    try {
      // Outside a transaction, so no connection waits on the provider: the claim is committed
      // before and the outcome after; a worker dying in between leaves the row 'sending', given
      // up later and never resent (at most once).
      await paced(() => send(db, { to: row.mobile!, body: text, purpose: "notice", dltTemplateId: template! }));
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (row.attempts >= settings.NOTIFICATION_SMS_MAX_ATTEMPTS) {
        await finish(db, id, { status: "failed", error: reason });
        sweep.failed += 1;
        log(`[notifications] SMS for notification ${id} failed for good after ${row.attempts} tries: ${reason}`);
      } else {
        await finish(db, id, { status: "pending", error: reason, retryAt: new Date(now().getTime() + retryDelaySeconds(row.attempts) * 1000) });
        sweep.retried += 1;
      }
      return;
    }
    await finish(db, id, { status: "sent", at: now() });
    sweep.sent += 1;
  };

  const concurrency = settings.NOTIFICATION_SMS_CONCURRENCY ?? env.NOTIFICATION_SMS_CONCURRENCY;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let row = await nextRow(); row; row = await nextRow()) await deliver(row);
    }),
  );
  return sweep;
}

type Claimed = { notification_id: string; kind: string; params: Record<string, string | number | null>; locale: string; mobile: string | null; attempts: number };

/** Claims up to `limit` due deliveries (pending -> sending); SKIP LOCKED, so two workers never take one row. */
async function claimDueDeliveries(db: Executor, at: Date, limit: number): Promise<Claimed[]> {
  const { rows } = await db.execute<Claimed>(sql`
    UPDATE notification_deliveries d SET status = 'sending', attempts = d.attempts + 1, claimed_at = ${at.toISOString()}::timestamptz
    FROM (
      SELECT d.notification_id, d.channel FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
      WHERE d.status = 'pending' AND d.next_attempt_at <= ${at.toISOString()}::timestamptz
        -- A digest retried into the quiet hours waits for the morning (docs/product.md#notifications).
        AND (${isQuietHour(at)}::boolean IS FALSE OR n.kind NOT IN (${QUIET_KIND_SQL}))
      ORDER BY d.next_attempt_at LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED
    ) due JOIN notifications n ON n.id = due.notification_id
      -- Written in the person's language as it is now (the last visit's); no person left: no number, skipped.
      LEFT JOIN "user" u ON u.id = n.user_id
    WHERE d.notification_id = due.notification_id AND d.channel = due.channel
    RETURNING d.notification_id, n.kind, n.params, coalesce(u.locale, 'en') AS locale, u.phone_number AS mobile, d.attempts`);
  return rows;
}

async function finish(db: Executor, notificationId: number, outcome: { status: "sent" | "failed" | "skipped" | "pending"; error?: string; at?: Date; retryAt?: Date }) {
  await db.execute(sql`
    UPDATE notification_deliveries SET status = ${outcome.status}, last_error = ${outcome.error ?? null},
      sent_at = ${outcome.at?.toISOString() ?? null}::timestamptz,
      next_attempt_at = coalesce(${outcome.retryAt?.toISOString() ?? null}::timestamptz, next_attempt_at),
      claimed_at = CASE WHEN ${outcome.status} = 'pending' THEN NULL ELSE claimed_at END,
      -- The claim counted a try; a skipped SMS was never tried (the console shows 0 tries).
      attempts = CASE WHEN ${outcome.status} = 'skipped' THEN attempts - 1 ELSE attempts END
    WHERE notification_id = ${notificationId} AND channel = 'sms' AND status = 'sending'`);
}
