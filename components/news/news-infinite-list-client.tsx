"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import useSWRInfinite from "swr/infinite";
import type { ApiResponse } from "@/lib/api/envelope";
import type { NewsListResult } from "@/lib/public/types";
import { NewsCard } from "./news-card";

async function fetchPage(url: string): Promise<NewsListResult> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  const body = (await response.json()) as ApiResponse<NewsListResult>;
  if (body.status !== "success") throw new Error(body.errors.msg ?? "failed");
  return body.data;
}

/** Further pages of the news list, appended by infinite scroll 1.5 s after the end shows (SPEC §4, §9). */
export function NewsInfiniteList({ first, category }: { first: NewsListResult; category?: string }) {
  const t = useTranslations("News");
  const sentinel = useRef<HTMLDivElement>(null);
  const qs = category ? `?category=${encodeURIComponent(category)}` : "";
  const { data, size, setSize, isValidating, error } = useSWRInfinite(
    (index: number, previous: NewsListResult | null) => {
      if (index === 0 && !first.hasMore) return null;
      if (previous && !previous.hasMore) return null;
      return `/api/v1/news/news/${first.page + index + 1}${qs}`;
    },
    fetchPage,
    { initialSize: 0, revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const pages = data ?? [];
  const hasMore = (pages.at(-1) ?? first).hasMore;
  const loading = isValidating || (size > 0 && pages.length < size);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || error) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !timer && !loading) {
        timer = setTimeout(() => {
          timer = undefined;
          void setSize((s) => s + 1);
        }, 1500);
      }
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [hasMore, loading, error, setSize]);

  const more = pages.flatMap((p) => p.news);
  return (
    <>
      {more.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {more.map((article) => (
            <li key={article.id}>
              <NewsCard article={article} />
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={sentinel} className="mt-8 flex min-h-16 flex-col items-center justify-center gap-3" aria-live="polite">
        {error ? (
          <>
            <p className="text-red-700">{t("loadFailed")}</p>
            <button type="button" onClick={() => void setSize(size)} className="min-h-11 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700">
              {t("loadMore")}
            </button>
          </>
        ) : hasMore ? (
          <p className="flex items-center gap-2 text-stone-600">
            <span className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden="true" />
            {t("loading")}
          </p>
        ) : first.count > 0 ? (
          <p className="rounded-full bg-brand-50 px-5 py-2 font-semibold text-brand-800">{t("endMessage")}</p>
        ) : null}
      </div>
    </>
  );
}
