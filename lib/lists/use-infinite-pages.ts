"use client";

import { useEffect, useRef } from "react";
import useSWRInfinite from "swr/infinite";
import type { ApiResponse } from "@/lib/api/envelope";
import { postForData } from "@/lib/api/use-account-data";

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

/**
 * Pages after the server-rendered first one, appended by infinite scroll (useSWRInfinite). Returns
 * `[sentinelRef, list]`: attach `sentinelRef` to an element after the list; while it is in view or
 * scrolled past, one page after another is fetched, each after the product's delay. `urlFor(n)` gives the API address of 1-based page n.
 */
export function useInfinitePages<P extends Paged>({ first, urlFor, method = "GET" }: { first: P; urlFor: (page: number) => string; method?: "GET" | "POST" }) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { data, size, setSize, isValidating, error } = useSWRInfinite(
    (index: number, previous: P | null) => {
      if (index === 0 && !first.hasMore) return null;
      if (previous && !previous.hasMore) return null;
      return urlFor(first.page + index + 1);
    },
    pageFetcher<P>(method),
    { initialSize: 0, revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const pages = data ?? [];
  const hasMore = (pages.at(-1) ?? first).hasMore;
  const loading = isValidating || (size > 0 && pages.length < size);

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
        void setSize((current) => current + 1);
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
  }, [hasMore, loading, error, setSize]);

  // The ref travels apart from the list state: React's compiler treats an object holding a ref as a ref.
  const list = {
    pages,
    hasMore,
    loading,
    failed: Boolean(error),
    /** Fetches the failed page again. */
    retry: () => void setSize(size),
    /** For keyboard users who do not scroll: the next page now. */
    loadMore: () => void setSize(size + 1),
    /** Back to the server's first page only (after the list changed under us). */
    reset: () => void setSize(0),
  };
  return [sentinelRef, list] as const;
}
