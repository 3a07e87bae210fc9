import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { JsonLd } from "@/components/seo/json-ld";
import { Breadcrumbs, type Crumb } from "@/components/seo/breadcrumbs";
import { FavoriteButton } from "@/components/shops/favorite-button";
import { ShopActionLinks } from "@/components/shops/shop-action-links";
import { ImageSlider } from "@/components/shops/image-slider-client";
import { StaticImage } from "@/components/media/static-image";
import { HoursTable, ShareButton, VisitBeacon } from "@/components/shops/shop-extras-client";
import { OpenStatus } from "@/components/shops/open-status-client";
import { directionsHref } from "@/lib/public/contact-links";
import { ShopMap } from "@/components/shops/shop-map-client";
import { getPathname, Link, permanentRedirect } from "@/i18n/navigation";
import { formatNumber } from "@/lib/format";
import { isTemporarilyClosed } from "@/lib/public/opening-hours";
import { formatDate } from "@/lib/format";
import { cutText, localShopCard, shopPath, townPath } from "@/lib/public/types";
import { localizedNameLang } from "@/lib/localized";
import { richTextClass } from "@/components/rich-text";
import { mapTileUrl, MAP_ZOOM } from "@/lib/site";
import { siteOrigin } from "@/server/seo/site-origin";
import { idField } from "@/lib/validation/public";
import { isAppError } from "@/server/errors";
import { plainText } from "@/server/public/sanitize";
import { getShop } from "@/server/shops/get-shop";
import { pageAlternates } from "@/server/seo/page-alternates";
import { ClientMessages } from "@/components/layout/client-messages";
import { listShopReviews } from "@/server/reviews/list-shop-reviews";
import { ShopReviews } from "./shop-reviews-client";

/** Rendered on first request, then served from cache and regenerated at most once a minute. */
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const SCHEMA_DAYS = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" } as const;

type Props = { params: Promise<{ id: string; slug: string }> };

const loadShop = cache(async (rawId: string) => {
  const parsed = idField.safeParse(rawId);
  if (!parsed.success || String(parsed.data) !== rawId) notFound();
  try {
    return await getShop({ id: parsed.data });
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const shop = await loadShop(id);
  const local = localShopCard(await getLocale(), shop);
  const t = await getTranslations("Shop");
  const alternates = await pageAlternates(shopPath(shop));
  const description = cutText(
    [t("metaSummary", { category: local.category, place: [local.city, shop.pincode].filter(Boolean).join(" ") }), shop.address, plainText(shop.detailsHtml)].join(" "),
    155,
  );
  const title = local.city ? `${local.name}, ${local.city}` : local.name;
  return {
    title,
    description,
    alternates,
    openGraph: { type: "website", title, description, url: alternates.canonical, images: [{ url: shop.image }] },
  };
}

/** Shop page (docs/product.md#screens-and-routes Shop detail) at /shops/{id}/{slug} (docs/product.md#urls-and-redirects). */
export default async function ShopPage({ params }: Props) {
  const { id, slug } = await params;
  const shop = await loadShop(id);
  const locale = await getLocale();
  if (slug !== shop.slug) permanentRedirect({ href: shopPath(shop), locale });
  const t = await getTranslations("Shop");
  const card = await getTranslations("ShopCard");
  const shops = await getTranslations("Shops");
  const nav = await getTranslations("Nav");
  const local = localShopCard(locale, shop);
  // The other spelling of the name, under the heading: English under a Marathi or Hindi name, Marathi on English pages.
  const otherName = local.name !== shop.name ? { text: shop.name, lang: "en" } : locale === "en" && shop.nameMr ? { text: shop.nameMr, lang: "mr" } : null;
  const alternateNames = [shop.nameMr, shop.nameHi].filter((name): name is string => Boolean(name));

  const images = [{ src: shop.image, optimized: shop.hasImage && !shop.image.endsWith(".svg") }, ...shop.images.map((src) => ({ src, optimized: !src.endsWith(".svg") }))];
  const directions = directionsHref(shop.latitude, shop.longitude);
  // The notice is shown from the render (a change of it revalidates the page); "open now" is the browser's.
  const renderTime = new Date();
  const renderedAt = renderTime.getTime();
  const closedNotice = isTemporarilyClosed(shop.closure, renderTime) ? shop.closure : null;
  const siteUrl = await siteOrigin();
  const url = new URL(getPathname({ href: shopPath(shop), locale }), siteUrl).toString();
  const hasMap = shop.latitude !== null && shop.longitude !== null;
  // The first page of reviews, newest first, with the shop's kept counts: rendered with the page and
  // named in its JSON-LD, which may describe only what the page shows (docs/product.md#reviews).
  const reviews = await listShopReviews({ input: { shop_id: shop.id } });
  const { summary } = reviews;
  // Home › Shops › Town › Category › the shop: the town and category-in-town pages exist while this
  // published shop is in them (docs/decisions/137-town-pages.md). A shop without a town keeps the
  // listing filtered by its category.
  const town = shop.citySlug && local.city ? { slug: shop.citySlug, name: local.city, lang: localizedNameLang({ name: shop.city!, nameMr: shop.cityMr, nameHi: shop.cityHi }, locale) } : null;
  const categoryLang = localizedNameLang({ name: shop.category, nameMr: shop.categoryMr, nameHi: shop.categoryHi }, locale);
  const crumbs: Crumb[] = [
    { name: nav("home"), href: "/" },
    { name: shops("breadcrumbShops"), href: "/shops" },
    ...(town
      ? [
          { name: town.name, href: townPath(town.slug), lang: town.lang },
          { name: local.category, href: townPath(town.slug, shop.categorySlug), lang: categoryLang },
        ]
      : [{ name: local.category, href: { pathname: "/shops", query: { category: shop.categorySlug } }, lang: categoryLang }]),
    { name: local.name, href: shopPath(shop), lang: local.nameLang },
  ];

  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": url,
    name: shop.name,
    ...(alternateNames.length > 0 ? { alternateName: alternateNames.length === 1 ? alternateNames[0] : alternateNames } : {}),
    url,
    image: new URL(shop.image, siteUrl).toString(),
    ...(shop.mobile ? { telephone: `+91${shop.mobile}` } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: shop.address,
      addressLocality: shop.city ?? undefined,
      postalCode: shop.pincode ?? undefined,
      addressRegion: "Maharashtra",
      addressCountry: "IN",
    },
    ...(hasMap ? { geo: { "@type": "GeoCoordinates", latitude: shop.latitude, longitude: shop.longitude } } : {}),
    openingHoursSpecification: shop.openingHours.map((p) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[p.day]}`,
      opens: p.open,
      closes: p.close,
    })),
    ...(summary.count > 0 && summary.average !== null
      ? {
          aggregateRating: { "@type": "AggregateRating", ratingValue: summary.average.toFixed(1), reviewCount: summary.count, bestRating: 5, worstRating: 1 },
          review: reviews.reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.author },
            datePublished: review.createdAt,
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            ...(review.body ? { reviewBody: review.body } : {}),
          })),
        }
      : {}),
  };

  return (
    <ClientMessages namespaces={["Shop", "ShopCard", "Reviews", "ReviewValidation"]}>
      <div className="page-container py-6 sm:py-10">
        <JsonLd data={jsonLd} />
        <VisitBeacon shopId={shop.id} />
        <Breadcrumbs crumbs={crumbs} />

        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            {images.length > 1 ? (
              <ImageSlider
                labels={{ photos: t("photos"), previous: t("previous"), next: t("next"), positions: images.map((_, at) => t("photoOf", { index: at + 1, total: images.length })) }}
                slides={images.map((image, at) => (
                  <ShopPhoto key={image.src} image={image} alt={`${local.name} – ${t("photoOf", { index: at + 1, total: images.length })}`} first={at === 0} />
                ))}
              />
            ) : (
              <div className="overflow-hidden rounded-2xl bg-brand-50">
                <ShopPhoto image={images[0]!} alt={local.name} first />
              </div>
            )}

            <section aria-labelledby="details-title" className="mt-8">
              <h2 id="details-title" className="text-xl font-bold text-brand-900">
                {t("details")}
              </h2>
              <div className={`mt-3 ${richTextClass}`} dangerouslySetInnerHTML={{ __html: shop.detailsHtml }} />
            </section>
            {shop.featuresHtml ? (
              <section aria-labelledby="features-title" className="mt-8">
                <h2 id="features-title" className="text-xl font-bold text-brand-900">
                  {t("features")}
                </h2>
                <div className={`mt-3 ${richTextClass}`} dangerouslySetInnerHTML={{ __html: shop.featuresHtml }} />
              </section>
            ) : null}
            {hasMap ? (
              <section aria-labelledby="map-title" className="mt-8">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 id="map-title" className="text-xl font-bold text-brand-900">
                    {t("location")}
                  </h2>
                  <a
                    href={directions!}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-shop-event="directions"
                    data-shop-id={shop.id}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {t("directions")}
                  </a>
                </div>
                <div className="mt-3">
                  <ShopMap latitude={shop.latitude!} longitude={shop.longitude!} label={local.name} tileUrl={mapTileUrl} zoom={MAP_ZOOM} />
                </div>
              </section>
            ) : null}
            <ShopReviews shopId={shop.id} shopName={local.name} initial={reviews} />
          </div>

          <aside className="order-first min-w-0 space-y-5 lg:order-none">
            <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{local.category}</p>
              <h1 lang={local.nameLang} className="mt-1 text-2xl leading-tight font-extrabold text-stone-900 sm:text-3xl">
                {local.name}
              </h1>
              {otherName ? (
                <p lang={otherName.lang} className="mt-1 text-lg text-stone-700">
                  {otherName.text}
                </p>
              ) : null}
              {closedNotice ? (
                <div role="note" data-testid="closed-notice" className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                  <p className="font-semibold">
                    {closedNotice.until ? t("closedUntil", { date: formatDate(`${closedNotice.until}T12:00:00+05:30`, locale, "dateLong") }) : t("temporarilyClosed")}
                  </p>
                  <p className="mt-1">{closedNotice.notice}</p>
                </div>
              ) : null}
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-stone-100 px-3 py-1 text-sm">
                  <OpenStatus hours={shop.openingHours} closure={shop.closure} renderedAt={renderedAt} />
                </span>
                {shop.featured ? <span className="rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-900">{card("featured")}</span> : null}
                {shop.bestDeal ? <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">{card("bestDeal")}</span> : null}
              </div>
              <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
                <dt className="font-medium text-stone-600">{t("address")}</dt>
                <dd className="text-stone-900">{[shop.address, local.city, shop.pincode].filter(Boolean).join(", ")}</dd>
                {shop.brands ? (
                  <>
                    <dt className="font-medium text-stone-600">{t("brands")}</dt>
                    <dd className="text-stone-900">{shop.brands}</dd>
                  </>
                ) : null}
                <dt className="font-medium text-stone-600">{t("visitors")}</dt>
                <dd className="text-stone-900">{formatNumber(shop.visitors)}</dd>
                <dt className="font-medium text-stone-600">{t("owner")}</dt>
                <dd className="text-stone-900">{shop.owner}</dd>
                {shop.mobile ? (
                  <>
                    <dt className="font-medium text-stone-600">{t("mobile")}</dt>
                    <dd>
                      <a href={`tel:+91${shop.mobile}`} data-shop-event="call" data-shop-id={shop.id} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                        {shop.mobile}
                      </a>
                    </dd>
                  </>
                ) : null}
                {shop.officeNo ? (
                  <>
                    <dt className="font-medium text-stone-600">{t("officeNo")}</dt>
                    <dd>
                      <a href={`tel:${shop.officeNo.replace(/[^\d+]/g, "")}`} data-shop-event="call" data-shop-id={shop.id} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                        {shop.officeNo}
                      </a>
                    </dd>
                  </>
                ) : null}
              </dl>
              <div className="mt-5 flex flex-wrap gap-2">
                <ShopActionLinks shop={shop} name={local.name} variant="page" />
                <ShareButton title={local.name} url={shopPath(shop)} shopId={shop.id} />
                <FavoriteButton shopId={shop.id} shopName={local.name} className="size-11 border border-stone-300" />
              </div>
              {town ? (
                <p className="mt-4 border-t border-stone-200 pt-3 text-sm">
                  <Link
                    href={townPath(town.slug, shop.categorySlug)}
                    data-testid="more-in-town"
                    className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {t("moreInTown", { category: local.category, city: town.name })} <span aria-hidden="true">→</span>
                  </Link>
                </p>
              ) : null}
            </div>

            <section aria-labelledby="timing-title" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <h2 id="timing-title" className="text-lg font-bold text-brand-900">
                {t("timing")}
              </h2>
              <HoursTable hours={shop.openingHours} />
            </section>
          </aside>
        </div>
      </div>
    </ClientMessages>
  );
}

/** One of the shop's photos; the first is the page's largest image, so it is preloaded. */
function ShopPhoto({ image, alt, first }: { image: { src: string; optimized: boolean }; alt: string; first: boolean }) {
  return (
    <StaticImage
      src={image.src}
      alt={alt}
      width={960}
      height={640}
      priority={first}
      unoptimized={!image.optimized}
      sizes="(min-width: 1024px) 60vw, 100vw"
      className="aspect-[3/2] w-full object-cover"
    />
  );
}
