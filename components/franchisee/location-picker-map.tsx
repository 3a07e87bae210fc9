"use client";

import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { MapContainer, Marker, TileLayer, useMapEvents } from "react-leaflet";

const pin = L.divIcon({
  className: "",
  html: '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 41s14-13.3 14-25A14 14 0 0 0 2 16c0 11.7 14 25 14 25Z" fill="#e76f51" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});

function ClickToPlace({ onPick }: { onPick: (latitude: number, longitude: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** Loaded on demand (next/dynamic, ssr: false): tap the map or drag the pin to place the shop. */
export default function LocationPickerMap({ latitude, longitude, tileUrl, onPick }: { latitude: number; longitude: number; tileUrl: string; onPick: (latitude: number, longitude: number) => void }) {
  return (
    <MapContainer center={[latitude, longitude]} zoom={14} scrollWheelZoom={false} className="h-72 w-full rounded-xl" data-testid="location-picker">
      <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' />
      <ClickToPlace onPick={onPick} />
      <Marker
        position={[latitude, longitude]}
        icon={pin}
        draggable
        eventHandlers={{ dragend: (event) => { const { lat, lng } = (event.target as L.Marker).getLatLng(); onPick(lat, lng); } }}
      />
    </MapContainer>
  );
}
