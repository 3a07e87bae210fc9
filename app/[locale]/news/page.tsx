import type { Metadata } from "next";
import { localizedName } from "@/lib/localized";
import { getLocale, getTranslations } from "next-intl/server";
import { NewsCard } from "@/components/news/news-card";
import { NewsInfiniteList } from "@/components/news/news-infinite-list-client";
import { Link } from "@/i18n/navigation";
import { firstValues, newsListQuerySchema } from "@/lib/validation/public";
import { listNews } from "@/server/news/list-news";
import { listNewsCategories } from "@/server/news/list-news-categories";
import { pageAlternates } from "@/server/seo/page-alternates";
import { ClientMessages } from "@/components/layout/client-messages";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function readCategory(raw: Record<string, string>): string | undefined {
  const parsed = newsListQuerySchema.safeParse({ category: raw.category });
  return parsed.success ? parsed.data.category : undefined;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations("News");
  const category = readCategory(firstValues(await searchParams));
  const alternates = await pageAlternates(category ? { pathname: "/news", query: { category } } : "/news");
  return { title: t("metaTitle"), description: t("metaDescription"), alternates, openGraph: { title: t("metaTitle"), url: alternates.canonical } };
}

/** News list (docs/product.md#screens-and-routes News): category filter, first page on the server, then infinite paging. */
export default async function NewsPage({ searchParams }: Props) {
  const t = await getTranslations("News");
  const locale = await getLocale();
  const category = readCategory(firstValues(await searchParams));
  const [categories, first] = await Promise.all([listNewsCategories(), listNews({ category, page: 1 })]);
  const pill =
    "inline-flex min-h-10 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-medium whitespace-nowrap text-stone-700 hover:border-brand-500 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";
  return (
    <ClientMessages namespaces={["News"]}>
      <div className="page-container py-8 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{t("heading")}</h1>
        <nav aria-label={t("heading")} className="mt-5">
          <ul className="flex gap-2 overflow-x-auto pb-2">
            <li>
              <Link href="/news" aria-current={!category ? "page" : undefined} className={pill}>
                {t("allCategories")}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link href={{ pathname: "/news", query: { category: c.slug } }} aria-current={category === c.slug ? "page" : undefined} className={pill}>
                  {localizedName(c, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {first.news.length === 0 ? (
          <p className="mt-6 rounded-2xl bg-white p-10 text-center font-semibold text-stone-700 shadow-sm">{t("empty")}</p>
        ) : (
          <>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {first.news.map((article) => (
                <li key={article.id}>
                  <NewsCard article={article} headingLevel={2} />
                </li>
              ))}
            </ul>
            <NewsInfiniteList key={category ?? ""} first={first} category={category} />
          </>
        )}
      </div>
    </ClientMessages>
  );
}
