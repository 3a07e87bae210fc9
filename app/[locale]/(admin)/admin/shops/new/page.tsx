import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { requireOperatorPage } from "@/server/auth/guards";
import { listCategoryOptions } from "@/server/categories/list-category-options";
import { NewShopClient } from "./new-shop-client";

export const metadata: Metadata = { title: "New franchisee" };

/** /admin/shops/new: a franchisee's login and their shop, created together. */
export default async function NewShopPage() {
  await requireOperatorPage();
  const categories = await listCategoryOptions();
  return (
    <>
      <AdminPageHeader title="New franchisee" description="Creates the owner's login and their shop together. The rest of the shop's page (hours, pictures, description) can be filled in later, by you or by the owner." />
      <NewShopClient categories={categories} />
    </>
  );
}
