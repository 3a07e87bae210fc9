"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiResponse } from "@/lib/api/envelope";

/** SPEC §9: the next page is appended 1.5 s after the end of the list comes into view. */
export const APPEND_DELAY_MS = 1500;

type Paged = { page: number; hasMore: boolean };

/** GET (public lists, cacheable) or POST (a signed-in person's own list) for one page of a list API. */
export function pageFetcher<P>(method: "GET" | "POST" = "GET") {
  return async (url: string): Promise<P> => {
    const init: RequestInit =
      method === "GET"
        ? { headers: { Accept: "application/json" } }
        : { method: "POST", credentials: "same-origin", headers: { Accept: "application/json", "Content-Type": "application/json" }, body: "{}" };
    const response = await fetch(url, init);
    const body = (await response.json()) as ApiResponse<P>;
    if (body.status !== "success") throw new Error(body.errors.msg ?? "failed");
    return body.data;
  };
}

type ListState<P> = { key: string; pages: P[]; loading: boolean; error: unknown };

/**
 * Pages appended per list (keyed by the list's second-page address) for this browser tab, so that
 * coming back to a list shows what had been appended, as SWR's cache did.
 */
const appended = new Map<string, unknown[]>();

/**
 * Pages after the server-rendered first one, appended by infinite scroll. Returns
 * `[sentinelRef, list]`: attach `sentinelRef` to an element after the list; when it comes into view the next page is fetched after
 * SPEC's delay. `urlFor(n)` gives the API address of 1-based page n. (Plain state, not
 * useSWRInfinite: SWR was 7 KiB of the listing's JavaScript, issue 3.)
 */
export function useInfinitePages<P extends Paged>({ first, urlFor, method = "GET" }: { first: P; urlFor: (page: number) => string; method?: "GET" | "POST" }) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const key = urlFor(first.page + 1);
  const initial = (): ListState<P> => ({ key, pages: (appended.get(key) as P[] | undefined) ?? [], loading: false, error: undefined });
  const [stored, setState] = useState<ListState<P>>(initial);
  // Another list (filters changed): start again from the server's first page.
  const state = stored.key === key ? stored : initial();
  if (state !== stored) setState(state);
  const { pages, loading, error } = state;
  const hasMore = (pages.at(-1) ?? first).hasMore;

  const urlForRef = useRef(urlFor);
  useEffect(() => {
    urlForRef.current = urlFor;
  });
  const busy = useRef(false);
  const load = useCallback(
    (count: number) => {
      const last = count === 0 ? first : (pages[count - 1] ?? first);
      if (busy.current || !last.hasMore) return;
      busy.current = true;
      setState((s) => (s.key === key ? { ...s, loading: true, error: undefined } : s));
      pageFetcher<P>(method)(urlForRef.current(first.page + count + 1)).then(
        (page) => {
          busy.current = false;
          setState((s) => {
            // A late answer for a list that changed, or for a page already there, is dropped.
            if (s.key !== key || s.pages.length !== count) return s;
            const next = [...s.pages, page];
            appended.set(key, next);
            return { ...s, pages: next, loading: false };
          });
        },
        (failure: unknown) => {
          busy.current = false;
          setState((s) => (s.key === key ? { ...s, loading: false, error: failure } : s));
        },
      );
    },
    [first, pages, key, method],
  );

  useEffect(() => {
    const node = sentinelRef.current;
    if (!node || !hasMore || error) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !timer && !loading) {
          timer = setTimeout(() => {
            timer = undefined;
            load(pages.length);
          }, APPEND_DELAY_MS);
        }
      },
      { rootMargin: "0px 0px 20% 0px" },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [hasMore, loading, error, load, pages.length]);

  // The ref travels apart from the list state: React's compiler treats an object holding a ref as a ref.
  const list = {
    pages,
    hasMore,
    loading,
    failed: Boolean(error),
    /** Fetches the failed page again. */
    retry: () => load(pages.length),
    /** For keyboard users who do not scroll: the next page now. */
    loadMore: () => load(pages.length),
    /** Back to the server's first page only (after the list changed under us). */
    reset: () => {
      appended.delete(key);
      setState({ key, pages: [], loading: false, error: undefined });
    },
  };
  return [sentinelRef, list] as const;
}
