"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import useSWRInfinite from "swr/infinite";
import type { ApiResponse } from "@/lib/api/envelope";
import type { ShopCardData, ShopListResult } from "@/lib/public/types";
import { ShopCard } from "./shop-card";

/** SPEC §9: the next page is appended 1.5 s after the end of the list comes into view. */
const APPEND_DELAY_MS = 1500;

async function fetchPage(url: string): Promise<ShopListResult> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  const body = (await response.json()) as ApiResponse<ShopListResult>;
  if (body.status !== "success") throw new Error(body.errors.msg ?? "failed");
  return body.data;
}

/**
 * Pages 2, 3, ... of the shop listing, appended by infinite scroll (useSWRInfinite). Page 1 is
 * rendered on the server. Ends with 'Yay! You have seen it all' once every shop is shown.
 */
export function ShopInfiniteList({ first, queryString }: { first: ShopListResult; queryString: string }) {
  const t = useTranslations("Shops");
  const sentinel = useRef<HTMLDivElement>(null);
  const { data, size, setSize, isValidating, error } = useSWRInfinite(
    (index: number, previous: ShopListResult | null) => {
      if (index === 0 && !first.hasMore) return null;
      if (previous && !previous.hasMore) return null;
      return `/api/v1/shops/category_shop/${first.page + index + 1}${queryString ? `?${queryString}` : ""}`;
    },
    fetchPage,
    { initialSize: 0, revalidateFirstPage: false, revalidateOnFocus: false },
  );

  const pages = data ?? [];
  const last = pages.at(-1) ?? first;
  const hasMore = last.hasMore;
  const loading = isValidating || (size > 0 && pages.length < size);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || error) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !timer && !loading) {
          timer = setTimeout(() => {
            timer = undefined;
            void setSize((current) => current + 1);
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
  }, [hasMore, loading, error, setSize]);

  const more: ShopCardData[] = pages.flatMap((page) => page.shops);
  const shown = first.shops.length + more.length;

  return (
    <>
      {more.length > 0 ? (
        <ul className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {more.map((shop) => (
            <li key={shop.id}>
              <ShopCard shop={shop} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={sentinel} className="mt-8 flex min-h-16 flex-col items-center justify-center gap-3 text-center" aria-live="polite">
        {error ? (
          <>
            <p className="text-red-700">{t("loadFailed")}</p>
            <button type="button" onClick={() => void setSize(size)} className="min-h-11 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700">
              {t("loadMore")}
            </button>
          </>
        ) : hasMore ? (
          <>
            <p className="flex items-center gap-2 text-stone-600">
              <span className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden="true" />
              {t("loadingMore")}
            </p>
            <button type="button" disabled={loading} onClick={() => void setSize(size + 1)} className="sr-only focus:not-sr-only focus:min-h-11 focus:rounded-lg focus:border focus:px-4">
              {t("loadMore")}
            </button>
          </>
        ) : shown > 0 ? (
          <p className="rounded-full bg-brand-50 px-5 py-2 font-semibold text-brand-800">{t("endMessage")}</p>
        ) : null}
      </div>
    </>
  );
}
