"use client";

import { lazy, type ReactNode, Suspense, useState } from "react";
import type { ShopCardData } from "@/lib/public/types";

// The cards' code loads once the visitor has been located: a visitor who never asks gets none of it.
// React.lazy, not next/dynamic, whose loader costs every page that has one (docs/benchmarks.md).
const NearGrid = lazy(() => import("./top-rated-near-grid-client").then((m) => ({ default: m.TopRatedNearGrid })));

type Texts = { nearMe: string; locating: string; loading: string; near: string; noneNear: string; failed: string };
type State = { step: "idle" | "locating" | "loading" | "failed" | "none" } | { step: "near"; shops: ShopCardData[] };

/**
 * The home page's "Top rated" tab (docs/product.md#reviews): the server's cards of the best rated
 * everywhere (`children`, from the cached page) until the visitor asks for those near them; then the
 * browser's position goes to GET /api/v1/home/top_rated and the answer replaces them. Nothing runs
 * before the click, so the page's load is unchanged.
 */
export function TopRatedNear({ children, texts }: { children: ReactNode; texts: Texts }) {
  const [state, setState] = useState<State>({ step: "idle" });

  function locate() {
    if (!("geolocation" in navigator)) return setState({ step: "failed" });
    setState({ step: "locating" });
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        setState({ step: "loading" });
        try {
          const response = await fetch(`/api/v1/home/top_rated?lat=${coords.latitude.toFixed(2)}&lng=${coords.longitude.toFixed(2)}`, { headers: { Accept: "application/json" } });
          const answer = (await response.json()) as { status: string; data: { shops: ShopCardData[] } | null };
          const shops = answer.status === "success" ? answer.data!.shops : null;
          setState(shops === null ? { step: "failed" } : shops.length > 0 ? { step: "near", shops } : { step: "none" });
        } catch {
          setState({ step: "failed" });
        }
      },
      () => setState({ step: "failed" }),
      { maximumAge: 10 * 60 * 1000, timeout: 15_000 },
    );
  }

  const busy = state.step === "locating" || state.step === "loading";
  const note = { idle: null, locating: texts.locating, loading: texts.loading, near: texts.near, none: texts.noneNear, failed: texts.failed }[state.step];
  return (
    <div>
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={locate}
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-xl border border-brand-700 px-4 font-semibold text-brand-700 transition-colors hover:bg-brand-50 disabled:opacity-60"
          data-testid="top-rated-near-me"
        >
          {texts.nearMe}
        </button>
        <p role="status" className="text-sm text-stone-700">
          {note}
        </p>
      </div>
      {state.step === "near" ? (
        <Suspense fallback={children}>
          <NearGrid shops={state.shops} />
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
