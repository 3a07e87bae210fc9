import type { CSSProperties } from "react";

/**
 * Five stars filled to a rating (4.3 fills four and a third), for cards, the shop's summary and each
 * review: one element drawn by CSS (`rating-stars` in app/globals.css); `className` sizes one star
 * (`size-4`, `size-5`). Decoration only: the caller says the rating in words for screen readers. No
 * hooks, so server and client components both use it.
 */
export function RatingStars({ rating, className = "size-4" }: { rating: number; className?: string }) {
  return <span aria-hidden="true" className={`rating-stars ${className}`} style={{ "--rating": Math.max(0, Math.min(5, rating)) } as CSSProperties} />;
}

export function StarShape({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5z" />
    </svg>
  );
}

/** "4.3": one decimal always, Latin digits in every language. */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}
