import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { MoneyStatusBadge } from "@/components/admin/money-status-badge";
import { Link } from "@/i18n/navigation";
import { formatRateBp, formatShortMonth } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import { adminMemberCodeSchema, adminMonthParamSchema } from "@/lib/validation/admin-commissions";
import { requireOperatorPage } from "@/server/auth/guards";
import { getCommissionStatementForOperator } from "@/server/commissions/get-commission-statement-for-operator";
import { db } from "@/server/db/client";
import { isAppError } from "@/server/errors";

type Props = { params: Promise<{ month: string; code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { month, code } = await params;
  return { title: `${code.toUpperCase()} · ${month}` };
}

const HOLD_REASONS: Record<string, string> = { below_minimum: "below the minimum payout (carried to the next month)", kyc_incomplete: "KYC incomplete", payout_failed: "the bank returned the payment" };

/** /admin/commissions/YYYY-MM/DLMP…: one member's statement with every line behind it ("why you got this"). */
export default async function OperatorStatementPage({ params }: Props) {
  const actor = await requireOperatorPage();
  const { month, code } = await params;
  if (!adminMonthParamSchema.safeParse(month).success || !adminMemberCodeSchema.safeParse(code).success) notFound();
  const found = await getCommissionStatementForOperator({ actor, input: { month, code }, db }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") return null;
    throw error;
  });
  if (!found) notFound();
  const { member, statement, lines } = found;
  return (
    <>
      <p className="mb-2 text-sm"><Link href={`/admin/commissions/${month}`} className="text-brand-700 hover:underline">← {formatShortMonth(month)} statements</Link></p>
      <AdminPageHeader
        title={`${member.code} · ${member.name}`}
        description={`Statement for ${formatShortMonth(month)}. KYC ${member.kycComplete ? "complete" : "incomplete"}.`}
        actions={<MoneyStatusBadge status={statement.status} />}
      />
      <div className="grid gap-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {[
            ["Lines", statement.lineTotalPaise],
            ["Gross (after cap)", statement.grossPaise],
            ["TDS", statement.tdsPaise],
            ["Net", statement.netPaise],
            ["Carried in", statement.carriedInPaise],
            ["Payable", statement.payablePaise],
          ].map(([label, paise]) => (
            <div key={label as string} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
              <dt className="text-xs text-stone-500">{label}</dt>
              <dd className="mt-0.5 font-semibold tabular-nums">{formatPaise(paise as number)}</dd>
            </div>
          ))}
        </dl>
        {statement.holdReason ? <p className="text-sm text-rose-800">Held: {HOLD_REASONS[statement.holdReason] ?? statement.holdReason}.</p> : null}
        {/* min-w-0: a grid item grows to its table's full width unless told not to; the table scrolls in its own box instead. */}
        <section aria-labelledby="lines-title" className="min-w-0">
          <h2 id="lines-title" className="text-lg font-bold text-stone-900">Why this member got this</h2>
          <p className="mt-1 text-sm text-stone-600">Each line is a share of a shop&apos;s fee on a purchase by someone in the member&apos;s downline: base × rate, rounded down to the paisa.</p>
          <div className="scroll-hint mt-3 overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
            <table className="w-full min-w-[48rem] text-sm">
              <thead className="bg-stone-50 text-left text-xs text-stone-500 uppercase">
                <tr>
                  {["Purchase", "Buyer", "Level", "Base (shop fee)", "Rate", "Amount"].map((h, i) => (
                    <th key={h} scope="col" className={`px-3 py-2 font-semibold ${i >= 3 ? "text-right" : ""}`}>{h}</th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {lines.length === 0 ? (
                  <tr><td colSpan={6} className="px-3 py-8 text-center text-stone-500">No lines this month: the statement only carries an earlier amount.</td></tr>
                ) : (
                  lines.map((line, index) => (
                    <tr key={index} className={line.kind === "adjustment" ? "bg-amber-50" : undefined}>
                      <td className="px-3 py-2">
                        {line.kind === "adjustment" ? <span className="mr-1 text-xs font-semibold text-amber-800">Adjustment</span> : null}
                        {line.reason === "qualification_lost" ? `Qualification lost: sale #${line.saleId} reversed · ${line.saleDate ?? ""}` : line.saleId ? `#${line.saleId} · ${line.saleDate ?? ""}` : "Cap relief"}
                        {line.shopName ? <span className="block text-xs text-stone-600">{line.shopName}</span> : null}
                      </td>
                      <td className="px-3 py-2">{line.buyerCode ?? "—"} {line.buyerName ? <span className="text-stone-600">{line.buyerName}</span> : null}</td>
                      <td className="px-3 py-2">{line.level ?? "—"}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatPaise(line.basePaise)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatRateBp(line.rateBp)}</td>
                      <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatPaise(line.amountPaise)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </>
  );
}
