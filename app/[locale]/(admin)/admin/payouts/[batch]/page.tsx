import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { adminButton, adminInput, adminSecondaryButton } from "@/components/admin/form-feedback";
import { MoneyStatusBadge } from "@/components/admin/money-status-badge";
import { Link } from "@/i18n/navigation";
import { ADMIN_PAGE_SIZE, readAdminChoice, readAdminPage, readAdminText } from "@/lib/admin/list-params";
import { formatKolkataDateTime } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import { adminBatchIdSchema } from "@/lib/validation/admin-payouts";
import { requireOperatorPage } from "@/server/auth/guards";
import { db } from "@/server/db/client";
import { isAppError } from "@/server/errors";
import { getPayoutBatch, PAYOUT_LINE_STATUSES } from "@/server/payouts/get-payout-batch";
import { BankTools } from "./bank-tools-client";
import { BatchLinesClient } from "./batch-lines-client";

type Props = { params: Promise<{ batch: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Payout batch ${(await params).batch}` };
}

/** /admin/payouts/:batch: the bank file, the bank's response, and every line to mark paid (UTR) or failed. */
export default async function PayoutBatchPage({ params, searchParams }: Props) {
  const actor = await requireOperatorPage();
  const parsed = adminBatchIdSchema.safeParse((await params).batch);
  if (!parsed.success) notFound();
  const batchId = parsed.data;
  const query = await searchParams;
  const page = readAdminPage(query);
  const q = readAdminText(query, "q");
  const status = readAdminChoice(query, "status", ["all", ...PAYOUT_LINE_STATUSES] as const, "all");
  const found = await getPayoutBatch({ actor, input: { batchId, filter: { status, search: q }, page, pageSize: ADMIN_PAGE_SIZE }, db }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") return null;
    throw error;
  });
  if (!found) notFound();
  const { batch, lines, total } = found;
  const filters = { q: q || undefined, status: status === "all" ? undefined : status };
  return (
    <>
      <p className="mb-2 text-sm"><Link href="/admin/payouts" className="text-brand-700 hover:underline">← Payouts</Link></p>
      <AdminPageHeader
        title={`Payout batch ${batch.id}`}
        description={`Created ${formatKolkataDateTime(batch.createdAt)}${batch.createdBy ? ` by ${batch.createdBy}` : ""}${batch.exportedAt ? ` · bank file first downloaded ${formatKolkataDateTime(batch.exportedAt)}` : ""}${batch.completedAt ? ` · completed ${formatKolkataDateTime(batch.completedAt)}` : ""}.`}
        actions={<MoneyStatusBadge status={batch.status} />}
      />
      <div className="grid gap-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {[
            ["Lines", batch.lineCount.toLocaleString("en-IN")],
            ["Total", formatPaise(batch.totalPaise)],
            ["Paid", `${batch.counts.paid.toLocaleString("en-IN")} · ${formatPaise(batch.paidPaise)}`],
            ["Failed", batch.counts.failed.toLocaleString("en-IN")],
            ["Pending", batch.counts.pending.toLocaleString("en-IN")],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
              <dt className="text-xs text-stone-500">{label}</dt>
              <dd className="mt-0.5 font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <BankTools batchId={batch.id} pendingCount={batch.counts.pending} />
        <section aria-labelledby="lines-title" className="grid gap-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="lines-title" className="text-lg font-bold text-stone-900">Lines</h2>
            <a href={`/api/v1/admin/payouts/lines?batch=${batch.id}`} className={adminSecondaryButton} download>Export lines CSV</a>
          </div>
          <form method="get" role="search" className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="q" className="text-sm font-semibold text-stone-800">Member code, name, reference or UTR</label>
              <input id="q" name="q" defaultValue={q} className={`${adminInput} w-64`} />
            </div>
            <div>
              <label htmlFor="status" className="text-sm font-semibold text-stone-800">Status</label>
              <select id="status" name="status" defaultValue={status} className={`${adminInput} w-36`}>
                {["all", ...PAYOUT_LINE_STATUSES].map((s) => <option key={s} value={s}>{s === "all" ? "All" : s[0]!.toUpperCase() + s.slice(1)}</option>)}
              </select>
            </div>
            <button type="submit" className={adminButton}>Search</button>
          </form>
          <BatchLinesClient batchId={batch.id} lines={lines} />
          <AdminPager pathname={`/admin/payouts/${batch.id}`} query={filters} page={page} total={total} pageSize={ADMIN_PAGE_SIZE} />
        </section>
      </div>
    </>
  );
}
