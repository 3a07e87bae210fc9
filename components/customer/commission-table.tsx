import { useLocale, useTranslations } from "next-intl";
import { formatMonthName } from "@/lib/format";
import { Link } from "@/i18n/navigation";
import { formatPaise } from "@/lib/money";
import type { StatementSummary } from "@/server/commissions/list-member-statements";
import { stackedTable } from "@/components/lists/stacked-table";

const STATUS_STYLE: Record<StatementSummary["status"], string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  approved: "bg-sky-50 text-sky-800 ring-sky-200",
  held: "bg-rose-50 text-rose-800 ring-rose-200",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};

/** One row a month: gross, TDS, net and status; each month opens its statement. Renders on the server and in the browser. */
export function CommissionTable({ rows }: { rows: StatementSummary[] }) {
  const t = useTranslations("Customer");
  const locale = useLocale();
  if (rows.length === 0) return <p className="rounded-xl bg-stone-50 p-6 text-center font-medium text-stone-600">{t("commissionEmpty")}</p>;
  const labels = rows.map((row) => formatMonthName(row.month, locale));
  return (
    <div className={stackedTable.wrap}>
      <table className={`${stackedTable.table} sm:min-w-[34rem]`}>
        <thead className={stackedTable.thead}>
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.month")}</th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">{t("table.gross")}</th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">{t("table.tds")}</th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">{t("table.net")}</th>
            <th scope="col" className="py-2 font-semibold">{t("table.status")}</th>
          </tr>
        </thead>
        <tbody className={stackedTable.tbody}>
          {rows.map((row, index) => (
            <tr key={row.month} className={stackedTable.row}>
              <td data-label={t("table.month")} className={`py-2.5 pr-3 whitespace-nowrap ${stackedTable.cell}`}>
                <Link href={{ pathname: "/commisions", query: { month: row.month.slice(0, 7) } }} className="font-semibold text-brand-700 hover:underline" aria-label={`${t("openStatement")}: ${labels[index]}`}>
                  {labels[index]}
                </Link>
              </td>
              <td data-label={t("table.gross")} className={`py-2.5 pr-3 text-right tabular-nums ${stackedTable.cell}`}>{formatPaise(row.grossPaise)}</td>
              <td data-label={t("table.tds")} className={`py-2.5 pr-3 text-right tabular-nums ${stackedTable.cell}`}>{formatPaise(row.tdsPaise)}</td>
              <td data-label={t("table.net")} className={`py-2.5 pr-3 text-right font-semibold tabular-nums ${stackedTable.cell}`}>{formatPaise(row.netPaise)}</td>
              <td data-label={t("table.status")} className={`py-2.5 ${stackedTable.cell}`}>
                <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[row.status]}`}>{t(`status.${row.status}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
