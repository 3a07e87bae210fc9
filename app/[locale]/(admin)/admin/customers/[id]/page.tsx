import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { Link } from "@/i18n/navigation";
import { formatIstDatePadded, formatIstDateTimePadded, formatMonth } from "@/lib/admin/format";
import { ADMIN_PAGE_SIZE, readAdminChoice, readAdminPage, readAdminText } from "@/lib/admin/list-params";
import { formatPaise } from "@/lib/money";
import { requireOperatorPage } from "@/server/auth/guards";
import { getCustomerRecord, type CustomerRecord } from "@/server/customers/get-customer-record";
import { listCustomerHistory } from "@/server/customers/list-customer-history";
import { listCustomerPurchases } from "@/server/customers/list-customer-purchases";
import { getCustomerStatement } from "@/server/customers/get-customer-statement";
import { listCustomerStatements, STATEMENT_PAGE_SIZE } from "@/server/customers/list-customer-statements";
import { isAppError } from "@/server/errors";
import { CustomerStatusBadge, KycBadge } from "../_components/customer-badges";
import { BlockCustomerClient } from "./block-client";
import { pluralize } from "@/lib/format";

export const metadata: Metadata = { title: "Customer" };

type SearchParams = Record<string, string | string[] | undefined>;
const TABS = ["purchases", "commissions", "history"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, string> = { purchases: "Purchases", commissions: "Commissions", history: "History" };

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section aria-label={title} data-testid={testId} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="mb-3 text-sm font-bold tracking-wide text-stone-500 uppercase">{title}</h2>
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-stone-900">{children ?? "—"}</dd>
    </>
  );
}

function PersonLink({ person }: { person: { id: number; code: string | null; name: string } | null }) {
  if (!person) return <>—</>;
  return (
    <Link href={`/admin/customers/${person.id}`} className="text-brand-700 hover:underline">
      {person.name} <span className="font-mono text-xs">({person.code ?? "no code"})</span>
    </Link>
  );
}

const th = "px-3 py-2 font-semibold";
const td = "px-3 py-2";

/** /admin/customers/{id}: one customer's record for the operator. Nothing here edits money. */
export default async function AdminCustomerPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const viewer = await requireOperatorPage();
  const { id } = await params;
  const customerId = Number(id);
  if (!Number.isSafeInteger(customerId) || customerId <= 0) notFound();
  let record: CustomerRecord;
  try {
    record = await getCustomerRecord({ actor: viewer, customerId });
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  }
  const query = await searchParams;
  const tab = readAdminChoice(query, "tab", TABS, "purchases");
  const page = readAdminPage(query);
  const name = [record.firstName, record.middleName, record.lastName].filter(Boolean).join(" ");
  const canBlock = !record.login.isCompanyRoot && !record.login.isOperator;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/customers" className="text-brand-700 hover:underline">← Customers</Link>
      </p>
      <AdminPageHeader
        title={name || "(no name)"}
        description={`${record.code ?? "No customer code yet"} · joined ${formatIstDatePadded(record.joinedAt)}`}
        actions={canBlock ? <BlockCustomerClient customerId={record.id} blocked={record.status === "blocked" || record.login.banned} name={name} alsoFranchisee={record.login.alsoFranchisee} /> : null}
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <CustomerStatusBadge status={record.status} />
        <KycBadge complete={record.kycComplete} />
        {record.login.alsoFranchisee ? <span className="inline-flex rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200">Also runs a shop</span> : null}
        {record.login.isCompanyRoot ? <span className="text-sm text-stone-600">The company&apos;s own member record (top of the tree).</span> : null}
      </div>
      {record.status === "blocked" && record.lastBlockChange?.action === "customer.block" ? (
        <p role="note" className="mb-4 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
          Blocked {formatIstDateTimePadded(record.lastBlockChange.at)}{record.lastBlockChange.by ? ` by ${record.lastBlockChange.by}` : ""}: {record.lastBlockChange.reason}
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="Profile" testId="customer-profile">
          <Row label="Mobile">{record.mobile}</Row>
          <Row label="Email">{record.email}</Row>
          <Row label="Gender / age">{[record.gender === "male" ? "Male" : record.gender === "female" ? "Female" : null, record.age].filter(Boolean).join(", ") || null}</Row>
          <Row label="City">{[record.city, record.pincode].filter(Boolean).join(" ") || null}</Row>
          <Row label="Address">{record.address}</Row>
          <Row label="Verified">{record.verifiedAt ? formatIstDateTimePadded(record.verifiedAt) : "Not verified"}</Row>
          <Row label="Purchases">{`${record.purchases.count.toLocaleString("en-IN")} · ${formatPaise(record.purchases.totalPaise)}`}</Row>
        </Card>
        <Card title="KYC (masked)" testId="customer-kyc">
          <Row label="PAN">{record.panMasked}</Row>
          <Row label="Aadhaar">{record.aadhaarLast4 ? `XXXX XXXX ${record.aadhaarLast4}` : null}</Row>
          <Row label="Bank">{record.kyc ? `${record.kyc.bankName}, ${record.kyc.branch}` : "No bank details"}</Row>
          <Row label="IFSC">{record.kyc?.ifsc}</Row>
          <Row label="Account">{record.kyc ? `XXXXXX${record.kyc.accountLast4}` : null}</Row>
          <Row label="Holder">{record.kyc?.accountHolderName}</Row>
          <Row label="Updated">{record.kyc ? formatIstDateTimePadded(record.kyc.updatedAt) : null}</Row>
        </Card>
        <Card title="Tree position" testId="customer-tree">
          {record.tree ? (
            <>
              <Row label="Sponsor"><PersonLink person={record.tree.sponsor} /></Row>
              <Row label="Parent"><PersonLink person={record.tree.parent} /></Row>
              <Row label="Side">{record.tree.side === "L" ? "Left" : record.tree.side === "R" ? "Right" : "Top of the tree"}</Row>
              <Row label="Depth">{String(record.tree.depth)}</Row>
              <Row label="Left leg">{pluralize(record.tree.leftCount, "member", "members")}</Row>
              <Row label="Right leg">{pluralize(record.tree.rightCount, "member", "members")}</Row>
              <Row label="Direct referrals">{record.directReferrals.toLocaleString("en-IN")}</Row>
              <Row label="Placed">{formatIstDateTimePadded(record.tree.placedAt)}</Row>
            </>
          ) : (
            <Row label="Placement">Not placed yet (placed when the mobile number is verified)</Row>
          )}
        </Card>
      </div>

      <nav aria-label="Customer record" className="mt-8 flex gap-1 border-b border-stone-200 text-sm">
        {TABS.map((value) => (
          <Link
            key={value}
            href={{ pathname: `/admin/customers/${record.id}`, query: value === "purchases" ? {} : { tab: value } }}
            aria-current={value === tab ? "page" : undefined}
            className="-mb-px border-b-2 border-transparent px-3 py-2 font-semibold text-stone-600 hover:text-stone-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
          >
            {TAB_LABEL[value]}
          </Link>
        ))}
      </nav>
      <div className="mt-4">
        {tab === "purchases" ? <PurchasesTab actorPage={page} customerId={record.id} viewer={viewer} /> : null}
        {tab === "commissions" ? <CommissionsTab page={page} month={readAdminText(query, "month", 7)} customerId={record.id} viewer={viewer} /> : null}
        {tab === "history" ? <HistoryTab page={page} customerId={record.id} viewer={viewer} /> : null}
      </div>
    </>
  );
}

type Viewer = Awaited<ReturnType<typeof requireOperatorPage>>;

async function PurchasesTab({ customerId, actorPage, viewer }: { customerId: number; actorPage: number; viewer: Viewer }) {
  const { rows, total } = await listCustomerPurchases({ actor: viewer, customerId, page: actorPage });
  return (
    <>
      <div className="scroll-hint overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-stone-200 bg-stone-50 text-xs tracking-wide text-stone-500 uppercase">
            <tr><th scope="col" className={th}>Date</th><th scope="col" className={th}>Shop</th><th scope="col" className={th}>Items</th><th scope="col" className={`${th} text-right`}>Amount</th><th scope="col" className={`${th} text-right`}>Shop fee</th><th scope="col" className={th}>Status</th></tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <tr key={row.id} className={row.status === "reversed" ? "text-stone-500" : undefined}>
                <td className={`${td} whitespace-nowrap`}>{formatIstDateTimePadded(row.createdAt)}</td>
                <td className={td}>{row.shopName}</td>
                <td className={`${td} max-w-xs truncate`} title={row.items}>{row.items}</td>
                <td className={`${td} text-right tabular-nums ${row.status === "reversed" ? "line-through" : ""}`}>{formatPaise(row.amountPaise)}</td>
                <td className={`${td} text-right tabular-nums`}>{formatPaise(row.interestPaise)}</td>
                <td className={td}>{row.status === "reversed" ? `Reversed${row.reversalReason ? `: ${row.reversalReason}` : ""}` : `Counts in ${formatMonth(row.countedMonth)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="p-6 text-center text-stone-600">No purchases recorded.</p> : null}
      </div>
      <AdminPager pathname={`/admin/customers/${customerId}`} page={actorPage} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </>
  );
}

const STATEMENT_STATUS: Record<string, string> = { pending: "Pending (month open)", approved: "Approved", held: "Held", paid: "Paid" };

async function CommissionsTab({ customerId, page, month, viewer }: { customerId: number; page: number; month: string; viewer: Viewer }) {
  const { rows, total } = await listCustomerStatements({ actor: viewer, customerId, page });
  let detail: Awaited<ReturnType<typeof getCustomerStatement>> | null = null;
  if (/^\d{4}-\d{2}$/.test(month)) {
    try {
      detail = await getCustomerStatement({ actor: viewer, customerId, month });
    } catch (error) {
      if (!isAppError(error) || error.code !== "not_found") throw error;
    }
  }
  return (
    <>
      <div className="scroll-hint overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-stone-200 bg-stone-50 text-xs tracking-wide text-stone-500 uppercase">
            <tr><th scope="col" className={th}>Month</th><th scope="col" className={`${th} text-right`}>Gross</th><th scope="col" className={`${th} text-right`}>TDS</th><th scope="col" className={`${th} text-right`}>Net</th><th scope="col" className={`${th} text-right`}>Carried in</th><th scope="col" className={`${th} text-right`}>Payable</th><th scope="col" className={th}>Status</th></tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <tr key={row.month}>
                <td className={td}>
                  <Link href={{ pathname: `/admin/customers/${customerId}`, query: { tab: "commissions", month: row.month.slice(0, 7), ...(page > 0 ? { page: String(page + 1) } : {}) } }} className="font-semibold text-brand-700 hover:underline">{formatMonth(row.month)}</Link>
                </td>
                <td className={`${td} text-right tabular-nums`}>{formatPaise(row.grossPaise)}</td>
                <td className={`${td} text-right tabular-nums`}>{formatPaise(row.tdsPaise)}</td>
                <td className={`${td} text-right font-semibold tabular-nums`}>{formatPaise(row.netPaise)}</td>
                <td className={`${td} text-right tabular-nums`}>{formatPaise(row.carriedInPaise)}</td>
                <td className={`${td} text-right tabular-nums`}>{formatPaise(row.payablePaise)}</td>
                <td className={td}>{STATEMENT_STATUS[row.status]}{row.holdReason ? ` (${row.holdReason.replaceAll("_", " ")})` : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="p-6 text-center text-stone-600">No commission statements yet.</p> : null}
      </div>
      <AdminPager pathname={`/admin/customers/${customerId}`} query={{ tab: "commissions" }} page={page} total={total} pageSize={STATEMENT_PAGE_SIZE} />
      {detail ? (
        <section aria-label={`Statement for ${formatMonth(detail.statement.month)}`} className="mt-6 rounded-xl border border-stone-200 bg-white p-4">
          <h2 className="text-lg font-bold text-stone-900">{formatMonth(detail.statement.month)}: why this amount</h2>
          <p className="mt-1 text-sm text-stone-600">Lines before the cap {formatPaise(detail.statement.lineTotalPaise)}; gross {formatPaise(detail.statement.grossPaise)}, TDS {formatPaise(detail.statement.tdsPaise)}, net {formatPaise(detail.statement.netPaise)}.</p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-500 uppercase">
                <tr><th scope="col" className={th}>Sale</th><th scope="col" className={th}>Buyer</th><th scope="col" className={th}>Shop</th><th scope="col" className={`${th} text-right`}>Level</th><th scope="col" className={`${th} text-right`}>Base</th><th scope="col" className={`${th} text-right`}>Rate</th><th scope="col" className={`${th} text-right`}>Amount</th></tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {detail.lines.map((line, index) => (
                  <tr key={index}>
                    <td className={td}>{line.reason === "qualification_lost" ? `Adjustment: qualification lost, sale #${line.saleId} reversed` : line.kind === "adjustment" ? "Adjustment" : line.saleDate ?? "—"}</td>
                    <td className={td}>{line.buyerCode ? `${line.buyerName ?? ""} (${line.buyerCode})` : "—"}</td>
                    <td className={td}>{line.shopName ?? "—"}</td>
                    <td className={`${td} text-right`}>{line.level ?? "—"}</td>
                    <td className={`${td} text-right tabular-nums`}>{formatPaise(line.basePaise)}</td>
                    <td className={`${td} text-right tabular-nums`}>{(line.rateBp / 100).toFixed(2)}%</td>
                    <td className={`${td} text-right tabular-nums`}>{formatPaise(line.amountPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {detail.lines.length === 0 ? <p className="p-4 text-center text-stone-600">No lines this month (carried amounts only).</p> : null}
          </div>
        </section>
      ) : null}
    </>
  );
}

const ACTION_LABEL: Record<string, string> = {
  "customer.block": "Blocked",
  "customer.unblock": "Unblocked",
  "customer.profile_updated": "Profile updated by the customer",
  "customer.kyc_added": "KYC added",
  "customer.kyc_updated": "KYC updated",
};

async function HistoryTab({ customerId, page, viewer }: { customerId: number; page: number; viewer: Viewer }) {
  const { rows, total } = await listCustomerHistory({ actor: viewer, customerId, page });
  return (
    <>
      <ol className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
        {rows.map((row) => {
          const after = (row.after ?? {}) as { reason?: string };
          return (
            <li key={row.id} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
              <span>
                <span className="font-semibold text-stone-900">{ACTION_LABEL[row.action] ?? row.action}</span>
                {after.reason ? <span className="text-stone-700">: {after.reason}</span> : null}
              </span>
              <span className="text-stone-500">{formatIstDateTimePadded(row.at)}{row.by ? ` · ${row.by}` : ""}</span>
            </li>
          );
        })}
      </ol>
      {rows.length === 0 ? <p className="p-6 text-center text-stone-600">Nothing recorded yet.</p> : null}
      <AdminPager pathname={`/admin/customers/${customerId}`} query={{ tab: "history" }} page={page} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </>
  );
}
