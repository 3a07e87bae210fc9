import type { Metadata } from "next";
import { AdminCappedPager } from "@/components/admin/admin-capped-pager";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AuditDiff } from "@/components/admin/audit-diff";
import { adminButton, adminInput, adminSecondaryButton } from "@/components/admin/form-feedback";
import { Link } from "@/i18n/navigation";
import { formatIstDateTime } from "@/lib/admin/format";
import { readAdminPage, readAdminText } from "@/lib/admin/list-params";
import { listAuditLog, type AuditFilters } from "@/server/audit/list-audit-log";
import { listAuditVocabulary } from "@/server/audit/list-audit-vocabulary";
import { requireOperatorPage } from "@/server/auth/guards";

export const metadata: Metadata = { title: "Audit log" };

/** Where an entity of the console lives, so an audit entry links to it (shops have a page of their own). */
function entityHref(type: string, id: string): string | null {
  return type === "shop" && /^\d+$/.test(id) ? `/admin/shops/${id}` : null;
}

/** /admin/audit: who changed what and when, with the record before and after; filters in the query string. */
export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireOperatorPage();
  const params = await searchParams;
  const filters: AuditFilters = {
    entityType: readAdminText(params, "entity_type", 60),
    entityId: readAdminText(params, "entity_id", 60),
    actor: readAdminText(params, "actor", 20),
    action: readAdminText(params, "action", 80),
  };
  const query = { entity_type: filters.entityType || undefined, entity_id: filters.entityId || undefined, actor: filters.actor || undefined, action: filters.action || undefined };
  const filtered = Object.values(query).some(Boolean);
  const [{ rows, total, capped, page, pageSize }, vocabulary] = await Promise.all([
    listAuditLog({ actor: viewer, filters, page: readAdminPage(params) }),
    listAuditVocabulary({ actor: viewer }),
  ]);

  return (
    <>
      <AdminPageHeader title="Audit log" description="Every console write and account change: who, when, what, and the record before and after. Times in Asia/Kolkata." />
      <form method="get" role="search" aria-label="Filter the audit log" className="mb-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]">
        <div>
          <label htmlFor="entity_type" className="text-sm font-semibold text-stone-800">Entity type</label>
          <input id="entity_type" name="entity_type" list="entity-types" defaultValue={filters.entityType} placeholder="shop, sale, customer…" className={adminInput} />
          <datalist id="entity-types">{vocabulary.entityTypes.map((value) => <option key={value} value={value} />)}</datalist>
        </div>
        <div>
          <label htmlFor="entity_id" className="text-sm font-semibold text-stone-800">Entity id</label>
          <input id="entity_id" name="entity_id" defaultValue={filters.entityId} className={adminInput} />
        </div>
        <div>
          <label htmlFor="actor" className="text-sm font-semibold text-stone-800">Actor&apos;s mobile</label>
          <input id="actor" name="actor" inputMode="numeric" defaultValue={filters.actor} placeholder='10 digits, or "system"' className={adminInput} />
        </div>
        <div>
          <label htmlFor="action" className="text-sm font-semibold text-stone-800">Action</label>
          <input id="action" name="action" list="actions" defaultValue={filters.action} placeholder="e.g. sale.reverse" className={adminInput} />
          <datalist id="actions">{vocabulary.actions.map((value) => <option key={value} value={value} />)}</datalist>
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={adminButton}>Filter</button>
          {filtered ? <Link href="/admin/audit" className={adminSecondaryButton}>Clear</Link> : null}
        </div>
      </form>

      {rows.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-600">{filtered ? "No entry matches these filters." : "The audit log is empty."}</p>
      ) : (
        <ol className="grid gap-3">
          {rows.map((entry) => {
            const href = entityHref(entry.entityType, entry.entityId);
            return (
              <li key={entry.id} className="rounded-xl border border-stone-200 bg-white p-4">
                <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-sm">
                  <p>
                    <code className="rounded bg-stone-100 px-1.5 py-0.5 font-semibold text-stone-900">{entry.action}</code>{" "}
                    <span className="text-stone-600">on</span>{" "}
                    {href ? <Link href={href} className="font-medium text-brand-700 hover:underline">{entry.entityType} #{entry.entityId}</Link> : <span className="font-medium">{entry.entityType} #{entry.entityId}</span>}{" "}
                    <Link href={{ pathname: "/admin/audit", query: { entity_type: entry.entityType, entity_id: entry.entityId } }} className="text-xs text-stone-500 hover:underline">(history)</Link>
                  </p>
                  <p className="text-stone-600">
                    {entry.actorName ? `${entry.actorName}${entry.actorMobile ? ` (${entry.actorMobile})` : ""}` : "System"} · {formatIstDateTime(entry.createdAt)}
                    {entry.ipAddress ? ` · ${entry.ipAddress}` : ""}
                  </p>
                </div>
                <AuditDiff before={entry.before} after={entry.after} />
              </li>
            );
          })}
        </ol>
      )}
      <AdminCappedPager pathname="/admin/audit" query={query} page={page} total={total} capped={capped} pageSize={pageSize} />
    </>
  );
}
