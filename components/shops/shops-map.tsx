"use client";

import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useLocale } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from "react-leaflet";
import Supercluster, { type PointFeature } from "supercluster";
import { Link, useRouter } from "@/i18n/navigation";
import { localizedName, localizedNameLang } from "@/lib/localized";
import { shopPath, type ShopPosition, type ShopPositions } from "@/lib/public/types";
import type { MapLabels } from "./list-map-switch-client";

const NAGPUR: [number, number] = [21.1458, 79.0882];
const pin = L.divIcon({
  className: "",
  html: '<svg width="28" height="38" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 41s14-13.3 14-25A14 14 0 0 0 2 16c0 11.7 14 25 14 25Z" fill="#136257" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5" fill="#fff"/></svg>',
  iconSize: [28, 38],
  iconAnchor: [14, 37],
  popupAnchor: [0, -32],
});
const clusterIcons = new Map<number, L.DivIcon>();
function clusterIcon(count: number): L.DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const size = count < 10 ? 36 : count < 100 ? 44 : 52;
    icon = L.divIcon({
      className: "",
      html: `<div data-testid="map-cluster" style="width:${size}px;height:${size}px" class="grid place-items-center rounded-full border-4 border-white bg-accent-700 text-sm font-bold text-white shadow-lg">${count}</div>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}

type Feature = PointFeature<{ shop: ShopPosition }>;
const bboxOf = (map: L.Map) => {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map((n) => n.toFixed(5)).join(",");
};

/** Fetches the filtered shops in view after each move, clusters them (supercluster) and offers "Search this area". */
function ClusteredShops({ labels, queryString }: { labels: MapLabels; queryString: string }) {
  const map = useMap();
  const router = useRouter();
  const locale = useLocale();
  const [data, setData] = useState<ShopPositions>({ positions: [], capped: false });
  const [view, setView] = useState({ bbox: bboxOf(map), zoom: map.getZoom() });
  const [moved, setMoved] = useState(false);
  const fitted = useRef(false);

  useMapEvents({
    moveend: () => {
      setView({ bbox: bboxOf(map), zoom: map.getZoom() });
      if (fitted.current) setMoved(true);
    },
  });

  useEffect(() => {
    const controller = new AbortController();
    const params = new URLSearchParams(queryString);
    params.set("bbox", view.bbox);
    fetch(`/api/v1/shops/map?${params}`, { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { data?: ShopPositions } | null) => {
        if (!body?.data) return;
        setData(body.data);
        // The first answer frames the shops found, once.
        if (!fitted.current) {
          fitted.current = true;
          if (body.data.positions.length > 0 && !new URLSearchParams(queryString).has("bbox")) {
            map.fitBounds(L.latLngBounds(body.data.positions.map((p) => [p.lat, p.lng])), { padding: [32, 32], maxZoom: 15 });
          }
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [view.bbox, queryString, map]);

  const index = useMemo(() => {
    const cluster = new Supercluster<{ shop: ShopPosition }>({ radius: 60, maxZoom: 17 });
    cluster.load(data.positions.map((shop): Feature => ({ type: "Feature", properties: { shop }, geometry: { type: "Point", coordinates: [shop.lng, shop.lat] } })));
    return cluster;
  }, [data]);
  const [west, south, east, north] = view.bbox.split(",").map(Number) as [number, number, number, number];
  const clusters = index.getClusters([west, south, east, north], Math.round(view.zoom));

  const searchArea = useCallback(() => {
    const params = new URLSearchParams(queryString);
    params.delete("page");
    params.set("bbox", bboxOf(map));
    params.set("view", "map");
    setMoved(false);
    router.push(`/shops?${params}`);
  }, [map, queryString, router]);

  return (
    <>
      {moved ? (
        <div className="leaflet-top leaflet-right" style={{ left: 0, right: 0, display: "flex", justifyContent: "center" }}>
          <button type="button" onClick={searchArea} className="leaflet-control mt-3 min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-lg hover:bg-brand-800" style={{ pointerEvents: "auto" }}>
            {labels.searchArea}
          </button>
        </div>
      ) : null}
      {data.capped ? (
        <div className="leaflet-bottom leaflet-left">
          <p className="leaflet-control rounded-lg bg-white/95 px-3 py-1.5 text-sm text-stone-800 shadow">{labels.capped}</p>
        </div>
      ) : null}
      {clusters.map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; shop?: ShopPosition };
        if (props.cluster) {
          return (
            <Marker
              key={`c${props.cluster_id}`}
              position={[lat, lng]}
              icon={clusterIcon(props.point_count ?? 0)}
              eventHandlers={{ click: () => map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id!), 18)) }}
            />
          );
        }
        const shop = props.shop!;
        const names = { name: shop.name, nameMr: shop.nameMr, nameHi: shop.nameHi };
        return (
          <Marker key={shop.id} position={[lat, lng]} icon={pin} title={localizedName(names, locale)}>
            <Popup>
              <div data-testid="map-shop-card" className="grid gap-1">
                <span className="text-xs font-semibold text-brand-600 uppercase">{localizedName({ name: shop.category, nameMr: shop.categoryMr, nameHi: shop.categoryHi }, locale)}</span>
                <strong lang={localizedNameLang(names, locale)} className="text-base text-stone-900">
                  {localizedName(names, locale)}
                </strong>
                <Link href={shopPath(shop)} className="font-semibold text-brand-700">
                  {labels.explore} →
                </Link>
              </div>
            </Popup>
          </Marker>
        );
      })}
    </>
  );
}

/** The listing's map (loaded on demand by ListMapSwitch): OpenStreetMap tiles, clustered markers, a marker opens the shop's card. */
export default function ShopsMap({ labels, queryString, tileUrl }: { labels: MapLabels; queryString: string; tileUrl: string }) {
  const area = new URLSearchParams(queryString).get("bbox")?.split(",").map(Number);
  const bounds = area && area.length === 4 ? L.latLngBounds([area[1]!, area[0]!], [area[3]!, area[2]!]) : undefined;
  return (
    <div data-testid="shops-map" className="mt-4">
      <MapContainer {...(bounds ? { bounds } : { center: NAGPUR, zoom: 11 })} scrollWheelZoom className="z-0 h-[70vh] min-h-80 w-full rounded-2xl">
        <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' />
        <ClusteredShops labels={labels} queryString={queryString} />
      </MapContainer>
    </div>
  );
}
