import type { Metadata } from "next";
import { localizedName } from "@/lib/localized";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { mapTileUrl } from "@/lib/site";
import { requireFranchiseePage } from "@/server/auth/guards";
import { getFranchiseeProfile } from "@/server/franchisees/get-franchisee-profile";
import { citiesForSelect } from "@/server/public/cached";
import { ProfileClient } from "./profile-client";
import { ClosureClient } from "./closure-client";
import { getShopClosure } from "@/server/franchisees/get-shop-closure";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("FranchiseeProfile");
  return { title: t("title"), robots: { index: false }, alternates: await pageAlternates("/franchisee-profile") };
}

export default async function FranchiseeProfilePage() {
  const viewer = await requireFranchiseePage();
  const t = await getTranslations("FranchiseeProfile");
  const [{ categories, data }, cities, messages, locale, closure] = await Promise.all([getFranchiseeProfile({ actor: viewer }), citiesForSelect(), getMessages(), getLocale(), getShopClosure({ actor: viewer })]);
  const city = cities.find((c) => c.slug === data.franchisee_city);
  return (
    <section aria-labelledby="profile-title" className="mx-auto grid w-full max-w-3xl gap-5">
      <header>
        <h1 id="profile-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-stone-600">{t("intro")}</p>
      </header>
      <NextIntlClientProvider messages={{ FranchiseeProfile: messages.FranchiseeProfile, FranchiseeProfileValidation: messages.FranchiseeProfileValidation, FranchiseeClosure: messages.FranchiseeClosure }}>
        <ClosureClient initial={closure} />
        <ProfileClient profile={data} categories={categories.map((c) => ({ id: c.id, name: localizedName(c, locale) }))} cityName={city ? localizedName(city, locale) : undefined} tileUrl={mapTileUrl} />
      </NextIntlClientProvider>
    </section>
  );
}
