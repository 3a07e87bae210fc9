"use client";

import type { NewsCardData } from "@/lib/public/types";
import { NewsCard } from "./news-card";

/**
 * The news list's cards after its first page (NewsInfiniteList). A module of its own, loaded when the
 * second page is asked for: the first page's cards are the server's, so a reader who never scrolls
 * to the end loads no card code (docs/benchmarks.md).
 */
export default function MoreNews({ news }: { news: NewsCardData[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {news.map((article) => (
        <li key={article.id}>
          <NewsCard article={article} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
