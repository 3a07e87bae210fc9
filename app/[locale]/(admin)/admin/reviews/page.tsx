import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { Link } from "@/i18n/navigation";
import { ADMIN_PAGE_SIZE, readAdminChoice, readAdminPage } from "@/lib/admin/list-params";
import { requireOperatorPage } from "@/server/auth/guards";
import { listReviews, REVIEW_MODERATION_FILTERS, type ReviewModerationFilter } from "@/server/reviews/list-reviews";
import { ReviewModerationItem } from "./review-moderation-client";

export const metadata: Metadata = { title: "Reviews" };

const TAB_LABEL: Record<ReviewModerationFilter, string> = { reported: "Reported", hidden: "Hidden", all: "All" };

/** /admin/reviews: reported reviews wait here (docs/product.md#reviews); an operator hides, keeps or restores each, with a reason. */
export default async function AdminReviewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireOperatorPage();
  const params = await searchParams;
  const filter = readAdminChoice(params, "status", REVIEW_MODERATION_FILTERS, "reported");
  const page = readAdminPage(params);
  const { rows, total, reported } = await listReviews({ actor: viewer, filter, page });
  const tab = "-mb-px border-b-2 border-transparent px-3 py-2 font-semibold text-stone-600 hover:text-stone-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700";

  return (
    <>
      <AdminPageHeader title="Reviews" description="Customers' reviews of shops show at once. Reported ones wait here: hide one to take it off the shop's page and rating, keep it to dismiss its reports." />
      <nav aria-label="Review status" className="mb-4 flex gap-1 overflow-x-auto border-b border-stone-200 text-sm">
        {REVIEW_MODERATION_FILTERS.map((value) => (
          <Link key={value} href={{ pathname: "/admin/reviews", query: value === "reported" ? {} : { status: value } }} aria-current={value === filter ? "page" : undefined} className={tab}>
            {TAB_LABEL[value]}{value === "reported" ? ` (${reported.toLocaleString("en-IN")})` : ""}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-600">Nothing here. The queue is clear.</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {rows.map((row) => (
            <ReviewModerationItem key={row.id} row={row} />
          ))}
        </ul>
      )}
      <AdminPager pathname="/admin/reviews" query={{ status: filter === "reported" ? undefined : filter }} page={page} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </>
  );
}
