"use client";

import { ShopCard } from "@/components/shops/shop-card";
import type { ShopCardData } from "@/lib/public/types";

/** The shops near the visitor, as the home page's other tabs show theirs (with each one's distance). */
export function TopRatedNearGrid({ shops }: { shops: ShopCardData[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="top-rated-near">
      {shops.map((shop) => (
        <li key={shop.id}>
          <ShopCard shop={shop} />
        </li>
      ))}
    </ul>
  );
}
