"use client";

import { useEffect, useSyncExternalStore } from "react";

/** What a component reads: the value once known (undefined before the first answer), and whether it is still awaited. */
export type SharedSnapshot<T> = { data: T | undefined; loading: boolean };

/** `version` counts writes from outside: a read begun before the latest one is not published. */
type Entry<T> = { snapshot: SharedSnapshot<T>; fetchedAt: number; version: number; inFlight: { promise: Promise<void>; version: number } | null; listeners: Set<() => void> };

type Options = {
  /** A read within this many ms of the last one is not repeated (Infinity: read once per page load). */
  dedupeMs: number;
  /** Read again when the tab comes back into view or the window regains focus. */
  onFocus?: boolean;
  /** Read again every so many ms while a component shows it and the tab is visible. */
  refreshMs?: number;
};

const NOT_READ: SharedSnapshot<never> = { data: undefined, loading: true };
const NO_KEY: SharedSnapshot<never> = { data: undefined, loading: false };

/**
 * One value read from the server and shared by every component that shows it: the signed-in viewer,
 * the unread count, the favourite ids, the towns of the city fields. The public pages used SWR for these reads only
 * (5.5 KiB gzip on every page, docs/decisions/139-public-pages-without-swr.md); this keeps what they
 * relied on — one request for all readers, no repeat within `dedupeMs`, a new read on focus, a
 * periodic refresh, a write from outside (after login or logout) — and nothing else. A failed read
 * keeps the last value.
 */
export function createSharedValue<T>(read: (key: string) => Promise<T>, options: Options) {
  const entries = new Map<string, Entry<T>>();

  function entry(key: string): Entry<T> {
    let found = entries.get(key);
    if (!found) {
      found = { snapshot: NOT_READ, fetchedAt: 0, version: 0, inFlight: null, listeners: new Set() };
      entries.set(key, found);
    }
    return found;
  }

  function publish(key: string, snapshot: SharedSnapshot<T>) {
    const target = entry(key);
    target.snapshot = snapshot;
    for (const listener of target.listeners) listener();
  }

  /** Reads the value now (joining a read under way); `force` ignores the dedupe window. */
  function revalidate(key: string, force = true): Promise<void> {
    const target = entry(key);
    if (target.inFlight && target.inFlight.version === target.version) return target.inFlight.promise;
    if (!force && target.fetchedAt > 0 && Date.now() - target.fetchedAt < options.dedupeMs) return Promise.resolve();
    target.fetchedAt = Date.now();
    const version = target.version;
    const promise = read(key)
      .then(
        (data) => {
          if (target.version === version) publish(key, { data, loading: false });
        },
        () => {
          // Not counted as a read: the next component to show it (or the next focus) tries again.
          if (target.version !== version) return;
          target.fetchedAt = 0;
          publish(key, { data: target.snapshot.data, loading: false });
        },
      )
      .finally(() => {
        if (target.inFlight?.promise === promise) target.inFlight = null;
      });
    target.inFlight = { promise, version };
    return promise;
  }

  /** Replaces the value (or maps it), then reads it again unless told not to. */
  function set(key: string, value: T | undefined | ((current: T | undefined) => T | undefined), { revalidate: again = true }: { revalidate?: boolean } = {}) {
    const target = entry(key);
    // An answer to a read begun before this write (say, "signed in" before a logout) is dropped.
    target.version += 1;
    const current = target.snapshot.data;
    publish(key, { data: typeof value === "function" ? (value as (current: T | undefined) => T | undefined)(current) : value, loading: false });
    if (again) return revalidate(key);
    return Promise.resolve();
  }

  let focusListening = false;
  function listenForFocus() {
    if (focusListening || !options.onFocus) return;
    focusListening = true;
    const onFocus = () => {
      if (document.visibilityState !== "visible") return;
      for (const [key, target] of entries) if (target.listeners.size > 0) void revalidate(key, false);
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
  }

  /** The value for `key` (null: nothing to read, e.g. no one signed in). */
  function useValue(key: string | null): SharedSnapshot<T> {
    const snapshot = useSyncExternalStore(
      (notify) => {
        if (key === null) return () => {};
        const listeners = entry(key).listeners;
        listeners.add(notify);
        return () => void listeners.delete(notify);
      },
      () => (key === null ? NO_KEY : entry(key).snapshot),
      () => (key === null ? NO_KEY : NOT_READ),
    );
    useEffect(() => {
      if (key === null) return;
      listenForFocus();
      void revalidate(key, false);
      if (!options.refreshMs) return;
      const timer = setInterval(() => {
        if (document.visibilityState === "visible") void revalidate(key);
      }, options.refreshMs);
      return () => clearInterval(timer);
    }, [key]);
    return snapshot;
  }

  /** Reads the value again from now on: a read already under way may have begun before what changed it (a login). */
  function refresh(key: string): Promise<void> {
    entry(key).version += 1;
    return revalidate(key);
  }

  return { useValue, revalidate: refresh, set };
}
