import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { Link } from "@/i18n/navigation";
import { formatIstDateTimePadded } from "@/lib/admin/format";
import { newsPath } from "@/lib/public/types";
import { requireOperatorPage } from "@/server/auth/guards";
import { isAppError } from "@/server/errors";
import { getArticleForOperator } from "@/server/news/get-article-for-operator";
import { listNewsCategories } from "@/server/news/list-news-categories";
import { ArticleFormClient } from "../_components/article-form-client";

export const metadata: Metadata = { title: "Edit article" };

export default async function EditArticlePage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await requireOperatorPage();
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  let article;
  try {
    article = await getArticleForOperator({ actor: viewer, id });
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  }
  const categories = await listNewsCategories();
  const state = article.status === "published" ? `Published ${formatIstDateTimePadded(article.publishedAt)}` : article.publishedAt ? `Draft (first published ${formatIstDateTimePadded(article.publishedAt)})` : "Draft, never published";
  return (
    <>
      <p className="mb-2 text-sm"><Link href="/admin/news" className="text-brand-700 hover:underline">← News</Link></p>
      <AdminPageHeader title={article.title} description={`${state} · last change ${formatIstDateTimePadded(article.updatedAt)}`} />
      <ArticleFormClient
        key={article.updatedAt.toISOString()}
        categories={categories}
        article={{ id: article.id, title: article.title, titleMr: article.titleMr, titleHi: article.titleHi, categoryId: article.categoryId, image: article.image, bodyHtml: article.bodyHtml, bodyMrHtml: article.bodyMrHtml, bodyHiHtml: article.bodyHiHtml, quote: article.quote, status: article.status, publicPath: newsPath(article) }}
      />
    </>
  );
}
