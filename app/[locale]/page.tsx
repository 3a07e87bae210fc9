import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ComponentType, SVGProps } from "react";
import { ArrowRightIcon, CoinsIcon, MapPinIcon, ShieldCheckIcon, StoreIcon, TagIcon } from "@/components/icons";
import { getPathname, Link } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations("Home");
  const languages = Object.fromEntries(
    routing.locales.map((l) => [l, getPathname({ href: "/", locale: l })]),
  );
  return {
    title: { absolute: t("metaTitle") },
    description: t("metaDescription"),
    alternates: {
      canonical: getPathname({ href: "/", locale }),
      languages: { ...languages, "x-default": "/" },
    },
    openGraph: { title: t("metaTitle"), description: t("metaDescription"), url: getPathname({ href: "/", locale }) },
  };
}

type ReasonKey = "nearby" | "commission" | "trusted" | "deals";
const reasons: ReadonlyArray<{ key: ReasonKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { key: "nearby", Icon: MapPinIcon },
  { key: "commission", Icon: CoinsIcon },
  { key: "trusted", Icon: ShieldCheckIcon },
  { key: "deals", Icon: TagIcon },
];

/** Home page (SPEC §2 "Home"). Server Component; no data yet. */
export default async function HomePage() {
  const t = await getTranslations("Home");

  return (
    <>
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
                className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent-500 px-6 font-semibold text-white shadow-lg shadow-black/10 transition-colors hover:bg-accent-600"
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
          {/*
            Search bar goes here (public-site issue; give it lg:col-span-2): pincode text field,
            category dropdown ("Select Category"), searchable clearable city
            dropdown ("Search By City") and a Search button -> /shops?... .
          */}
        </div>
      </section>

      {/* Popular Shops Categories grid (public-site issue; popular flag '1' only). */}

      {/* Tabs: Latest Ads / Featured Ads / Best Deal Ads (public-site issue). */}

      {/* Popular Locations: Nagpur, Wardha, Katol, Saoner, Kalmeshwar (public-site issue). */}

      {/* Counters: Published Shops+, Registered Customers+, Verified Customers+ (public-site issue). */}

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

      {/* Our latest news (public-site issue): cards -> /news/{id}/{slug}. */}
    </>
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
