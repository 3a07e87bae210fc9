import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { requireOperatorPage } from "@/server/auth/guards";
import { listNewsCategories } from "@/server/news/list-news-categories";
import { ArticleFormClient } from "../_components/article-form-client";

export const metadata: Metadata = { title: "New article" };

export default async function NewArticlePage() {
  await requireOperatorPage();
  const categories = await listNewsCategories();
  return (
    <>
      <AdminPageHeader title="New article" description="Save a draft to come back to it, or publish it straight away." />
      <ArticleFormClient categories={categories} />
    </>
  );
}
