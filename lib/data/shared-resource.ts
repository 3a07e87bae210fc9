"use client";

import { useCallback, useEffect, useSyncExternalStore } from "react";

/**
 * A small shared GET cache for the few values every public page reads in the browser (who is
 * signed in, the customer's favourite ids, the town list): one request per key and page however
 * many components ask, deduplicated for a while, optionally refreshed when the tab comes back.
 * It replaces SWR there, whose 6 KiB (gzip) every page paid for the header alone (issue 3).
 */
type Entry = { data?: unknown; error?: unknown; fetchedAt: number; seq: number; inFlight?: Promise<void> };
type Fetcher<T> = (key: string) => Promise<T>;

const EMPTY: Entry = Object.freeze({ fetchedAt: 0, seq: 0 });
const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();
const fetchers = new Map<string, Fetcher<unknown>>();

const read = (key: string) => entries.get(key) ?? EMPTY;

function write(key: string, entry: Entry) {
  entries.set(key, entry);
  for (const listener of listeners.get(key) ?? []) listener();
}

/** The cached state of `key` (for tests and debugging). */
export const peekResource = (key: string): Readonly<Entry> => read(key);

/**
 * Fetches `key` unless a request is under way or the value is younger than `maxAge`; `force`
 * always fetches, and then only the latest request's answer is kept. Resolves when it is in.
 */
export function fetchResource(key: string, fetcher: Fetcher<unknown>, maxAge: number, force = false): Promise<void> | undefined {
  fetchers.set(key, fetcher);
  const current = read(key);
  if (!force && current.inFlight) return current.inFlight;
  if (!force && current.fetchedAt > 0 && Date.now() - current.fetchedAt < maxAge) return undefined;
  const seq = current.seq + 1;
  const settle = (patch: Partial<Entry>) => {
    // An older request answering after a newer one (say, /me before and after logging in) is dropped.
    if (read(key).seq !== seq) return;
    write(key, { ...read(key), ...patch, fetchedAt: Date.now(), inFlight: undefined });
  };
  const inFlight = fetcher(key).then(
    (data) => settle({ data, error: undefined }),
    (error: unknown) => settle({ error }),
  );
  write(key, { ...current, seq, inFlight });
  return inFlight;
}

export function useSharedResource<T>(key: string | null, fetcher: Fetcher<T>, { maxAge = 2_000, revalidateOnFocus = false }: { maxAge?: number; revalidateOnFocus?: boolean } = {}) {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!key) return () => {};
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
    [key],
  );
  const entry = useSyncExternalStore(subscribe, () => (key ? read(key) : EMPTY), () => EMPTY);

  useEffect(() => {
    if (!key) return;
    void fetchResource(key, fetcher, maxAge);
    if (!revalidateOnFocus) return;
    const onFocus = () => {
      if (document.visibilityState === "visible") void fetchResource(key, fetcher, maxAge);
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [key, fetcher, maxAge, revalidateOnFocus]);

  return { data: entry.data as T | undefined, error: entry.error, isLoading: key !== null && entry.data === undefined && entry.error === undefined };
}

/**
 * Changes the cached value of `key` (a value, or a function of the current one) and, unless
 * `revalidate: false`, fetches it again; resolves when that answer is in. A key no component on
 * this page has read is simply forgotten, so the next reader fetches it.
 */
export async function mutateResource<T>(key: string, update?: T | ((current: T | undefined) => T | undefined), { revalidate = true }: { revalidate?: boolean } = {}) {
  if (update !== undefined) {
    const current = read(key);
    const data = typeof update === "function" ? (update as (current: T | undefined) => T | undefined)(current.data as T | undefined) : update;
    write(key, { ...current, data, error: undefined });
  }
  if (!revalidate) return;
  const fetcher = fetchers.get(key);
  if (!fetcher) {
    entries.delete(key);
    return;
  }
  await fetchResource(key, fetcher, 0, true);
}
