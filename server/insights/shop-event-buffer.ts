import "server-only";
import { kolkataDate } from "@/lib/time";
import type { VisitorMetric } from "@/lib/insights/metrics";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { env } from "@/server/env";
import { addShopDayCounts, type ShopDayCounts } from "./add-shop-day-counts";
import { registerPendingShopEventsFlush } from "./pending-shop-events";

/**
 * Shop taps and listing impressions counted in this process's memory and added to shop_daily_stats
 * every INSIGHTS_FLUSH_SECONDS in one statement (docs/decisions/135-shop-insights.md): a tap costs the
 * request no database round trip, and a busy shop's day row is written once per interval, not per
 * tap. Keyed by shop, India day and figure, so the day is the one the event happened on whenever the
 * flush runs. Bounded: past MAX_PENDING_KEYS distinct shop-days, new ones are dropped until the next
 * flush (a flood of made-up ids cannot grow it; ids of shops that do not exist are dropped at write).
 */
export const MAX_PENDING_KEYS = 50_000;

type Buffer = {
  pending: Map<string, ShopDayCounts>;
  timer: NodeJS.Timeout | null;
  flushing: Promise<void> | null;
  droppedSinceLog: number;
};

// One buffer per process, whichever copy of this module Next.js's bundles load.
const SLOT = Symbol.for("dlmp.insights.shopEventBuffer");
const holder = globalThis as typeof globalThis & { [SLOT]?: Buffer };
const buffer: Buffer = (holder[SLOT] ??= { pending: new Map(), timer: null, flushing: null, droppedSinceLog: 0 });

/** Counts `n` of `metric` for each shop on the India day of `now`; written by the next flush. */
export function bufferShopEvents(shopIds: readonly number[], metric: VisitorMetric, now: Date = new Date(), n = 1): void {
  const day = kolkataDate(now);
  for (const shopId of shopIds) {
    const key = `${shopId}|${day}`;
    let row = buffer.pending.get(key);
    if (!row) {
      if (buffer.pending.size >= MAX_PENDING_KEYS) {
        buffer.droppedSinceLog += n;
        continue;
      }
      row = { shopId, day, counts: {} };
      buffer.pending.set(key, row);
    }
    row.counts[metric] = (row.counts[metric] ?? 0) + n;
  }
  startTimer();
}

/**
 * Writes everything counted so far. One flush at a time; a failed write puts the counts back for
 * the next one (within the bound), so a database blip loses nothing.
 */
export async function flushShopEvents(db: Executor = appDb): Promise<void> {
  while (buffer.flushing) await buffer.flushing;
  if (buffer.pending.size === 0) return;
  const rows = [...buffer.pending.values()];
  buffer.pending = new Map();
  buffer.flushing = (async () => {
    try {
      await addShopDayCounts(db, rows);
    } catch (error) {
      console.error("[insights] could not write shop counts; keeping them for the next try:", error);
      for (const row of rows) {
        const key = `${row.shopId}|${row.day}`;
        const into = buffer.pending.get(key);
        if (into) for (const [metric, n] of Object.entries(row.counts) as [VisitorMetric, number][]) into.counts[metric] = (into.counts[metric] ?? 0) + n;
        else if (buffer.pending.size < MAX_PENDING_KEYS) buffer.pending.set(key, row);
      }
    } finally {
      buffer.flushing = null;
    }
  })();
  await buffer.flushing;
  if (buffer.droppedSinceLog > 0) {
    console.warn(`[insights] dropped ${buffer.droppedSinceLog} shop events: more than ${MAX_PENDING_KEYS} shop-days waited for one flush`);
    buffer.droppedSinceLog = 0;
  }
}

/** How many shop-days wait for the next flush (tests and the benchmark). */
export function pendingShopDays(): number {
  return buffer.pending.size;
}

function startTimer(): void {
  if (buffer.timer) return;
  buffer.timer = setInterval(() => void flushShopEvents().catch(() => undefined), env.INSIGHTS_FLUSH_SECONDS * 1000);
  // Never what keeps a process alive; a stopping server flushes through pending-shop-events.ts.
  buffer.timer.unref();
  registerPendingShopEventsFlush(() => flushShopEvents());
}
