"use client";

import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from "react";

export type MapLabels = { view: string; list: string; map: string; loading: string; searchArea: string; capped: string; explore: string };

// The map's code (Leaflet, react-leaflet, supercluster) is fetched when the map is first shown, never
// with the list. React.lazy rather than next/dynamic: the listing had no next/dynamic, whose loader
// added 2 KiB to its first load (docs/benchmarks.md).
const ShopsMap = lazy(() => import("./shops-map"));
const noSubscription = () => () => {};

function MapLoading() {
  return <div className="mt-4 h-[70vh] min-h-80 animate-pulse rounded-2xl bg-[linear-gradient(135deg,var(--color-brand-50),var(--color-stone-100))]" />;
}

/**
 * The listing's List / Map switch (docs/product.md#screens-and-routes). The list is the server's; the
 * map is drawn in the browser over the same filters (`GET /api/v1/shops/map`). The choice is kept in
 * the address (`view=map`) without a new request, so a shared link opens the same view.
 */
export function ListMapSwitch({ labels, queryString, initialView, tileUrl, children }: { labels: MapLabels; queryString: string; initialView: "list" | "map"; tileUrl: string; children: ReactNode }) {
  const [view, setView] = useState(initialView);
  // Leaflet needs a window: the map is drawn only in the browser, after hydration.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  function choose(next: "list" | "map") {
    setView(next);
    const url = new URL(window.location.href);
    if (next === "map") url.searchParams.set("view", "map");
    else url.searchParams.delete("view");
    window.history.replaceState(window.history.state, "", url);
  }
  const button = "min-h-11 px-4 text-sm font-semibold first:rounded-l-xl last:rounded-r-xl aria-pressed:bg-brand-700 aria-pressed:text-white";
  return (
    <>
      <div role="group" aria-label={labels.view} className="mt-4 inline-flex rounded-xl border border-stone-300 bg-white shadow-sm">
        <button type="button" aria-pressed={view === "list"} onClick={() => choose("list")} className={button}>
          {labels.list}
        </button>
        <button type="button" aria-pressed={view === "map"} onClick={() => choose("map")} className={button} data-testid="show-map">
          {labels.map}
        </button>
      </div>
      {view === "map" && inBrowser ? (
        <Suspense fallback={<MapLoading />}>
          <ShopsMap labels={labels} queryString={queryString} tileUrl={tileUrl} />
        </Suspense>
      ) : view === "map" ? (
        <MapLoading />
      ) : null}
      <div hidden={view === "map"}>{children}</div>
    </>
  );
}
