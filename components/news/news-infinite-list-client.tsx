"use client";

import { useTranslations } from "next-intl";
import { InfiniteListFooter } from "@/components/lists/infinite-list-footer";
import { useInfinitePages } from "@/lib/lists/use-infinite-pages";
import type { NewsListResult } from "@/lib/public/types";
import { NewsCard } from "./news-card";

/** Further pages of the news list, appended by infinite scroll 1.5 s after the end shows (docs/product.md#states-and-transitions, #business-constants). */
export function NewsInfiniteList({ first, category }: { first: NewsListResult; category?: string }) {
  const t = useTranslations("News");
  const qs = category ? `?category=${encodeURIComponent(category)}` : "";
  const [sentinelRef, list] = useInfinitePages({ first, urlFor: (page) => `/api/v1/news/news/${page}${qs}` });
  const more = list.pages.flatMap((page) => page.news);
  return (
    <>
      {more.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {more.map((article) => (
            <li key={article.id}>
              <NewsCard article={article} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : null}
      <InfiniteListFooter sentinelRef={sentinelRef} list={list} showEnd={first.count > 0} texts={{ loadFailed: t("loadFailed"), retry: t("loadMore"), loading: t("loading"), end: t("endMessage") }} />
    </>
  );
}
