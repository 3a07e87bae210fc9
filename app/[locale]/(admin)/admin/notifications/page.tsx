import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { Link } from "@/i18n/navigation";
import { formatIstDateTimePadded } from "@/lib/admin/format";
import { ADMIN_PAGE_SIZE, readAdminChoice, readAdminPage } from "@/lib/admin/list-params";
import { formatCount } from "@/lib/format";
import { requireOperatorPage } from "@/server/auth/guards";
import { DELIVERY_STATUS_FILTERS, listFailedDeliveries } from "@/server/notifications/list-failed-deliveries";

export const metadata: Metadata = { title: "Notification SMS" };

const TAB = { failed: "Failed", skipped: "Skipped", retrying: "Waiting to retry", all: "All not sent" } as const;
const STATUS_STYLE = {
  failed: "bg-rose-50 text-rose-800 ring-rose-200",
  skipped: "bg-stone-100 text-stone-700 ring-stone-200",
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  sending: "bg-sky-50 text-sky-800 ring-sky-200",
  sent: "bg-emerald-50 text-emerald-800 ring-emerald-200",
} as const;

/**
 * /admin/notifications: the notification SMS that did not go: failed for good with the provider's
 * last answer and the tries, skipped (no DLT template id, no mobile), or waiting out a back-off
 * (docs/decisions/131-notifications-outbox.md). The in-app notification went in every case.
 */
export default async function AdminNotificationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireOperatorPage();
  const params = await searchParams;
  const status = readAdminChoice(params, "status", DELIVERY_STATUS_FILTERS, "failed");
  const page = readAdminPage(params);
  const { rows, total, counts } = await listFailedDeliveries({ actor: viewer, status, page });
  const tab = "-mb-px border-b-2 border-transparent px-3 py-2 font-semibold whitespace-nowrap text-stone-600 hover:text-stone-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700";
  const tabCount = { failed: counts.failed, skipped: counts.skipped, retrying: counts.retrying, all: counts.failed + counts.skipped + counts.pending } as const;

  return (
    <>
      <AdminPageHeader title="Notification SMS" description="SMS of notifications that did not go. The in-app notification reached the person in every case; times in Asia/Kolkata." />
      <p className="mb-3 text-sm text-stone-600" data-testid="delivery-summary">
        {formatCount(counts.sent)} sent · {formatCount(counts.pending)} waiting · {formatCount(counts.failed)} failed · {formatCount(counts.skipped)} skipped
      </p>
      <nav aria-label="Delivery status" className="mb-3 flex gap-1 overflow-x-auto border-b border-stone-200 text-sm">
        {DELIVERY_STATUS_FILTERS.map((value) => (
          <Link key={value} href={{ pathname: "/admin/notifications", query: { status: value === "failed" ? undefined : value } }} aria-current={value === status ? "page" : undefined} className={tab}>
            {TAB[value]} ({formatCount(tabCount[value])})
          </Link>
        ))}
      </nav>
      <div className="scroll-hint overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <thead className="border-b border-stone-200 bg-stone-50 text-xs tracking-wide text-stone-500 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Notification</th>
              <th scope="col" className="px-3 py-2 font-semibold">To</th>
              <th scope="col" className="px-3 py-2 font-semibold">Status</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">Tries</th>
              <th scope="col" className="px-3 py-2 font-semibold">Reason</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <tr key={row.notificationId} data-testid="delivery-row">
                <td className="px-3 py-2">
                  <span className="block font-mono text-xs text-stone-500">#{row.notificationId}</span>
                  <span className="block font-semibold text-stone-900">{row.kind.replaceAll("_", " ")}</span>
                  <span className="block text-xs whitespace-nowrap text-stone-500">{formatIstDateTimePadded(row.createdAt)}</span>
                </td>
                <td className="px-3 py-2">
                  <span className="block">{row.who}</span>
                  <span className="block text-xs text-stone-500">{row.mobile ?? "no mobile"}</span>
                </td>
                <td className="px-3 py-2">
                  <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[row.status]}`}>{row.status === "pending" ? "retrying" : row.status}</span>
                  {row.status === "pending" ? <span className="mt-1 block text-xs whitespace-nowrap text-stone-500">next {formatIstDateTimePadded(row.nextAttemptAt)}</span> : null}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{row.attempts}</td>
                <td className="max-w-md px-3 py-2 break-words text-stone-700">{row.lastError ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="p-6 text-center text-stone-600">Nothing here.</p> : null}
      </div>
      <AdminPager pathname="/admin/notifications" query={{ status: status === "failed" ? undefined : status }} page={page} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </>
  );
}
