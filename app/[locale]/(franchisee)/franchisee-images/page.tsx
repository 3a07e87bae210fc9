import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { requireFranchiseePage } from "@/server/auth/guards";
import { getShopImages } from "@/server/franchisees/update-shop-images";
import { ShopImagesClient } from "./shop-images-client";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Franchisee");
  return { title: t("imagesTitle"), robots: { index: false }, alternates: await pageAlternates("/franchisee-images") };
}

export default async function ShopImagesPage() {
  const viewer = await requireFranchiseePage();
  const t = await getTranslations("Franchisee");
  const images = await getShopImages({ actor: viewer });
  const messages = await getMessages();
  return (
    <section aria-labelledby="images-title" className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <header>
        <h1 id="images-title" className="text-2xl font-bold tracking-tight text-brand-900">{t("imagesTitle")}</h1>
        <p className="mt-1 text-sm text-stone-600">{t("imagesIntro")}</p>
      </header>
      <NextIntlClientProvider messages={{ Franchisee: messages.Franchisee }}>
        <ShopImagesClient images={images} />
      </NextIntlClientProvider>
    </section>
  );
}
