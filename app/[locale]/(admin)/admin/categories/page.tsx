import type { Metadata } from "next";
import Image from "next/image";
import { AdminListTable } from "@/components/admin/admin-list-table";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminButton } from "@/components/admin/form-feedback";
import { Link } from "@/i18n/navigation";
import { requireOperatorPage } from "@/server/auth/guards";
import { listCategoriesForOperator } from "@/server/categories/list-categories-for-operator";
import { moveCategoryAction } from "./actions";
import { MoveButtons } from "./move-buttons-client";

export const metadata: Metadata = { title: "Categories" };

/** /admin/categories: shop categories in display order (menus, home grid), with their shop counts. */
export default async function AdminCategoriesPage() {
  const viewer = await requireOperatorPage();
  const rows = await listCategoriesForOperator({ actor: viewer });
  return (
    <>
      <AdminPageHeader
        title="Shop categories"
        description="The order here is the order of the All Ads menu, the shops filter and the home page. Popular categories appear in the home page's grid."
        actions={<Link href="/admin/categories/new" className={adminButton}>New category</Link>}
      />
      <AdminListTable
        columns={[{ label: "Order" }, { label: "Category" }, { label: "Slug" }, { label: "Popular" }, { label: "Shops (published)", align: "right" }, { label: "Actions", hidden: true }]}
        minWidth="44rem"
        after={rows.length === 0 ? <p className="p-6 text-center text-stone-600">No categories yet. Add the first one.</p> : null}
      >
        {rows.map((row, index) => (
          <tr key={row.id} data-testid="category-row">
            <td className="px-3 py-2">
              <MoveButtons id={row.id} name={row.name} first={index === 0} last={index === rows.length - 1} move={moveCategoryAction} />
            </td>
            <td className="px-3 py-2">
              <span className="flex items-center gap-3">
                {row.icon ? <Image src={row.icon} alt="" width={28} height={28} unoptimized className="size-7" /> : <span aria-hidden="true" className="size-7 rounded-md bg-stone-100" />}
                <span>
                  <span className="block font-semibold text-stone-900">{row.name}</span>
                  {row.nameMr ? <span lang="mr" className="block text-xs text-stone-500">{row.nameMr}</span> : null}
                  {row.nameHi ? <span lang="hi" className="block text-xs text-stone-500">{row.nameHi}</span> : null}
                </span>
              </span>
            </td>
            <td className="px-3 py-2 font-mono text-xs">{row.slug}</td>
            <td className="px-3 py-2">{row.popular ? "Yes" : "—"}</td>
            <td className="px-3 py-2 text-right tabular-nums">{row.shops.toLocaleString("en-IN")} ({row.publishedShops.toLocaleString("en-IN")})</td>
            <td className="px-3 py-2 text-right">
              <Link href={`/admin/categories/${row.id}`} className="font-semibold text-brand-700 hover:underline" aria-label={`Edit ${row.name}`}>Edit</Link>
            </td>
          </tr>
        ))}
      </AdminListTable>
    </>
  );
}
