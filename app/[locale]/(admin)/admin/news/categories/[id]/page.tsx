import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { Link } from "@/i18n/navigation";
import { requireOperatorPage } from "@/server/auth/guards";
import { listNewsCategoriesForOperator } from "@/server/news/list-news-categories-for-operator";
import { NewsCategoryFormClient } from "../../_components/news-category-form-client";

export const metadata: Metadata = { title: "Edit news category" };

export default async function EditNewsCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await requireOperatorPage();
  const id = Number((await params).id);
  const category = (await listNewsCategoriesForOperator({ actor: viewer })).find((row) => row.id === id);
  if (!category) notFound();
  return (
    <>
      <p className="mb-2 text-sm"><Link href="/admin/news/categories" className="text-brand-700 hover:underline">← News categories</Link></p>
      <AdminPageHeader title={`Edit ${category.name}`} />
      <NewsCategoryFormClient category={{ id: category.id, name: category.name, nameMr: category.nameMr, nameHi: category.nameHi, slug: category.slug }} />
    </>
  );
}
