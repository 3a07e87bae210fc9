"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast/toast";
import { useRouter } from "@/i18n/navigation";
import { CityCombobox } from "./city-combobox";
import { NEAR_RADII_KM } from "@/lib/public/near-radii";

export type ShopFilterValues = {
  search: string;
  pincode: string;
  city: string;
  sort: string;
  category: string;
  /** Only shops rated 4 stars or more (`min_rating=4`). */
  fourStarsUp: boolean;
  /** Only shops open at this minute (`open_now=1`). */
  openNow: boolean;
  /** "Near me" within this many km (`radius_km`); "" for any distance. */
  radiusKm: string;
  near: boolean;
  coords?: { lat: number; lng: number };
};

/**
 * The form's words, worked out by the server (ShopFilters in ./shop-filters.tsx): sent as props
 * they are the few the form shows, where the catalog's namespaces were the listing's whole text
 * (docs/benchmarks.md). `filtersButton` already counts the active filters; `withinKm` follows
 * NEAR_RADII_KM.
 */
export type ShopFilterWords = Record<
  | "search"
  | "searchPlaceholder"
  | "pincode"
  | "pincodePlaceholder"
  | "city"
  | "searchByCity"
  | "clearCity"
  | "noCity"
  | "sort"
  | "sortLatest"
  | "sortName"
  | "sortRating"
  | "sortNearest"
  | "openNow"
  | "fourStarsUp"
  | "apply"
  | "nearMe"
  | "locating"
  | "locationDenied"
  | "radius"
  | "anyDistance"
  | "clear"
  | "filters"
  | "filtersButton",
  string
> & { withinKm: string[] };

/** A town page's path and the town and category it fixes ("" for none; docs/decisions/137-town-pages.md). */
export type ListingLanding = { pathname: string; city: string; category: string };

/**
 * The listing's filters (docs/product.md#screens-and-routes: pincode search, city select, sort; plus text search and near
 * me). They live in the query string (docs/product.md#urls-and-redirects), so a search can be shared.
 * On a town page, choices that keep its town and category stay on it; others go to /shops.
 */
export function ShopFiltersForm({
  initial,
  cityName,
  errors,
  landing,
  words: w,
}: {
  initial: ShopFilterValues;
  cityName?: string;
  errors: Record<string, string>;
  landing?: ListingLanding;
  words: ShopFilterWords;
}) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [locating, setLocating] = useState(false);
  // Phones: the form is folded behind a "Filters" button (the active ones show as chips above the list);
  // a field with an error opens it.
  const [unfolded, setUnfolded] = useState(Object.keys(errors).length > 0);

  function go(next: ShopFilterValues, located?: { lat: number; lng: number }) {
    // Applying other filters keeps "near me" unless another order was chosen instead.
    const coords = located ?? (next.sort === "nearest" ? initial.coords : undefined);
    const query: Record<string, string> = {};
    if (next.search.trim()) query.search = next.search.trim();
    if (next.category) query.category = next.category;
    if (next.city) query.city = next.city;
    if (next.pincode.trim()) query.pincode = next.pincode.trim();
    if (coords) {
      query.lat = coords.lat.toFixed(4);
      query.lng = coords.lng.toFixed(4);
      query.sort = "nearest";
      if (next.radiusKm) query.radius_km = next.radiusKm;
    } else if (next.sort === "name" || next.sort === "rating") {
      query.sort = next.sort;
    }
    if (next.fourStarsUp) query.min_rating = "4";
    if (next.openNow) query.open_now = "1";
    if (landing && (query.city ?? "") === landing.city && (query.category ?? "") === landing.category) {
      delete query.city;
      delete query.category;
      router.push({ pathname: landing.pathname, query });
      return;
    }
    router.push({ pathname: "/shops", query });
  }

  /** A choice that applies at once: shown as made while the listing it asks for loads. */
  function apply(next: ShopFilterValues) {
    setValues(next);
    go(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(values);
  }

  function nearMe() {
    if (!("geolocation" in navigator)) {
      toast.error(w.locationDenied);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        go(values, { lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        toast.error(w.locationDenied);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  const field =
    "h-12 w-full rounded-xl border border-stone-300 bg-white px-4 text-stone-900 placeholder:text-stone-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none";
  const label = "mb-1 block text-sm font-medium text-stone-700";
  return (
    <>
      <button
        type="button"
        aria-expanded={unfolded}
        aria-controls="shop-filters"
        onClick={() => setUnfolded(!unfolded)}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 shadow-sm lg:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {w.filtersButton}
      </button>
      <form
        id="shop-filters"
        onSubmit={onSubmit}
        noValidate
        aria-label={w.filters}
        className={`${unfolded ? "mt-3 grid" : "hidden"} gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:mt-0 lg:grid lg:grid-cols-[1.5fr_1fr_1.2fr_1fr]`}
      >
        <div>
          <label htmlFor="shops-search" className={label}>
            {w.search}
          </label>
          <input id="shops-search" type="search" value={values.search} placeholder={w.searchPlaceholder} onChange={(e) => setValues({ ...values, search: e.target.value })} className={field} />
          {errors.search ? <p className="mt-1 text-sm text-red-700">{errors.search}</p> : null}
        </div>
        <div>
          <label htmlFor="shops-pincode" className={label}>
            {w.pincode}
          </label>
          <input
            id="shops-pincode"
            inputMode="numeric"
            maxLength={6}
            value={values.pincode}
            placeholder={w.pincodePlaceholder}
            onChange={(e) => setValues({ ...values, pincode: e.target.value })}
            aria-invalid={errors.pincode ? true : undefined}
            aria-describedby={errors.pincode ? "shops-pincode-error" : undefined}
            className={field}
          />
          {errors.pincode ? (
            <p id="shops-pincode-error" className="mt-1 text-sm text-red-700">
              {errors.pincode}
            </p>
          ) : null}
        </div>
        <CityCombobox
          selectedName={cityName}
          value={values.city}
          onChange={(city) => setValues((v) => ({ ...v, city }))}
          label={w.city}
          placeholder={w.searchByCity}
          clearLabel={w.clearCity}
          emptyLabel={w.noCity}
          showLabel
        />
        <div>
          <label htmlFor="shops-sort" className={label}>
            {w.sort}
          </label>
          {/* A new order applies at once: there is nothing else to fill in for it. */}
          <select id="shops-sort" value={values.sort} onChange={(e) => apply({ ...values, sort: e.target.value })} className={field}>
            <option value="latest">{w.sortLatest}</option>
            <option value="name">{w.sortName}</option>
            <option value="rating">{w.sortRating}</option>
            {initial.near ? <option value="nearest">{w.sortNearest}</option> : null}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4">
          {/* Like the order, it applies at once. */}
          <label className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-4 text-sm font-medium text-stone-700 has-[:checked]:border-accent-500 has-[:checked]:bg-accent-50">
            <input type="checkbox" checked={values.openNow} onChange={(e) => apply({ ...values, openNow: e.target.checked })} className="size-4 accent-accent-600" />
            {w.openNow}
          </label>
          <label className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-4 text-sm font-medium text-stone-700 has-[:checked]:border-accent-500 has-[:checked]:bg-accent-50">
            <input type="checkbox" checked={values.fourStarsUp} onChange={(e) => apply({ ...values, fourStarsUp: e.target.checked })} className="size-4 accent-accent-600" />
            {w.fourStarsUp}
          </label>
          <button type="submit" className="min-h-11 rounded-xl bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
            {w.apply}
          </button>
          <button
            type="button"
            onClick={nearMe}
            disabled={locating}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="12" cy="12" r="3" />
              <path d="M12 2v3m0 14v3M2 12h3m14 0h3" />
              <circle cx="12" cy="12" r="7" />
            </svg>
            {locating ? w.locating : w.nearMe}
          </button>
          {initial.near ? (
            <>
              <label htmlFor="shops-radius" className="sr-only">
                {w.radius}
              </label>
              {/* Applies at once, like the order. */}
              <select id="shops-radius" value={values.radiusKm} onChange={(e) => apply({ ...values, radiusKm: e.target.value })} className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm font-medium text-stone-700">
                <option value="">{w.anyDistance}</option>
                {NEAR_RADII_KM.map((km, index) => (
                  <option key={km} value={String(km)}>
                    {w.withinKm[index]}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <button
            type="button"
            onClick={() => router.push("/shops")}
            className="min-h-11 rounded-xl px-4 font-medium text-stone-700 underline-offset-4 hover:underline"
          >
            {w.clear}
          </button>
        </div>
      </form>
    </>
  );
}
