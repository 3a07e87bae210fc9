"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";

// Drawn only after "Show map" (in the browser). React.lazy, not next/dynamic, whose loader costs
// every page that has one (docs/benchmarks.md).
const LeafletMap = lazy(() => import("./leaflet-map"));

function MapPlaceholder({ busy = false }: { busy?: boolean }) {
  const t = useTranslations("Shop");
  return (
    <div className="grid h-72 place-items-center rounded-2xl bg-[linear-gradient(135deg,var(--color-brand-50),var(--color-stone-100))] text-stone-600">
      {busy ? t("mapLoading") : null}
    </div>
  );
}

/**
 * The shop's map: react-leaflet with OpenStreetMap tiles, zoom 14, loaded only when asked for so
 * the page stays light (the map's code and tiles are not part of the first load).
 */
export function ShopMap({ latitude, longitude, label, tileUrl, zoom }: { latitude: number; longitude: number; label: string; tileUrl: string; zoom: number }) {
  const t = useTranslations("Shop");
  const [show, setShow] = useState(false);
  if (show)
    return (
      <Suspense fallback={<MapPlaceholder busy />}>
        <LeafletMap latitude={latitude} longitude={longitude} label={label} tileUrl={tileUrl} zoom={zoom} />
      </Suspense>
    );
  return (
    <div className="relative">
      <MapPlaceholder />
      <button
        type="button"
        onClick={() => setShow(true)}
        className="absolute inset-0 m-auto h-12 w-fit rounded-xl bg-brand-700 px-6 font-semibold text-white shadow-lg hover:bg-brand-800"
      >
        {t("showMap")}
      </button>
    </div>
  );
}
