import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { requireOperatorPage } from "@/server/auth/guards";
import { builtInCategoryIcons } from "@/server/categories/category-icons";
import { getCategory } from "@/server/categories/get-category";
import { isAppError } from "@/server/errors";
import { CategoryFormClient } from "../category-form-client";

export const metadata: Metadata = { title: "Edit category" };

export default async function EditCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await requireOperatorPage();
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  let category;
  try {
    category = await getCategory({ actor: viewer, id });
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  }
  return (
    <>
      <AdminPageHeader title={`Edit ${category.name}`} />
      <CategoryFormClient category={{ id: category.id, name: category.name, nameMr: category.nameMr, nameHi: category.nameHi, slug: category.slug, icon: category.icon, popular: category.popular }} builtInIcons={builtInCategoryIcons()} />
    </>
  );
}
