import "server-only";

/**
 * How many shop events one address may report a minute to this instance: a person taps a few
 * controls and scrolls a listing; a script hammering the beacon is cut off without a database
 * write. Per instance and in memory, because the point is to keep the beacon free of round trips
 * (docs/decisions/135-shop-insights.md); with N instances an address gets N times this at most.
 */
export const BEACON_EVENTS_PER_MINUTE = 120;
const MAX_ADDRESSES = 20_000;

type Window = { minute: number; used: Map<string, number> };
const SLOT = Symbol.for("dlmp.insights.beaconLimit");
const holder = globalThis as typeof globalThis & { [SLOT]?: Window };

/** Takes `n` events from the address's allowance this minute; false when it is used up. */
export function takeBeaconAllowance(address: string, n: number, now: Date = new Date()): boolean {
  const minute = Math.floor(now.getTime() / 60_000);
  let window = holder[SLOT];
  // A new minute (or too many addresses at once) starts from empty: the map never grows past a minute's callers.
  if (!window || window.minute !== minute || window.used.size >= MAX_ADDRESSES) window = holder[SLOT] = { minute, used: new Map() };
  const used = window.used.get(address) ?? 0;
  if (used + n > BEACON_EVENTS_PER_MINUTE) return false;
  window.used.set(address, used + n);
  return true;
}
