import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { adminButton, adminInput } from "@/components/admin/form-feedback";
import { Link } from "@/i18n/navigation";
import { formatIstDateTimePadded } from "@/lib/admin/format";
import { ADMIN_PAGE_SIZE, readAdminChoice, readAdminPage, readAdminText } from "@/lib/admin/list-params";
import { NEWS_STATUS_FILTERS } from "@/lib/validation/admin-news";
import { requireOperatorPage } from "@/server/auth/guards";
import { listArticlesForOperator } from "@/server/news/list-articles-for-operator";
import { listNewsCategories } from "@/server/news/list-news-categories";
import { NewsTabs } from "./_components/news-tabs";

export const metadata: Metadata = { title: "News" };

const STATUS_LABEL = { all: "Any status", draft: "Drafts", published: "Published" } as const;

/** /admin/news: every article, drafts included, with filters by status, category and title. */
export default async function AdminNewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireOperatorPage();
  const params = await searchParams;
  const status = readAdminChoice(params, "status", NEWS_STATUS_FILTERS, "all");
  const categories = await listNewsCategories();
  const categoryText = readAdminText(params, "category", 12);
  const categoryId = categories.find((c) => String(c.id) === categoryText)?.id;
  const q = readAdminText(params, "q");
  const page = readAdminPage(params);
  const { rows, total } = await listArticlesForOperator({ actor: viewer, filters: { status, categoryId, q }, page });
  const kept = { status: status === "all" ? undefined : status, category: categoryId ? String(categoryId) : undefined, q: q || undefined };

  return (
    <>
      <AdminPageHeader title="News" description="Write, publish and unpublish articles. Published articles show on /news and the home page at once." actions={<Link href="/admin/news/new" className={adminButton}>New article</Link>} />
      <NewsTabs current="articles" />
      <form role="search" aria-label="Find articles" className="mb-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <div>
          <label htmlFor="news-q" className="text-sm font-semibold text-stone-800">Title contains</label>
          <input id="news-q" name="q" type="search" defaultValue={q} className={adminInput} />
        </div>
        <div>
          <label htmlFor="news-status" className="text-sm font-semibold text-stone-800">Status</label>
          <select id="news-status" name="status" defaultValue={status} className={adminInput}>
            {NEWS_STATUS_FILTERS.map((value) => <option key={value} value={value}>{STATUS_LABEL[value]}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="news-category" className="text-sm font-semibold text-stone-800">Category</label>
          <select id="news-category" name="category" defaultValue={categoryId ? String(categoryId) : ""} className={adminInput}>
            <option value="">Any category</option>
            {categories.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
          </select>
        </div>
        <button type="submit" className={adminButton}>Filter</button>
      </form>
      <div className="scroll-hint overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <thead className="border-b border-stone-200 bg-stone-50 text-xs tracking-wide text-stone-500 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Title</th>
              <th scope="col" className="px-3 py-2 font-semibold">Category</th>
              <th scope="col" className="px-3 py-2 font-semibold">Status</th>
              <th scope="col" className="px-3 py-2 font-semibold">Published</th>
              <th scope="col" className="px-3 py-2 font-semibold">Last change</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">Comments</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="max-w-md px-3 py-2">
                  <Link href={`/admin/news/${row.id}`} className="font-semibold text-brand-700 hover:underline">{row.title}</Link>
                </td>
                <td className="px-3 py-2">{row.category}</td>
                <td className="px-3 py-2">
                  {row.status === "published" ? (
                    <span className="inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">Published</span>
                  ) : (
                    <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700 ring-1 ring-stone-200">Draft</span>
                  )}
                </td>
                {/* A draft is not on the site, whatever date it once went up: no date that reads as live. */}
                <td className="px-3 py-2 whitespace-nowrap">{row.status === "published" ? formatIstDateTimePadded(row.publishedAt) : <span className="text-stone-500">Draft</span>}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatIstDateTimePadded(row.updatedAt)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {row.approvedComments}
                  {row.pendingComments > 0 ? (
                    <Link href={{ pathname: "/admin/comments", query: { news: String(row.id) } }} className="ml-2 font-semibold text-amber-700 hover:underline">{row.pendingComments} to review</Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="p-6 text-center text-stone-600">No articles match these filters.</p> : null}
      </div>
      <AdminPager pathname="/admin/news" query={kept} page={page} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </>
  );
}
