import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { formatCalendarDate, formatMonthName, formatNumber } from "@/lib/format";
import { formatPaise } from "@/lib/money";
import type { getCommissionStatement } from "@/server/customers/get-commission-statement";

import type { Wire } from "@/lib/api/wire";

type Statement = Awaited<ReturnType<typeof getCommissionStatement>>;

/** One month's statement: the totals, then every line ("why you got this"). */
export function StatementDetail({ found }: { found: Statement | Wire<Statement> }) {
  const t = useTranslations("Customer");
  const { statement, lines } = found;
  const locale = useLocale();
  const label = formatMonthName(statement.month, locale);
  const percent = (bp: number) => `${formatNumber(bp / 100, { maximumFractionDigits: 2 })}%`;
  const totals: [string, number][] = [
    [t("table.gross"), statement.grossPaise],
    [t("table.tds"), statement.tdsPaise],
    [t("table.net"), statement.netPaise],
    ...(statement.carriedInPaise ? ([[t("carriedIn"), statement.carriedInPaise]] as [string, number][]) : []),
    [t("payable"), statement.payablePaise],
  ];
  return (
    <section aria-labelledby="statement-title" className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div>
        <Link href="/commisions" className="text-sm font-semibold text-brand-700 hover:underline">← {t("statementBack")}</Link>
        <h1 id="statement-title" className="mt-2 text-2xl font-bold tracking-tight text-brand-900">{t("statementTitle", { month: label })}</h1>
        <p className="mt-1 text-sm text-stone-600">{t("statementIntro")}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {totals.map(([name, value]) => (
          <div key={name} className="rounded-xl bg-stone-50 p-3">
            <dt className="text-xs font-medium text-stone-500">{name}</dt>
            <dd className="mt-1 font-bold text-brand-900 tabular-nums">{formatPaise(value)}</dd>
          </div>
        ))}
        <div className="rounded-xl bg-stone-50 p-3">
          <dt className="text-xs font-medium text-stone-500">{t("table.status")}</dt>
          <dd className="mt-1 font-bold text-brand-900">{t(`status.${statement.status}`)}</dd>
        </div>
      </dl>
      {statement.holdReason ? <p className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">{t("holdReason", { reason: statement.holdReason })}</p> : null}
      {lines.length === 0 ? (
        <p className="rounded-xl bg-stone-50 p-6 text-center font-medium text-stone-600">{t("linesEmpty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-500 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">{t("table.purchase")}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t("table.buyer")}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t("table.level")}</th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">{t("table.base")}</th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">{t("table.rate")}</th>
                <th scope="col" className="py-2 text-right font-semibold">{t("table.amount")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {lines.map((line, index) => (
                <tr key={`${line.kind}-${line.saleId ?? "x"}-${line.level ?? "x"}-${index}`}>
                  <td className="py-2.5 pr-3">
                    {line.kind === "adjustment" ? <span className="font-medium text-stone-900">{t("adjustment")}</span> : null}
                    {line.reason === "qualification_lost" && line.saleId ? (
                      <span className="block text-rose-800">{t("qualificationLost", { sale: `#${line.saleId}` })}</span>
                    ) : null}
                    <span className="block">{line.shopName ?? ""}</span>
                    <span className="block text-xs text-stone-500">{line.saleDate ? formatCalendarDate(line.saleDate, locale) : ""}{line.saleId ? ` · #${line.saleId}` : ""}</span>
                  </td>
                  <td className="py-2.5 pr-3">
                    <span className="font-medium text-stone-900">{line.buyerCode ?? ""}</span>
                    <span className="block text-xs text-stone-500">{line.buyerName ?? ""}</span>
                  </td>
                  <td className="py-2.5 pr-3 whitespace-nowrap">{line.level ? t("levelN", { level: line.level }) : "—"}</td>
                  <td className="py-2.5 pr-3 text-right tabular-nums">{formatPaise(line.basePaise)}</td>
                  <td className="py-2.5 pr-3 text-right tabular-nums">{line.reason === "qualification_lost" ? "—" : percent(line.rateBp)}</td>
                  <td className="py-2.5 text-right font-semibold tabular-nums">{formatPaise(line.amountPaise)}</td>
                </tr>
              ))}
            </tbody>
            {statement.capExcessPaise > 0 ? (
              // The lines add up to the month's line total; what went over the monthly cap is its own
              // row, so that what is shown adds up to the gross.
              <tfoot className="border-t border-stone-200">
                <tr>
                  <td colSpan={5} className="py-2.5 pr-3 text-stone-600">{t("overCap")}</td>
                  <td className="py-2.5 text-right font-semibold tabular-nums">{formatPaise(-statement.capExcessPaise)}</td>
                </tr>
                <tr>
                  <td colSpan={5} className="py-2.5 pr-3 font-semibold text-stone-900">{t("linesTotal")}</td>
                  <td className="py-2.5 text-right font-bold tabular-nums">{formatPaise(statement.grossPaise)}</td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
    </section>
  );
}
