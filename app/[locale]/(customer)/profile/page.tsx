import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { localizedName } from "@/lib/localized";
import { requireCustomerPage } from "@/server/auth/guards";
import { getCustomerProfile } from "@/server/customers/get-customer-profile";
import { citiesForSelect } from "@/server/public/cached";
import { CustomerProfileClient } from "./profile-client";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Customer");
  return { title: t("profileTitle"), robots: { index: false }, alternates: await pageAlternates("/profile") };
}

export default async function CustomerProfilePage() {
  const viewer = await requireCustomerPage();
  const t = await getTranslations("CustomerProfile");
  const [profile, cities, messages, locale] = await Promise.all([getCustomerProfile({ actor: viewer }), citiesForSelect(), getMessages(), getLocale()]);
  const city = cities.find((c) => c.slug === profile.city);
  return (
    <section aria-labelledby="profile-title" className="mx-auto grid w-full max-w-3xl gap-5">
      <header>
        <h1 id="profile-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-stone-600">{t("intro", { code: profile.code, mobile: profile.mobile })}</p>
      </header>
      <NextIntlClientProvider messages={{ CustomerProfile: messages.CustomerProfile, CustomerValidation: messages.CustomerValidation }}>
        <CustomerProfileClient profile={profile} cityName={city ? localizedName(city, locale) : undefined} />
      </NextIntlClientProvider>
    </section>
  );
}
