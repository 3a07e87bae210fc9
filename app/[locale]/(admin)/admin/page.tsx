import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { Link } from "@/i18n/navigation";
import { formatCount, formatIstDateTime, formatMonth } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import { requireOperatorPage } from "@/server/auth/guards";
import { getOverviewFigures } from "@/server/overview/get-overview-figures";
import { MarketplaceTrendsSection } from "@/components/admin/marketplace-trends";
import { getMarketplaceTrends } from "@/server/insights/get-marketplace-trends";
import { ACKNOWLEDGE_WITHIN_HOURS, listAttentionQueues, type GrievanceQueue } from "@/server/overview/list-attention-queues";

export const metadata: Metadata = { title: "Overview" };

type Href = { pathname: string; query?: Record<string, string> };

/** /admin: the marketplace in figures, and what waits for an operator, each with a link to its page. */
export default async function AdminOverviewPage() {
  const viewer = await requireOperatorPage();
  const [counts, queues, trends] = await Promise.all([getOverviewFigures({ actor: viewer }), listAttentionQueues({ actor: viewer }), getMarketplaceTrends({ actor: viewer })]);
  const { month } = counts;
  const approx = counts.customersEstimated ? "≈ " : "";
  const monthLabel = formatMonth(month);
  const attention = queues.contactMessages.new + queues.fraudReports.new + queues.pendingComments + queues.monthsToClose.length + queues.failedPayoutLines;

  return (
    <>
      <AdminPageHeader title="Overview" description={`The marketplace today, and what needs an operator. Figures for ${monthLabel} are in Asia/Kolkata time.`} />
      <section aria-labelledby="figures" className="mb-8">
        <h2 id="figures" className="sr-only">Figures</h2>
        <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <Figure label="Published shops" value={formatCount(counts.publishedShops)} href={{ pathname: "/admin/shops", query: { status: "published" } }} />
          <Figure label="Customers" value={`${approx}${formatCount(counts.customers)}`} note={`Every sign-up, verified or not${counts.customersEstimated ? " (estimate from database statistics)" : ""}`} />
          <Figure label="Verified customers" value={`${approx}${formatCount(counts.verifiedCustomers)}`} note={`Mobile verified and not blocked${counts.customersEstimated ? " (estimate)" : ""}`} />
          <Figure label={`Sales in ${monthLabel}`} value={formatCount(counts.salesThisMonth)} note="Recorded, not reversed" href={{ pathname: "/admin/sales", query: { from: month, status: "recorded" } }} />
          <Figure label={`Sales amount in ${monthLabel}`} value={formatPaise(counts.salesThisMonthPaise)} />
          <Figure label="Wallet float" value={formatPaise(counts.walletFloatPaise)} note="Prepaid balance held for all shops" />
        </dl>
      </section>

      <section aria-labelledby="attention" className="mb-8">
        <h2 id="attention" className="mb-3 text-lg font-semibold text-stone-900">Needs attention</h2>
        {attention === 0 ? (
          <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-600">Nothing waits for an operator. All queues are empty.</p>
        ) : null}
        <ul className="grid gap-3 lg:grid-cols-2">
          <GrievanceItem title="Contact messages" type="contact" queue={queues.contactMessages} />
          <GrievanceItem title="Fraud reports" type="fraud" queue={queues.fraudReports} />
          <Item
            title="Comments to moderate"
            count={queues.pendingComments}
            href={{ pathname: "/admin/comments", query: { status: "pending" } }}
            empty="No comment waits for moderation."
          >
            {queues.pendingComments > 0 ? `${formatCount(queues.pendingComments)} pending approval` : null}
          </Item>
          <Item title="Failed payouts" count={queues.failedPayoutLines} href={{ pathname: "/admin/payouts", query: { status: "failed" } }} empty="No failed payout waits for a new batch." tone="danger">
            {queues.failedPayoutLines > 0 ? `${formatCount(queues.failedPayoutLines)} returned by the bank, held for the next batch` : null}
          </Item>
          <li className="rounded-xl border border-stone-200 bg-white p-4 lg:col-span-2">
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-semibold text-stone-900">Commission months to close</h3>
              <Link href="/admin/commissions" className="text-sm font-semibold text-brand-700 hover:underline">All months</Link>
            </div>
            {queues.monthsToClose.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">Every past month with sales is closed.</p>
            ) : (
              <ul className="mt-2 divide-y divide-stone-100">
                {queues.monthsToClose.map((entry) => (
                  <li key={entry.month} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <span>
                      <span className="font-medium text-stone-900">{formatMonth(entry.month)}</span>{" "}
                      {entry.state === "run_not_closed" ? (
                        <span className="text-stone-600">
                          run{entry.lastRunAt ? ` ${formatIstDateTime(entry.lastRunAt)}` : ""}
                          {entry.salesCounted !== null ? `, ${formatCount(entry.salesCounted)} sales` : ""} — not closed
                        </span>
                      ) : (
                        <span className="font-medium text-amber-800">has sales but has not been run</span>
                      )}
                    </span>
                    <Link href={{ pathname: "/admin/commissions", query: { month: entry.month.slice(0, 7) } }} className="font-semibold text-brand-700 hover:underline">
                      {entry.state === "run_not_closed" ? "Review and close" : "Run the month"}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        </ul>
      </section>

      <MarketplaceTrendsSection trends={trends} />
    </>
  );
}

function Figure({ label, value, note, href }: { label: string; value: string; note?: string; href?: Href }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
        {href ? <Link href={href} className="hover:text-brand-700 hover:underline">{value}</Link> : value}
      </dd>
      {note ? <dd className="mt-0.5 text-xs text-stone-500">{note}</dd> : null}
    </div>
  );
}

function Item({ title, count, href, empty, tone = "default", children }: { title: string; count: number; href: Href; empty: string; tone?: "default" | "danger"; children?: ReactNode }) {
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ${count === 0 ? "bg-stone-100 text-stone-600" : tone === "danger" ? "bg-rose-100 text-rose-800" : "bg-brand-50 text-brand-800"}`}>{formatCount(count)}</span>
      </div>
      <p className="mt-2 text-sm text-stone-600">{count === 0 ? empty : children}</p>
      {count > 0 ? <Link href={href} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">Open the queue</Link> : null}
    </li>
  );
}

function GrievanceItem({ title, type, queue }: { title: string; type: "contact" | "fraud"; queue: GrievanceQueue }) {
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ${queue.new === 0 ? "bg-stone-100 text-stone-600" : "bg-brand-50 text-brand-800"}`}>{formatCount(queue.new)} new</span>
      </div>
      {queue.new === 0 ? (
        <p className="mt-2 text-sm text-stone-600">None waiting for acknowledgement.</p>
      ) : (
        <>
          {queue.overdue > 0 ? (
            <p className="mt-2 text-sm font-semibold text-rose-800">
              <span aria-hidden="true">⚠ </span>
              {formatCount(queue.overdue)} past the {ACKNOWLEDGE_WITHIN_HOURS}-hour acknowledgement clock
            </p>
          ) : (
            <p className="mt-2 text-sm text-stone-600">All within the {ACKNOWLEDGE_WITHIN_HOURS}-hour acknowledgement clock.</p>
          )}
          {queue.oldestNewAt ? <p className="text-xs text-stone-500">Oldest received {formatIstDateTime(queue.oldestNewAt)}</p> : null}
          <div className="mt-2 flex flex-wrap gap-4 text-sm font-semibold">
            <Link href={{ pathname: "/admin/grievances", query: { type, status: "new" } }} className="text-brand-700 hover:underline">Open the queue</Link>
            {queue.overdue > 0 ? (
              <Link href={{ pathname: "/admin/grievances", query: { type, status: "new", overdue: "1" } }} className="text-rose-800 hover:underline">Overdue only</Link>
            ) : null}
          </div>
        </>
      )}
    </li>
  );
}
