import type { Metadata } from "next";
import { AdminListTable } from "@/components/admin/admin-list-table";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { Link } from "@/i18n/navigation";
import { requireOperatorPage } from "@/server/auth/guards";
import { listNewsCategoriesForOperator } from "@/server/news/list-news-categories-for-operator";
import { MoveButtons } from "../../categories/move-buttons-client";
import { NewsCategoryFormClient } from "../_components/news-category-form-client";
import { NewsTabs } from "../_components/news-tabs";
import { moveNewsCategoryAction } from "../actions";

export const metadata: Metadata = { title: "News categories" };

/** /admin/news/categories: the news page's category filter, in this order. */
export default async function AdminNewsCategoriesPage() {
  const viewer = await requireOperatorPage();
  const rows = await listNewsCategoriesForOperator({ actor: viewer });
  return (
    <>
      <AdminPageHeader title="News" description="News categories group the articles on /news; the filter lists them in this order." />
      <NewsTabs current="categories" />
      <NewsCategoryFormClient />
      <div className="mt-4">
        <AdminListTable
          columns={[{ label: "Order" }, { label: "Category" }, { label: "Slug" }, { label: "Articles (published)", align: "right" }, { label: "Actions", hidden: true }]}
          minWidth="36rem"
          after={rows.length === 0 ? <p className="p-6 text-center text-stone-600">No news categories yet.</p> : null}
        >
          {rows.map((row, index) => (
            <tr key={row.id} data-testid="news-category-row">
              <td className="px-3 py-2"><MoveButtons id={row.id} name={row.name} first={index === 0} last={index === rows.length - 1} move={moveNewsCategoryAction} /></td>
              <td className="px-3 py-2">
                <span className="block font-semibold text-stone-900">{row.name}</span>
                {row.nameMr ? <span lang="mr" className="block text-xs text-stone-500">{row.nameMr}</span> : null}
                {row.nameHi ? <span lang="hi" className="block text-xs text-stone-500">{row.nameHi}</span> : null}
              </td>
              <td className="px-3 py-2 font-mono text-xs">{row.slug}</td>
              <td className="px-3 py-2 text-right tabular-nums">{row.articles} ({row.published})</td>
              <td className="px-3 py-2 text-right"><Link href={`/admin/news/categories/${row.id}`} className="font-semibold text-brand-700 hover:underline" aria-label={`Edit ${row.name}`}>Edit</Link></td>
            </tr>
          ))}
        </AdminListTable>
      </div>
    </>
  );
}
