import { useLocale, useTranslations } from "next-intl";
import type { Wire } from "@/lib/api/wire";
import { formatDate } from "@/lib/format";
import { formatPaise } from "@/lib/money";
import type { WalletTransactionRow } from "@/server/wallet/list-wallet-transactions";
import { stackedTable } from "@/components/lists/stacked-table";

const METHODS = ["sale", "upi", "neft", "cash", "cheque", "adjustment"] as const;

/** Date, Credited Amount, Debited Amount, Method (docs/product.md#entities-and-fields transaction row). */
export function TransactionsTable({ rows }: { rows: (WalletTransactionRow | Wire<WalletTransactionRow>)[] }) {
  const t = useTranslations("Franchisee");
  const locale = useLocale();
  if (rows.length === 0) return <p className="rounded-xl bg-stone-50 p-6 text-center font-medium text-stone-600">{t("transactionsEmpty")}</p>;
  const methodLabel = (method: string) => ((METHODS as readonly string[]).includes(method) ? t(`methods.${method as (typeof METHODS)[number]}`) : method);
  return (
    <div className={stackedTable.wrap}>
      <table className={`${stackedTable.table} sm:min-w-[32rem]`}>
        <thead className={stackedTable.thead}>
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.date")}</th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">{t("table.credited")}</th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">{t("table.debited")}</th>
            <th scope="col" className="py-2 font-semibold">{t("table.method")}</th>
          </tr>
        </thead>
        <tbody className={stackedTable.tbody}>
          {rows.map((row) => (
            <tr key={row.id} className={stackedTable.row}>
              <td data-label={t("table.date")} className={`py-2.5 pr-3 whitespace-nowrap ${stackedTable.cell}`}>{formatDate(row.createdAt, locale, "dateTime")}</td>
              <td data-label={t("table.credited")} className={`py-2.5 pr-3 text-right text-emerald-700 tabular-nums ${stackedTable.cell}`}>{row.creditPaise > 0 ? formatPaise(row.creditPaise) : "—"}</td>
              <td data-label={t("table.debited")} className={`py-2.5 pr-3 text-right text-rose-700 tabular-nums ${stackedTable.cell}`}>{row.debitPaise > 0 ? formatPaise(row.debitPaise) : "—"}</td>
              <td data-label={t("table.method")} className={`py-2.5 ${stackedTable.cell}`}>
                {methodLabel(row.method)}
                {row.reference ? <span className="block text-xs text-stone-500">{row.reference}</span> : null}
                {row.customerCode ? <span className="block text-xs text-stone-500">{row.customerCode}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
