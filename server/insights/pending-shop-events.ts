/**
 * The hand-off between the app's shop-event buffer (server/insights/shop-event-buffer.ts, loaded
 * inside Next.js's server bundle) and the production server's shutdown (scripts/serve-app.ts, loaded
 * outside it): both reach the same process-wide slot, so a stopping instance writes what it holds.
 * No database import here: the server script stays light.
 */
const SLOT = Symbol.for("dlmp.insights.flushPendingShopEvents");
type Slot = { [SLOT]?: () => Promise<void> };

export function registerPendingShopEventsFlush(flush: () => Promise<void>): void {
  (globalThis as Slot)[SLOT] = flush;
}

/** Writes the counts this process still holds; nothing when no event was ever counted here. */
export async function flushPendingShopEvents(): Promise<void> {
  await (globalThis as Slot)[SLOT]?.();
}
