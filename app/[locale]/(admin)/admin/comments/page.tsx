import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { Link } from "@/i18n/navigation";
import { ADMIN_PAGE_SIZE, readAdminChoice, readAdminPage, readAdminText } from "@/lib/admin/list-params";
import { COMMENT_STATUS_FILTERS, type CommentStatusFilter } from "@/lib/validation/admin-comments";
import { requireOperatorPage } from "@/server/auth/guards";
import { listCommentsForOperator } from "@/server/news/list-comments-for-operator";
import { ModerationClient } from "./moderation-client";

export const metadata: Metadata = { title: "Comments" };

const TAB_LABEL: Record<CommentStatusFilter, string> = { pending: "Pending", approved: "Approved", hidden: "Hidden", all: "All" };

/** /admin/comments: readers' comments wait here until approved; approved ones can be hidden again. */
export default async function AdminCommentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireOperatorPage();
  const params = await searchParams;
  const status = readAdminChoice(params, "status", COMMENT_STATUS_FILTERS, "pending");
  const newsText = readAdminText(params, "news", 15);
  const newsId = /^\d+$/.test(newsText) ? Number(newsText) : undefined;
  const page = readAdminPage(params);
  const { rows, total, pending } = await listCommentsForOperator({ actor: viewer, status, newsId, page });
  const tab = "-mb-px border-b-2 border-transparent px-3 py-2 font-semibold text-stone-600 hover:text-stone-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700";

  return (
    <>
      <AdminPageHeader title="Comments" description="Visitors' comments show on an article only once approved. Hide one to take it down; approve it again to bring it back." />
      <nav aria-label="Comment status" className="mb-4 flex gap-1 overflow-x-auto border-b border-stone-200 text-sm">
        {COMMENT_STATUS_FILTERS.map((value) => (
          <Link key={value} href={{ pathname: "/admin/comments", query: { ...(value === "pending" ? {} : { status: value }), ...(newsId ? { news: String(newsId) } : {}) } }} aria-current={value === status ? "page" : undefined} className={tab}>
            {TAB_LABEL[value]}{value === "pending" ? ` (${pending.toLocaleString("en-IN")})` : ""}
          </Link>
        ))}
      </nav>
      {newsId ? (
        <p className="mb-3 text-sm text-stone-600">
          Showing one article&apos;s comments. <Link href={{ pathname: "/admin/comments", query: status === "pending" ? {} : { status } }} className="font-semibold text-brand-700 hover:underline">Show all articles</Link>
        </p>
      ) : null}
      <ModerationClient key={`${status}-${page}-${newsId ?? ""}`} rows={rows} />
      <AdminPager pathname="/admin/comments" query={{ status: status === "pending" ? undefined : status, news: newsId ? String(newsId) : undefined }} page={page} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </>
  );
}
