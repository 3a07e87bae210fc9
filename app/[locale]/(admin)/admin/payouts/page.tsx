import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { adminSecondaryButton } from "@/components/admin/form-feedback";
import { MoneyStatusBadge } from "@/components/admin/money-status-badge";
import { Link } from "@/i18n/navigation";
import { ADMIN_PAGE_SIZE, readAdminPage } from "@/lib/admin/list-params";
import { formatKolkataDateTime } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import { requireOperatorPage } from "@/server/auth/guards";
import { db } from "@/server/db/client";
import { listPayoutBatches } from "@/server/payouts/list-payout-batches";
import { previewPayoutBatch } from "@/server/payouts/preview-payout-batch";
import { CreateBatchButton } from "./create-batch-client";
import { pluralize } from "@/lib/format";

export const metadata: Metadata = { title: "Payouts" };

/** /admin/payouts: payout batches with their progress; make a new batch; export every payout line. */
export default async function PayoutBatchesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireOperatorPage();
  const page = readAdminPage(await searchParams);
  const [{ batches, total }, preview] = await Promise.all([listPayoutBatches({ actor, input: { page, pageSize: ADMIN_PAGE_SIZE }, db }), previewPayoutBatch({ actor, db })]);
  return (
    <>
      <AdminPageHeader
        title="Payouts"
        description="Closed months' net amounts, paid by bulk NEFT: make a batch, download the bank file, then record what the bank paid (UTR) or returned."
        actions={
          <>
            <a href="/api/v1/admin/payouts/lines" className={adminSecondaryButton} download>Export payouts CSV</a>
            <CreateBatchButton preview={preview} />
          </>
        }
      />
      <p className="mb-4 text-sm text-stone-700">
        Ready for the next batch: <strong>{pluralize(preview.members, "member", "members")}</strong>, <strong>{formatPaise(preview.totalPaise)}</strong>
        {preview.waitingForKycMembers > 0 ? ` · waiting for KYC: ${pluralize(preview.waitingForKycMembers, "member", "members")}, ${formatPaise(preview.waitingForKycPaise)}` : ""}.
      </p>
      <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
        <table className="w-full min-w-[52rem] text-sm">
          <caption className="sr-only">Payout batches</caption>
          <thead className="bg-stone-50 text-left text-xs text-stone-500 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Batch</th>
              <th scope="col" className="px-3 py-2 font-semibold">Created</th>
              <th scope="col" className="px-3 py-2 font-semibold">Status</th>
              {["Lines", "Total", "Paid", "Failed", "Pending"].map((h) => <th key={h} scope="col" className="px-3 py-2 text-right font-semibold">{h}</th>)}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {batches.length === 0 ? (
              <tr><td colSpan={8} className="px-3 py-8 text-center text-stone-500">No payout batch yet. Close a month, then create the first batch.</td></tr>
            ) : (
              batches.map((b) => (
                <tr key={b.id} className="hover:bg-stone-50">
                  <th scope="row" className="px-3 py-2 text-left"><Link href={`/admin/payouts/${b.id}`} className="font-semibold text-brand-700 hover:underline">Batch {b.id}</Link></th>
                  <td className="px-3 py-2 text-xs text-stone-600">{formatKolkataDateTime(b.createdAt)}{b.createdBy ? <span className="block">by {b.createdBy}</span> : null}</td>
                  <td className="px-3 py-2"><MoneyStatusBadge status={b.status} /></td>
                  <td className="px-3 py-2 text-right tabular-nums">{b.lineCount.toLocaleString("en-IN")}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPaise(b.totalPaise)}</td>
                  <td className="px-3 py-2 text-right text-emerald-800 tabular-nums">{b.counts.paid.toLocaleString("en-IN")}</td>
                  <td className="px-3 py-2 text-right text-rose-800 tabular-nums">{b.counts.failed.toLocaleString("en-IN")}</td>
                  <td className="px-3 py-2 text-right text-amber-800 tabular-nums">{b.counts.pending.toLocaleString("en-IN")}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <AdminPager pathname="/admin/payouts" page={page} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </>
  );
}
