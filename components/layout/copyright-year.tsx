"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const getYear = () => new Date().getFullYear();

/**
 * The current year. Pages are rendered at build time, so the server passes the
 * build year and the browser replaces it with today's year after hydration
 * (no hydration mismatch, never stale).
 */
export function CopyrightYear({ serverYear }: { serverYear: number }) {
  const year = useSyncExternalStore(subscribe, getYear, () => serverYear);
  return <>{year}</>;
}
