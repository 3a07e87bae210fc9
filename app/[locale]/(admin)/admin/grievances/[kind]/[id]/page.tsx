import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { Link } from "@/i18n/navigation";
import { formatIstDateTimePadded } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import { grievanceClocks } from "@/lib/admin/grievance-clock";
import { GRIEVANCE_KINDS, type GrievanceKind } from "@/lib/validation/admin-grievances";
import { requireOperatorPage } from "@/server/auth/guards";
import { isAppError } from "@/server/errors";
import { getGrievance, type GrievanceDetail } from "@/server/grievances/get-grievance";
import { ClockText, GRIEVANCE_KIND_LABEL, GRIEVANCE_STATUS_LABEL, GRIEVANCE_STATUS_STYLE } from "../../_grievance-ui";
import { GrievanceActionsClient } from "./grievance-actions-client";

export const metadata: Metadata = { title: "Grievance" };

/** /admin/grievances/{contact|fraud}/{id}: the complaint, its clocks, its history and the next step. */
export default async function GrievancePage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const viewer = await requireOperatorPage();
  const { kind, id: rawId } = await params;
  const id = Number(rawId);
  if (!(GRIEVANCE_KINDS as readonly string[]).includes(kind) || !Number.isSafeInteger(id) || id <= 0) notFound();
  let grievance: GrievanceDetail;
  try {
    grievance = await getGrievance({ actor: viewer, kind: kind as GrievanceKind, id });
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  }
  const clocks = grievanceClocks(grievance);
  const from = grievance.from;

  return (
    <>
      <p className="mb-2 text-sm"><Link href="/admin/grievances" className="text-brand-700 hover:underline">← Grievances</Link></p>
      <AdminPageHeader title={grievance.subject} description={`${GRIEVANCE_KIND_LABEL[grievance.kind]} #${grievance.id}, received ${formatIstDateTimePadded(grievance.createdAt)}`} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-4">
          <section aria-label="Message" className="rounded-xl border border-stone-200 bg-white p-4">
            <p className="whitespace-pre-line break-words text-stone-800">{grievance.body}</p>
          </section>
          {grievance.sale ? (
            <section aria-label="Reported sale" data-testid="grievance-sale" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
              <h2 className="mb-2 text-sm font-bold tracking-wide text-stone-500 uppercase">Reported sale (“Not my purchase?”)</h2>
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                <dt className="text-stone-600">Sale</dt>
                <dd>
                  <Link href={{ pathname: "/admin/sales", query: { shop: String(grievance.sale.shopId), customer: grievance.from.customerCode ?? undefined } }} className="font-semibold text-brand-700 hover:underline">#{grievance.sale.id}</Link>
                  {grievance.sale.reversed ? <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold">Reversed</span> : null}
                </dd>
                <dt className="text-stone-600">Shop</dt>
                <dd><Link href={`/admin/shops/${grievance.sale.shopId}`} className="font-semibold text-brand-700 hover:underline">{grievance.sale.shopName}</Link></dd>
                <dt className="text-stone-600">Amount</dt>
                <dd className="tabular-nums">{formatPaise(grievance.sale.amountPaise)}</dd>
                <dt className="text-stone-600">Items</dt>
                <dd className="break-words">{grievance.sale.items}</dd>
                <dt className="text-stone-600">Recorded</dt>
                <dd>{formatIstDateTimePadded(grievance.sale.createdAt)}</dd>
              </dl>
            </section>
          ) : null}
          <GrievanceActionsClient kind={grievance.kind} id={grievance.id} status={grievance.status} />
          <section aria-label="History" className="rounded-xl border border-stone-200 bg-white p-4">
            <h2 className="mb-2 text-sm font-bold tracking-wide text-stone-500 uppercase">History</h2>
            {grievance.notes.length === 0 ? (
              <p className="text-sm text-stone-600">Nothing done yet.</p>
            ) : (
              <ol className="grid gap-3">
                {grievance.notes.map((note) => (
                  <li key={note.id} data-testid="grievance-note" className="border-l-2 border-stone-200 pl-3 text-sm">
                    <p className="text-xs text-stone-500">
                      {formatIstDateTimePadded(note.at)}{note.by ? ` · ${note.by}` : ""}
                      {note.fromStatus !== note.toStatus ? ` · ${GRIEVANCE_STATUS_LABEL[note.fromStatus as keyof typeof GRIEVANCE_STATUS_LABEL]} → ${GRIEVANCE_STATUS_LABEL[note.toStatus as keyof typeof GRIEVANCE_STATUS_LABEL]}` : ""}
                    </p>
                    <p className="mt-0.5 whitespace-pre-line text-stone-800">{note.note}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <aside className="grid content-start gap-4">
          <section aria-label="Status" className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
            <p className="flex items-center gap-2">
              <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${GRIEVANCE_STATUS_STYLE[grievance.status]}`}>{GRIEVANCE_STATUS_LABEL[grievance.status]}</span>
              {clocks.overdue ? <span className="inline-flex rounded-full bg-rose-700 px-2 py-0.5 text-xs font-bold text-white">Overdue</span> : null}
            </p>
            <div className="mt-3 grid gap-1">
              <ClockText clock={clocks.acknowledge} label="Acknowledge" />
              <ClockText clock={clocks.resolve} label="Resolve" />
            </div>
            <p className="mt-3 text-xs text-stone-500">
              Acknowledge by {formatIstDateTimePadded(clocks.acknowledge.dueAt)}; resolve by {formatIstDateTimePadded(clocks.resolve.dueAt)}.
              {grievance.handledBy ? ` Last handled by ${grievance.handledBy}.` : ""}
            </p>
          </section>
          <section aria-label="From" className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
            <h2 className="mb-2 text-sm font-bold tracking-wide text-stone-500 uppercase">From</h2>
            <p className="font-semibold text-stone-900">
              {from.customerId ? <Link href={`/admin/customers/${from.customerId}`} className="text-brand-700 hover:underline">{from.name}</Link> : from.name}
              {from.customerCode ? <span className="ml-1 font-mono text-xs text-stone-500">{from.customerCode}</span> : null}
            </p>
            {from.mobile ? <p><a href={`tel:+91${from.mobile}`} className="text-brand-700 hover:underline">{from.mobile}</a></p> : null}
            {from.email ? <p><a href={`mailto:${from.email}`} className="text-brand-700 hover:underline">{from.email}</a></p> : null}
          </section>
        </aside>
      </div>
    </>
  );
}
