import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ComponentType, SVGProps } from "react";
import { ArrowRightIcon, CoinsIcon, MapPinIcon, ShieldCheckIcon, TagIcon } from "@/components/icons";
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
        <div
          aria-hidden="true"
          className="absolute -right-24 -bottom-24 -z-10 size-72 rounded-full bg-accent-400/20 blur-3xl sm:size-96"
        />
        <div className="page-container py-12 sm:py-16 lg:py-24">
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
          {/*
            Search bar goes here (public-site issue): pincode text field,
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
              <li key={key} className="rounded-2xl border border-stone-200 bg-stone-50 p-6 transition-shadow hover:shadow-md">
                <span className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-stone-900">{t(`reasons.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(`reasons.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Our latest news (public-site issue): cards -> /news/{id}/{slug}. */}
    </>
  );
}
