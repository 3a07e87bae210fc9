import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageAlternates } from "@/server/seo/page-alternates";
import { OwnerReviewsClient } from "./owner-reviews-client";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Franchisee");
  return { title: t("reviewsTitle"), robots: { index: false }, alternates: await pageAlternates("/franchisee-reviews") };
}

/**
 * /franchisee-reviews (docs/product.md#reviews, franchisee login required): the shop's reviews and the
 * owner's replies. A shell the same for every shop owner, served from the page cache; the reviews come
 * from `POST /api/v1/franchisee/reviews` in the browser (docs/decisions/088-dashboard-shells.md).
 */
export default async function FranchiseeReviewsPage() {
  const t = await getTranslations("OwnerReviews");
  return (
    <section aria-labelledby="owner-reviews-title" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 id="owner-reviews-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {t("title")}
        </h1>
        <p className="mt-1 max-w-3xl text-stone-600">{t("intro")}</p>
      </header>
      <ClientMessages namespaces={["OwnerReviews", "Reviews", "ReviewValidation"]}>
        <OwnerReviewsClient />
      </ClientMessages>
    </section>
  );
}
