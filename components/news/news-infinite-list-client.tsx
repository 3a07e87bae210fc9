"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect } from "react";
import { InfiniteListFooter } from "@/components/lists/infinite-list-footer";
import { useInfinitePages } from "@/lib/lists/use-infinite-pages";
import type { NewsListResult } from "@/lib/public/types";

// The cards' code is fetched with the second page (its request starts it), not with the list.
const loadMoreNews = () => import("./more-news-client");
const MoreNews = lazy(loadMoreNews);

/** Further pages of the news list, appended by infinite scroll 1.5 s after the end shows (docs/product.md#states-and-transitions, #business-constants). */
export function NewsInfiniteList({ first, category }: { first: NewsListResult; category?: string }) {
  const t = useTranslations("News");
  const qs = category ? `?category=${encodeURIComponent(category)}` : "";
  const [sentinelRef, list] = useInfinitePages({ first, urlFor: (page) => `/api/v1/news/news/${page}${qs}` });
  const more = list.pages.flatMap((page) => page.news);
  useEffect(() => {
    if (list.loading) void loadMoreNews();
  }, [list.loading]);
  return (
    <>
      {more.length > 0 ? (
        <Suspense fallback={null}>
          <MoreNews news={more} />
        </Suspense>
      ) : null}
      <InfiniteListFooter sentinelRef={sentinelRef} list={list} showEnd={first.count > 0} texts={{ loadFailed: t("loadFailed"), retry: t("loadMore"), loading: t("loading"), end: t("endMessage") }} />
    </>
  );
}
