import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/json-ld";
import { getPathname, Link } from "@/i18n/navigation";
import type { AppLocale } from "@/i18n/routing";
import { countArgs, formatNumber } from "@/lib/format";
import { localizedName, localizedNameLang } from "@/lib/localized";
import { townPath } from "@/lib/public/types";
import { townPageParamsSchema } from "@/lib/validation/public";
import { isAppError } from "@/server/errors";
import { pageAlternates } from "@/server/seo/page-alternates";
import { siteOrigin } from "@/server/seo/site-origin";
import { getTownPage, type TownPage } from "@/server/shops/get-town-page";
import { IntentLink } from "@/components/layout/nav-link";
import { isUnindexedQuery, listingHeading, listingQuery, ShopListing } from "./shop-listing";

/**
 * A town page or a category-in-town page (docs/decisions/137-town-pages.md), once per request for its
 * metadata and its body. Not found for a malformed or unknown slug and for a page without shops.
 */
export const loadTownPage = cache(async (town: string, category?: string): Promise<TownPage> => {
  const params = townPageParamsSchema.safeParse({ town, category });
  if (!params.success) notFound();
  try {
    return await getTownPage({ input: params.data });
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  }
});

/** Title and heading, description (with the count of shops) and the town page as canonical. */
export async function townPageMetadata(page: TownPage, raw: Record<string, string>): Promise<Metadata> {
  const t = await getTranslations("Shops");
  const locale = await getLocale();
  const city = localizedName(page.town, locale);
  const category = page.category ? localizedName(page.category, locale) : undefined;
  const title = listingHeading(t, { city, category });
  const description = category
    ? t("townCategoryMetaDescription", { city, category, ...countArgs(page.shopCount) })
    : t("townMetaDescription", { city, ...countArgs(page.shopCount) });
  const alternates = await pageAlternates(townPath(page.town.slug, page.category?.slug));
  return {
    title,
    description,
    alternates,
    openGraph: { title, description, url: alternates.canonical },
    robots: isUnindexedQuery(listingQuery(raw, page).query) ? { index: false, follow: true } : undefined,
  };
}

/** The page: breadcrumbs (visible and as a schema.org BreadcrumbList), the listing, the nearest towns with shops. */
export async function TownPageView({ page, raw }: { page: TownPage; raw: Record<string, string> }) {
  const t = await getTranslations("Shops");
  const nav = await getTranslations("Nav");
  const locale = (await getLocale()) as AppLocale;
  const origin = await siteOrigin();
  const townSlug = page.town.slug;
  const categorySlug = page.category?.slug;

  const crumbs = [
    { name: nav("home"), href: "/" },
    { name: t("breadcrumbShops"), href: "/shops" },
    { name: localizedName(page.town, locale), href: townPath(townSlug), lang: localizedNameLang(page.town, locale) },
    ...(page.category ? [{ name: localizedName(page.category, locale), href: townPath(townSlug, categorySlug), lang: localizedNameLang(page.category, locale) }] : []),
  ];
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(getPathname({ href: crumb.href, locale }), origin).toString(),
    })),
  };

  // Fetched ahead on intent, like the frame's links: Home's prefetch would load the home page's
  // JavaScript with every town page (docs/decisions/chrome-links-prefetch-on-intent.md).
  const breadcrumbs = (
    <>
      <JsonLd data={jsonLd} />
      <nav aria-label={t("breadcrumb")} className="mb-3 text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, index) => (
            <li key={crumb.href} className="flex items-center gap-1">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" lang={crumb.lang} className="font-medium text-stone-800">
                  {crumb.name}
                </span>
              ) : (
                <IntentLink href={crumb.href} lang={crumb.lang} className="inline-flex min-h-6 items-center underline-offset-4 hover:underline">
                  {crumb.name}
                </IntentLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );

  const neighbours =
    page.neighbours.length === 0 ? null : (
      <nav aria-labelledby="nearby-towns" className="mt-10 border-t border-stone-200 pt-6">
        <h2 id="nearby-towns" className="text-lg font-bold text-brand-900">
          {page.category ? t("nearbyTownsCategory", { category: localizedName(page.category, locale) }) : t("nearbyTowns")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {page.neighbours.map((town) => (
            <li key={town.slug}>
              <Link
                href={townPath(town.slug, categorySlug)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:border-brand-500"
              >
                <span lang={localizedNameLang(town, locale)}>{localizedName(town, locale)}</span>
                <span className="text-xs text-stone-600">{t("kmAway", { km: formatNumber(Math.round(town.distanceKm)) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );

  return <ShopListing raw={raw} town={page} before={breadcrumbs} after={neighbours} />;
}
