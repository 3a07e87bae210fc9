"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { sendShopImpressions } from "@/lib/insights/shop-event-script";
import { InfiniteListFooter } from "@/components/lists/infinite-list-footer";
import { useInfinitePages } from "@/lib/lists/use-infinite-pages";
import type { ShopListResult } from "@/lib/public/types";
import { ShopCard } from "./shop-card";

/**
 * Pages 2, 3, ... of the shop listing, appended by infinite scroll. Page 1 is rendered on the
 * server. Ends with 'Yay! You have seen it all' once every shop is shown.
 */
export function ShopInfiniteList({ first, queryString }: { first: ShopListResult; queryString: string }) {
  const t = useTranslations("Shops");
  const [sentinelRef, list] = useInfinitePages({ first, urlFor: (page) => `/api/v1/shops/category_shop/${page}${queryString ? `?${queryString}` : ""}` });
  const more = list.pages.flatMap((page) => page.shops);
  // Each page of results counts as an impression for its shops, once, when a browser shows it
  // (docs/decisions/135-shop-insights.md).
  useEffect(() => sendShopImpressions(first.shops.map((shop) => shop.id)), [first]);
  const lastPage = list.pages.at(-1);
  useEffect(() => {
    if (lastPage) sendShopImpressions(lastPage.shops.map((shop) => shop.id));
  }, [lastPage]);
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
      <InfiniteListFooter
        sentinelRef={sentinelRef}
        list={list}
        showEnd={first.shops.length + more.length > 0}
        texts={{ loadFailed: t("loadFailed"), retry: t("loadMore"), loading: t("loadingMore"), end: t("endMessage"), loadMore: t("loadMore") }}
      />
    </>
  );
}
