import { useLocale, useTranslations } from "next-intl";
import type { Wire } from "@/lib/api/wire";
import { formatDate } from "@/lib/format";
import { localizedName } from "@/lib/localized";
import { formatPaise } from "@/lib/money";
import { truncate } from "@/lib/text";
import type { PurchaseRow } from "@/server/customers/list-purchases";
import { stackedTable } from "@/components/lists/stacked-table";

/**
 * Date, Shop, Items (15 characters, docs/product.md#business-constants), Amount; 'Purchase not found !!!' when empty. Renders on
 * the server (/purchase) and in the browser (the dashboard's fetched rows).
 */
export function PurchaseTable({ rows }: { rows: (PurchaseRow | Wire<PurchaseRow>)[] }) {
  const t = useTranslations("Customer");
  const locale = useLocale();
  if (rows.length === 0) return <p className="rounded-xl bg-stone-50 p-6 text-center font-medium text-stone-600">{t("purchaseEmpty")}</p>;
  return (
    <div className={stackedTable.wrap}>
      <table className={`${stackedTable.table} sm:min-w-[30rem]`}>
        <thead className={stackedTable.thead}>
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.date")}</th>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.shop")}</th>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.items")}</th>
            <th scope="col" className="py-2 text-right font-semibold">{t("table.amount")}</th>
          </tr>
        </thead>
        <tbody className={stackedTable.tbody}>
          {rows.map((row) => (
            <tr key={row.id} className={`${stackedTable.row} ${row.reversed ? "text-stone-400 line-through" : ""}`}>
              <td data-label={t("table.date")} className={`py-2.5 pr-3 whitespace-nowrap ${stackedTable.cell}`}>{formatDate(row.createdAt, locale)}</td>
              <td data-label={t("table.shop")} className={`py-2.5 pr-3 font-medium text-stone-900 ${stackedTable.cell}`}>{localizedName({ name: row.shopName, nameMr: row.shopNameMr, nameHi: row.shopNameHi }, locale)}</td>
              <td data-label={t("table.items")} className={`py-2.5 pr-3 ${stackedTable.cell}`} title={row.items}>{truncate(row.items, 15)}</td>
              <td data-label={t("table.amount")} className={`py-2.5 text-right tabular-nums ${stackedTable.cell}`}>
                {formatPaise(row.amountPaise)}
                {row.reversed ? <span className="sr-only"> ({t("table.reversed")})</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
