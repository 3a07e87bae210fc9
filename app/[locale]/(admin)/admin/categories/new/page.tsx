import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { requireOperatorPage } from "@/server/auth/guards";
import { builtInCategoryIcons } from "@/server/categories/category-icons";
import { CategoryFormClient } from "../category-form-client";

export const metadata: Metadata = { title: "New category" };

export default async function NewCategoryPage() {
  await requireOperatorPage();
  return (
    <>
      <AdminPageHeader title="New shop category" description="It is added at the end of the order; move it from the list." />
      <CategoryFormClient builtInIcons={builtInCategoryIcons()} />
    </>
  );
}
