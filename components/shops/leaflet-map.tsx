"use client";

import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { MapContainer, Marker, Popup, TileLayer } from "react-leaflet";

// Leaflet's default marker images are resolved relative to its CSS; draw a plain SVG pin instead.
const pin = L.divIcon({
  className: "",
  html: '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 41s14-13.3 14-25A14 14 0 0 0 2 16c0 11.7 14 25 14 25Z" fill="#136257" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
  popupAnchor: [0, -36],
});

/** Loaded on demand by ShopMap (React.lazy, after "Show map"). */
export default function LeafletMap({ latitude, longitude, label, tileUrl, zoom }: { latitude: number; longitude: number; label: string; tileUrl: string; zoom: number }) {
  return (
    <MapContainer center={[latitude, longitude]} zoom={zoom} scrollWheelZoom={false} className="h-72 w-full rounded-2xl" data-testid="shop-map">
      <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' />
      <Marker position={[latitude, longitude]} icon={pin}>
        <Popup>{label}</Popup>
      </Marker>
    </MapContainer>
  );
}
