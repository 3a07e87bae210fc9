"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiResponse } from "@/lib/api/envelope";
import { postForData } from "@/lib/api/post-for-data";

/** docs/product.md#business-constants: the next page is appended 1.5 s after the end of the list comes into view. */
export const APPEND_DELAY_MS = 1500;

type Paged = { page: number; hasMore: boolean };

/** GET (public lists, cacheable) or POST (a signed-in person's own list, lib/api/use-account-data.ts) for one page of a list API. */
export function pageFetcher<P>(method: "GET" | "POST" = "GET") {
  if (method === "POST") return postForData<P>;
  return async (url: string): Promise<P> => {
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    const body = (await response.json()) as ApiResponse<P>;
    if (body.status !== "success") throw new Error(body.errors.msg ?? "failed");
    return body.data;
  };
}

type State<P> = { pages: P[]; loading: boolean; failed: boolean };

/**
 * Pages after the server-rendered first one, appended by infinite scroll. Returns
 * `[sentinelRef, list]`: attach `sentinelRef` to an element after the list; while it is in view or
 * scrolled past, one page after another is fetched, each after the product's delay. `urlFor(n)` gives the API address of 1-based page n.
 * A page at a time, in order, with nothing cached between visits: the few lines SWR's infinite
 * hook did here (docs/decisions/139-public-pages-without-swr.md).
 */
export function useInfinitePages<P extends Paged>({ first, urlFor, method = "GET" }: { first: P | Paged; urlFor: (page: number) => string; method?: "GET" | "POST" }) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [{ pages, loading, failed: error }, setState] = useState<State<P>>({ pages: [], loading: false, failed: false });
  // The caller's urlFor is a new function on every render: the latest one is read when a page is asked for.
  const addressOf = useRef(urlFor);
  useEffect(() => {
    addressOf.current = urlFor;
  });
  // Bumped by reset: the answer to a request made before it is dropped.
  const generation = useRef(0);
  const busy = useRef(false);
  const hasMore = (pages.at(-1) ?? first).hasMore;
  const count = pages.length;

  const load = useCallback(() => {
    if (busy.current || !hasMore) return;
    busy.current = true;
    const mine = generation.current;
    setState((current) => ({ ...current, loading: true, failed: false }));
    pageFetcher<P>(method)(addressOf.current(first.page + count + 1)).then(
      (page) => {
        if (generation.current !== mine) return;
        busy.current = false;
        setState((current) => ({ pages: [...current.pages, page], loading: false, failed: false }));
      },
      () => {
        if (generation.current !== mine) return;
        busy.current = false;
        setState((current) => ({ ...current, loading: false, failed: true }));
      },
    );
  }, [hasMore, method, first.page, count]);

  useEffect(() => {
    const node = sentinelRef.current;
    if (!node || !hasMore || error || loading) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The end is reached when the sentinel is on screen (or within a fifth of a screen below it) or
    // already scrolled past: a fling lands on the footer, beyond the sentinel, and stays there.
    const reached = () => node.getBoundingClientRect().top < window.innerHeight * 1.2;
    const schedule = () => {
      if (timer || !reached()) return;
      timer = setTimeout(() => {
        timer = undefined;
        load();
      }, APPEND_DELAY_MS);
    };
    // Crossings of the sentinel: scrolling down onto it, or back up over it.
    const observer = new IntersectionObserver(schedule, { rootMargin: "0px 0px 20% 0px" });
    observer.observe(node);
    // And after every page: with the reader still at the end no crossing happens (the new rows go
    // in above, or the reader stays on the footer below), so the position is checked directly.
    schedule();
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [hasMore, loading, error, load]);

  // The ref travels apart from the list state: React's compiler treats an object holding a ref as a ref.
  const list = {
    pages,
    hasMore,
    loading,
    failed: error,
    /** Fetches the failed page again. */
    retry: load,
    /** For keyboard users who do not scroll: the next page now. */
    loadMore: load,
    /** Back to the server's first page only (after the list changed under us). */
    reset: () => {
      generation.current += 1;
      busy.current = false;
      setState({ pages: [], loading: false, failed: false });
    },
  };
  return [sentinelRef, list] as const;
}
