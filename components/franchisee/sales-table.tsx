import { useLocale, useTranslations } from "next-intl";
import type { Wire } from "@/lib/api/wire";
import { formatDate } from "@/lib/format";
import { formatPaise } from "@/lib/money";
import { truncate } from "@/lib/text";
import type { ShopSaleRow } from "@/server/sales/list-shop-sales";
import { stackedTable } from "@/components/lists/stacked-table";

/** Date, Customer, Items (15 characters, docs/product.md#business-constants), Amount, Sale Interest. */
export function SalesTable({ rows }: { rows: (ShopSaleRow | Wire<ShopSaleRow>)[] }) {
  const t = useTranslations("Franchisee");
  const locale = useLocale();
  if (rows.length === 0) return <p className="rounded-xl bg-stone-50 p-6 text-center font-medium text-stone-600">{t("salesEmpty")}</p>;
  return (
    <div className={stackedTable.wrap}>
      <table className={`${stackedTable.table} sm:min-w-[36rem]`}>
        <thead className={stackedTable.thead}>
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.date")}</th>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.customer")}</th>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.items")}</th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">{t("table.amount")}</th>
            <th scope="col" className="py-2 text-right font-semibold">{t("table.saleInterest")}</th>
          </tr>
        </thead>
        <tbody className={stackedTable.tbody}>
          {rows.map((row) => (
            <tr key={row.id} className={`${stackedTable.row} ${row.reversed ? "text-stone-400 line-through" : ""}`}>
              <td data-label={t("table.date")} className={`py-2.5 pr-3 whitespace-nowrap ${stackedTable.cell}`}>{formatDate(row.createdAt, locale)}</td>
              <td data-label={t("table.customer")} className={`py-2.5 pr-3 ${stackedTable.cell}`}>
                <span className="font-medium text-stone-900">{row.customerCode}</span>
                <span className="block text-xs text-stone-500">{row.customerName}</span>
              </td>
              <td data-label={t("table.items")} className={`py-2.5 pr-3 ${stackedTable.cell}`} title={row.items}>{truncate(row.items, 15)}</td>
              <td data-label={t("table.amount")} className={`py-2.5 pr-3 text-right tabular-nums ${stackedTable.cell}`}>{formatPaise(row.amountPaise)}</td>
              <td data-label={t("table.saleInterest")} className={`py-2.5 text-right tabular-nums ${stackedTable.cell}`}>{formatPaise(row.interestPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
