import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { localizedName } from "@/lib/localized";
import { ShopCard } from "@/components/shops/shop-card";
import { ShopFilters } from "@/components/shops/shop-filters";
import { ShopInfiniteList } from "@/components/shops/shop-infinite-list-client";
import { Link } from "@/i18n/navigation";
import { countArgs, formatCount } from "@/lib/format";
import { parseShopQueryLeniently, type ShopListQuery } from "@/lib/validation/public";
import { townPath } from "@/lib/public/types";
import { categoriesForMenus, citiesForSelect } from "@/server/public/cached";
import { listShops } from "@/server/shops/list-shops";
import type { TownPage } from "@/server/shops/get-town-page";
import { ClientMessages } from "@/components/layout/client-messages";
import { ActiveFilterChips, type FilterChip } from "@/components/shops/active-filter-chips";
import { ListMapSwitch } from "@/components/shops/list-map-switch-client";
import { mapTileUrl } from "@/lib/site";

type ShopsT = Awaited<ReturnType<typeof getTranslations<"Shops">>>;

/** The listing's heading names its category and town, in the page's language (also the town pages' title). */
export function listingHeading(t: ShopsT, names: { category?: string; city?: string }): string {
  if (names.category && names.city) return t("metaTitleBoth", { category: names.category, city: names.city });
  if (names.category) return names.category;
  if (names.city) return t("metaTitleCity", { city: names.city });
  return t("heading");
}

/** Text searches, pincodes, near-me lists, open now and map areas are for people, not for the index. */
export function isUnindexedQuery(query: ShopListQuery): boolean {
  return Boolean(query.search || query.pincode || query.lat !== undefined || query.open_now || query.min_rating || query.bbox);
}

/**
 * The listing's query from a page's search parameters; on a town page its town and category come
 * from the path, whatever the query says.
 */
export function listingQuery(raw: Record<string, string>, town?: TownPage): { query: ShopListQuery; errors: Record<string, string> } {
  if (!town) return parseShopQueryLeniently(raw);
  const parsed = parseShopQueryLeniently(Object.fromEntries(Object.entries(raw).filter(([key]) => key !== "city" && key !== "category")));
  return { ...parsed, query: { ...parsed.query, city: town.town.slug, category: town.category?.slug } };
}

// One class (app/globals.css) for the sidebar's links: its 300-character list, repeated on each of
// them, was 10 kB of every listing's HTML and RSC payload (docs/benchmarks.md).
const sideLink = "listing-side-link";

/**
 * The shop listing (docs/product.md#screens-and-routes): category sidebar, filters, first page on the
 * server, infinite scroll, list / map. Rendered by /shops and by the town pages
 * (docs/decisions/137-town-pages.md), which pass their town: the sidebar then lists the town's
 * categories with shops and links to their town pages, filters that keep the town and category stay
 * on the town page, and `before` / `after` hold the breadcrumbs and the neighbouring towns.
 */
export async function ShopListing({ raw, town, before, after }: { raw: Record<string, string>; town?: TownPage; before?: ReactNode; after?: ReactNode }) {
  const t = await getTranslations("Shops");
  const card = await getTranslations("ShopCard");
  const locale = await getLocale();
  const { query, errors } = listingQuery(raw, town);
  // The cached category list resolves the category filter and the search's category matches, which
  // spares listShops a statement each (an empty list means the database could not be read: let
  // listShops ask it).
  const [categories, cities] = await Promise.all([categoriesForMenus(), citiesForSelect()]);
  // "Name" orders by the name this page shows, whatever language a shared link was made in.
  const listQuery = { ...query, lang: query.sort === "name" ? (locale as "en" | "mr" | "hi") : undefined };
  const now = new Date();
  const renderedAt = now.getTime();
  const first = await listShops({ query: { ...listQuery, page: 1 }, categories: categories.length > 0 ? categories : undefined, now });

  const near = query.lat !== undefined && query.lng !== undefined;
  const apiQuery = new URLSearchParams();
  for (const key of ["search", "category", "city", "pincode", "sort", "min_rating", "open_now", "radius_km", "lang", "lat", "lng", "bbox"] as const) {
    const value = listQuery[key];
    // The map area goes on as the visitor's own "west,south,east,north".
    if (value !== undefined) apiQuery.set(key, key === "bbox" ? raw.bbox! : value === true ? "1" : String(value));
  }
  // A town page's own path and the query its links keep (the town and category are in the path).
  const pathname = town ? townPath(town.town.slug, town.category?.slug) : "/shops";
  const fixed = town ? ["city", "category"] : [];
  const keep = (category?: string) => {
    const q: Record<string, string> = {};
    for (const [key, value] of apiQuery) if (key !== "category" && !fixed.includes(key)) q[key] = value;
    if (category && !town) q.category = category;
    return q;
  };
  const currentCategory = categories.find((c) => c.slug === query.category);
  const currentCity = cities.find((c) => c.slug === query.city);
  // Each active filter as a chip whose link is this listing without it (phones see these instead of the folded form).
  const without = (...keys: string[]) => {
    const q: Record<string, string> = {};
    for (const [key, value] of apiQuery) if (!keys.includes(key) && key !== "lang" && !fixed.includes(key)) q[key] = value;
    if (keys.includes("lat") && q.sort === "nearest") delete q.sort;
    return q;
  };
  const chips: FilterChip[] = [
    query.search ? { key: "search", label: t("searchChip", { text: query.search }), href: without("search") } : null,
    currentCategory && !town ? { key: "category", label: localizedName(currentCategory, locale), href: without("category") } : null,
    currentCity && !town ? { key: "city", label: localizedName(currentCity, locale), href: without("city") } : null,
    query.pincode ? { key: "pincode", label: t("pincodeChip", { pincode: query.pincode }), href: without("pincode") } : null,
    query.open_now ? { key: "open_now", label: t("openNow"), href: without("open_now") } : null,
    query.min_rating ? { key: "min_rating", label: t("fourStarsUp"), href: without("min_rating") } : null,
    query.bbox ? { key: "bbox", label: t("inMapArea"), href: without("bbox") } : null,
    near ? { key: "near", label: query.radius_km ? t("withinKm", { km: query.radius_km }) : t("nearMeChip"), href: without("lat", "lng", "radius_km") } : null,
  ]
    .filter((chip): chip is FilterChip => chip !== null)
    .map((chip) => ({ ...chip, removeLabel: t("removeFilter", { name: chip.label }) }));

  const townName = town ? localizedName(town.town, locale) : undefined;
  const headingCategory = town ? (town.category ?? undefined) : currentCategory;
  const headingCity = town ? town.town : currentCity;
  // The sidebar: every category (/shops), or the town's categories that have shops (a town page).
  const sideItems = town
    ? town.categories.map((c) => ({ slug: c.slug, name: localizedName(c, locale), count: c.shopCount, href: { pathname: townPath(town.town.slug, c.slug), query: keep() } }))
    : categories.map((c) => ({ slug: c.slug, name: localizedName(c, locale), count: c.adsCount, href: { pathname: "/shops", query: keep(c.slug) } }));
  const allHref = town ? { pathname: townPath(town.town.slug), query: keep() } : { pathname: "/shops", query: keep() };

  return (
    <ClientMessages namespaces={["ShopCard"]}>
      <div className="page-container py-8 sm:py-10">
        {before}
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {listingHeading(t, { category: headingCategory ? localizedName(headingCategory, locale) : undefined, city: headingCity ? localizedName(headingCity, locale) : undefined })}
        </h1>
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <aside aria-labelledby="categories-heading" className="min-w-0 lg:row-span-2">
            <h2 id="categories-heading" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
              {t("categories")}
            </h2>
            <ul className="mt-3 flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:gap-1 lg:overflow-visible">
              <li className="shrink-0">
                <Link href={allHref} aria-current={!query.category ? "page" : undefined} className={sideLink}>
                  {town ? t("townAllCategories", { city: townName! }) : t("allCategories")}
                </Link>
              </li>
              {sideItems.map((item) => (
                <li key={item.slug} className="shrink-0">
                  <Link href={item.href} aria-current={query.category === item.slug ? "page" : undefined} className={sideLink}>
                    <span>{item.name}</span>
                    <span className="text-xs opacity-80">{formatCount(item.count)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>

          <div className="min-w-0">
            <ShopFilters
              key={apiQuery.toString()}
              cityName={currentCity ? localizedName(currentCity, locale) : townName}
              errors={errors}
              activeCount={chips.length}
              landing={town ? { pathname, city: town.town.slug, category: town.category?.slug ?? "" } : undefined}
              initial={{
                search: query.search ?? "",
                pincode: errors.pincode ? (raw.pincode ?? "") : (query.pincode ?? ""),
                city: query.city ?? "",
                sort: query.sort ?? (near ? "nearest" : "latest"),
                fourStarsUp: query.min_rating === 4,
                openNow: query.open_now === true,
                radiusKm: query.radius_km ? String(query.radius_km) : "",
                category: query.category ?? "",
                near,
                coords: near ? { lat: query.lat!, lng: query.lng! } : undefined,
              }}
            />
            <ActiveFilterChips chips={chips} label={t("activeFilters")} pathname={pathname} />
            <p className="mt-5 text-sm text-stone-600" aria-live="polite">
              {near ? `${t("nearMeOn")} · ` : null}
              {first.countCapped ? t("resultCountCapped", countArgs(first.count)) : t("resultCount", countArgs(first.count))}
            </p>
            <ListMapSwitch
              key={`map-${apiQuery.toString()}`}
              labels={{ view: t("view"), list: t("viewList"), map: t("viewMap"), loading: t("mapLoading"), searchArea: t("searchArea"), capped: t("mapCapped"), explore: card("exploreNow") }}
              queryString={apiQuery.toString()}
              initialView={raw.view === "map" ? "map" : "list"}
              tileUrl={mapTileUrl}
            >
              {first.shops.length === 0 ? (
                <p className="mt-5 rounded-2xl bg-white p-10 text-center text-lg font-semibold text-stone-700 shadow-sm">{t("notFound")}</p>
              ) : (
                <>
                  <ul className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3">
                    {first.shops.map((shop, index) => (
                      <li key={shop.id}>
                        <ShopCard shop={shop} headingLevel={2} priority={index < 2} renderedAt={renderedAt} />
                      </li>
                    ))}
                  </ul>
                  <ShopInfiniteList
                    key={apiQuery.toString()}
                    first={{ page: first.page, hasMore: first.hasMore, ids: first.shops.map((shop) => shop.id) }}
                    queryString={apiQuery.toString()}
                    texts={{ loadFailed: t("loadFailed"), retry: t("loadMore"), loading: t("loadingMore"), end: t("endMessage"), loadMore: t("loadMore") }}
                  />
                </>
              )}
            </ListMapSwitch>
            {after}
          </div>
        </div>
      </div>
    </ClientMessages>
  );
}
