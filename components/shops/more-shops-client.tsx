"use client";

import type { ShopCardData } from "@/lib/public/types";
import { ShopCard } from "./shop-card";

/**
 * The listing's cards after its first page (ShopInfiniteList). A module of its own, loaded when the
 * second page is asked for: the first page's cards are the server's, so a visitor who never scrolls
 * to the end loads no card code (docs/benchmarks.md).
 */
export default function MoreShops({ shops }: { shops: ShopCardData[] }) {
  return (
    <ul className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {shops.map((shop) => (
        <li key={shop.id}>
          <ShopCard shop={shop} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
