import type { Metadata } from "next";
import { localizedName } from "@/lib/localized";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { ArrowRightIcon, CoinsIcon, MapPinIcon, ShieldCheckIcon, StoreIcon, TagIcon } from "@/components/icons";
import { Link } from "@/i18n/navigation";
import { StaticImage } from "@/components/media/static-image";
import { HomeSearch } from "@/components/home/home-search-client";
import { SearchBox } from "@/components/search/search-box";
import { InstallPrompt } from "@/components/pwa/install-prompt-client";
import { ShopTabs } from "@/components/home/shop-tabs-client";
import { TopRatedNear } from "@/components/home/top-rated-near-client";
import { TOP_RATED_RADIUS_KM } from "@/lib/validation/top-rated";
import { NewsCard } from "@/components/news/news-card";
import { ShopCard } from "@/components/shops/shop-card";
import { formatNumber } from "@/lib/format";
import { type ShopCardData } from "@/lib/public/types";
import { getHomeContent } from "@/server/home/get-home-content";
import { JsonLd } from "@/components/seo/json-ld";
import { siteContact } from "@/lib/site";
import { siteOrigin } from "@/server/seo/site-origin";
import { pageAlternates } from "@/server/seo/page-alternates";
import { ClientMessages } from "@/components/layout/client-messages";

/** Static, regenerated at most once a minute (ISR) so new shops, counts and news show up. */
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Home");
  const alternates = await pageAlternates("/");
  return {
    title: { absolute: t("metaTitle") },
    description: t("metaDescription"),
    alternates,
    openGraph: { title: t("metaTitle"), description: t("metaDescription"), url: alternates.canonical },
  };
}

type ReasonKey = "nearby" | "commission" | "trusted" | "deals";
const reasons: ReadonlyArray<{ key: ReasonKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { key: "nearby", Icon: MapPinIcon },
  { key: "commission", Icon: CoinsIcon },
  { key: "trusted", Icon: ShieldCheckIcon },
  { key: "deals", Icon: TagIcon },
];

/** Home page (docs/product.md#screens-and-routes "Home"): every section from real data. */
export default async function HomePage() {
  const t = await getTranslations("Home");
  const s = await getTranslations("HomeSections");
  const locale = await getLocale();
  const [content, messages, siteUrl] = await Promise.all([getHomeContent(), getMessages(), siteOrigin()]);
  const tabs = (
    [
      ["latest", s("latest"), content.latest],
      ["featured", s("featured"), content.featured],
      ["bestDeal", s("bestDeal"), content.bestDeal],
    ] as const
  ).map(([key, label, shops]): { key: string; label: string; content: ReactNode } => ({ key, label, content: <ShopGrid shops={shops} empty={s("noShops")} /> }));
  const km = formatNumber(TOP_RATED_RADIUS_KM);
  tabs.push({
    key: "topRated",
    label: s("topRated"),
    content: (
      <>
        <p className="mb-4 max-w-3xl text-stone-600">{s("topRatedIntro")}</p>
        <TopRatedNear
          texts={{
            nearMe: s("topRatedNearMe"),
            locating: s("topRatedLocating"),
            loading: s("topRatedLoading"),
            near: s("topRatedNear", { km }),
            noneNear: s("topRatedNoneNear", { km }),
            failed: s("topRatedLocationFailed"),
          }}
        >
          <ShopGrid shops={content.topRated} empty={s("topRatedNone")} />
        </TopRatedNear>
        <Link href={{ pathname: "/shops", query: { sort: "rating" } }} className="mt-5 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
          {s("topRatedAll")} <ArrowRightIcon className="size-4" />
        </Link>
      </>
    ),
  });

  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "DLMP",
    url: siteUrl.toString(),
    logo: new URL("/icon.svg", siteUrl).toString(),
    foundingDate: "2017",
    email: siteContact.supportEmail,
    telephone: siteContact.phoneHref.replace("tel:", ""),
    address: { "@type": "PostalAddress", addressLocality: "Nagpur", addressRegion: "Maharashtra", postalCode: "440001", addressCountry: "IN" },
    sameAs: Object.values(siteContact.social),
  };
  const website = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: "DLMP",
    url: siteUrl.toString(),
    potentialAction: { "@type": "SearchAction", target: `${new URL("/shops", siteUrl).toString()}?search={search_term_string}`, "query-input": "required name=search_term_string" },
  };

  return (
    <ClientMessages namespaces={["HomeSearch", "ShopCard"]}>
      <>
        <JsonLd data={organization} />
        <JsonLd data={website} />
        {/* ── Banner ─────────────────────────────────────────────── */}
        <section className="relative isolate overflow-hidden bg-brand-800 text-white">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_15%,var(--color-brand-500)_0,transparent_45%),radial-gradient(circle_at_10%_90%,var(--color-brand-950)_0,transparent_55%)] opacity-90"
          />
          <div className="page-container grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-20">
            <div className="max-w-3xl">
              <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                {t("bannerTitle")}
              </h1>
              <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">{t("bannerTagline")}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Link
                  href="/shops"
                  className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent-700 px-6 font-semibold text-white shadow-lg shadow-black/10 transition-colors hover:bg-accent-800"
                >
                  {t("exploreShops")}
                  <ArrowRightIcon className="size-5" />
                </Link>
                <Link
                  href="/how-its-works"
                  className="inline-flex min-h-12 items-center justify-center rounded-xl border border-white/30 px-6 font-semibold text-white transition-colors hover:bg-white/10"
                >
                  {t("howItWorks")}
                </Link>
              </div>
            </div>
            <BannerArt />
            <div className="grid min-w-0 gap-3 lg:col-span-2">
              <SearchBox variant="hero" />
              <HomeSearch
                categories={content.categories.map((c) => ({ slug: c.slug, name: localizedName(c, locale) }))}
              />
            </div>
          </div>
        </section>

        {/* ── Popular Shops Categories (popular flag '1' only) ───── */}
        <section aria-labelledby="categories-title" className="py-14 sm:py-16">
          <div className="page-container">
            <SectionHeading id="categories-title" title={s("popularCategories")} intro={s("popularCategoriesIntro")} />
            <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {content.popularCategories.map((category) => (
                <li key={category.slug}>
                  <Link
                    href={{ pathname: "/shops", query: { category: category.slug } }}
                    className="flex h-full flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
                  >
                    <span className="grid size-14 place-items-center rounded-2xl bg-brand-50">
                      {category.icon ? <StaticImage src={category.icon} alt="" width={32} height={32} unoptimized className="size-8" /> : <StoreIcon className="size-8 text-brand-700" />}
                    </span>
                    <span className="font-semibold text-stone-900">{localizedName(category, locale)}</span>
                    <span className="text-sm text-stone-600">{s("adsCount", { count: category.adsCount, countText: formatNumber(category.adsCount) })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>

        {/* ── Tabs: Latest / Featured / Best Deal ────────────────── */}
        <section aria-labelledby="tabs-title" className="bg-white py-14 sm:py-16">
          <div className="page-container">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <SectionHeading id="tabs-title" title={s("tabsTitle")} />
              <Link href="/shops" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
                {s("viewAll")} <ArrowRightIcon className="size-4" />
              </Link>
            </div>
            <div className="mt-6">
              <ShopTabs tabs={tabs} label={s("tabsTitle")} />
            </div>
          </div>
        </section>

        {/* ── Popular Locations ──────────────────────────────────── */}
        <section aria-labelledby="locations-title" className="py-14 sm:py-16">
          <div className="page-container">
            <SectionHeading id="locations-title" title={s("popularLocations")} intro={s("popularLocationsIntro")} />
            <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {content.locations.map((location) => (
                <li key={location.slug}>
                  <Link
                    href={{ pathname: "/shops", query: { city: location.slug } }}
                    className="relative flex h-28 flex-col justify-end overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 text-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
                  >
                    <MapPinIcon aria-hidden="true" className="absolute top-3 right-3 size-8 text-white/25" />
                    <span className="text-lg font-bold">{localizedName(location, locale)}</span>
                    <span className="text-sm text-brand-100">{s("adsCount", { count: location.adsCount, countText: formatNumber(location.adsCount) })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>

        {/* ── Counters ───────────────────────────────────────────── */}
        <section aria-label={s("counters")} className="bg-brand-900 py-12 text-white">
          <dl className="page-container grid gap-6 text-center sm:grid-cols-3">
            {(
              [
                [s("publishedShops"), content.counts.ads],
                [s("registeredCustomers"), content.counts.register],
                [s("verifiedCustomers"), content.counts.verify],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex flex-col-reverse gap-1">
                <dt className="text-brand-100">{label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight">
                  {formatNumber(value)}
                  <span className="text-accent-300">+</span>
                </dd>
              </div>
            ))}
          </dl>
        </section>

        {/* ── Why Choose Us? ─────────────────────────────────────── */}
        <section aria-labelledby="why-title" className="bg-white py-14 sm:py-20">
          <div className="page-container">
            <div className="max-w-2xl">
              <h2 id="why-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
                {t("whyTitle")}
              </h2>
              <p className="mt-3 text-stone-600">{t("whyIntro")}</p>
            </div>
            <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {reasons.map(({ key, Icon }) => (
                <li
                  key={key}
                  className="flex gap-4 rounded-2xl border border-stone-200 bg-stone-50 p-5 transition-shadow hover:shadow-md sm:block sm:p-6"
                >
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                    <Icon className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-stone-900 sm:mt-4">{t(`reasons.${key}.title`)}</h3>
                    <p className="mt-1.5 text-sm leading-relaxed text-stone-600 sm:mt-2">{t(`reasons.${key}.body`)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>

        {/* ── Our latest news ─────────────────────────────────────── */}
        <section aria-labelledby="news-title" className="py-14 sm:py-16">
          <div className="page-container">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <SectionHeading id="news-title" title={s("latestNews")} />
              <Link href="/news" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
                {s("allNews")} <ArrowRightIcon className="size-4" />
              </Link>
            </div>
            <ul className="mt-8 grid gap-5 md:grid-cols-3">
              {content.news.map((article) => (
                <li key={article.id}>
                  <NewsCard article={article} />
                </li>
              ))}
            </ul>
          </div>
        </section>
        <NextIntlClientProvider messages={{ Install: messages.Install }}>
          <InstallPrompt />
        </NextIntlClientProvider>
      </>
    </ClientMessages>
  );
}

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-stone-600">{intro}</p> : null}
    </div>
  );
}

function ShopGrid({ shops, empty }: { shops: ShopCardData[]; empty: string }) {
  if (shops.length === 0) return <p className="rounded-2xl bg-stone-100 p-8 text-center font-semibold text-stone-700">{empty}</p>;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {shops.map((shop) => (
        <li key={shop.id}>
          <ShopCard shop={shop} />
        </li>
      ))}
    </ul>
  );
}

/** Decorative illustration beside the banner text on wide screens. */
function BannerArt() {
  return (
    <div aria-hidden="true" className="relative hidden size-80 justify-self-center lg:block">
      <div className="absolute inset-0 rounded-full border border-white/10" />
      <div className="absolute inset-9 rounded-full border border-white/15" />
      <div className="absolute inset-18 rounded-full border border-white/20 bg-white/5" />
      <div className="absolute inset-0 grid place-items-center">
        <span className="grid size-28 place-items-center rounded-3xl bg-white text-brand-700 shadow-2xl shadow-black/20">
          <StoreIcon className="size-14" />
        </span>
      </div>
      <span className="absolute top-6 left-10 grid size-14 place-items-center rounded-2xl bg-accent-500 text-white shadow-lg">
        <MapPinIcon className="size-7" />
      </span>
      <span className="absolute top-16 right-2 grid size-12 place-items-center rounded-2xl bg-white/90 text-brand-700 shadow-lg">
        <TagIcon className="size-6" />
      </span>
      <span className="absolute right-10 bottom-6 grid size-14 place-items-center rounded-2xl bg-brand-400 text-white shadow-lg">
        <CoinsIcon className="size-7" />
      </span>
    </div>
  );
}
