import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { FavoritesGrid } from "@/components/customer/favorites-grid-client";
import { requireCustomerPage } from "@/server/auth/guards";
import { listFavourites } from "@/server/favourites/list-favourites";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Customer");
  return { title: t("favoritesTitle"), robots: { index: false }, alternates: await pageAlternates("/favorites") };
}

export default async function FavoritesPage() {
  const viewer = await requireCustomerPage();
  const t = await getTranslations("Customer");
  const [first, messages] = await Promise.all([listFavourites({ actor: viewer }), getMessages()]);
  return (
    <section aria-labelledby="favorites-title" className="grid gap-5">
      <header>
        <h1 id="favorites-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{t("favoritesTitle")}</h1>
        <p className="mt-1 text-stone-600">{t("favoritesIntro")}</p>
      </header>
      <NextIntlClientProvider messages={{ CustomerFavorites: messages.CustomerFavorites, ShopCard: messages.ShopCard }}>
        <FavoritesGrid first={first} />
      </NextIntlClientProvider>
    </section>
  );
}
