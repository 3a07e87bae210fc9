import { useLocale, useTranslations } from "next-intl";
import type { Wire } from "@/lib/api/wire";
import { formatDate } from "@/lib/format";
import { formatPaise } from "@/lib/money";
import { truncate } from "@/lib/text";
import type { ShopSaleRow } from "@/server/sales/list-shop-sales";

/** Date, Customer, Items (15 characters, docs/product.md#business-constants), Amount, Sale Interest. */
export function SalesTable({ rows }: { rows: (ShopSaleRow | Wire<ShopSaleRow>)[] }) {
  const t = useTranslations("Franchisee");
  const locale = useLocale();
  if (rows.length === 0) return <p className="rounded-xl bg-stone-50 p-6 text-center font-medium text-stone-600">{t("salesEmpty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.date")}</th>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.customer")}</th>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.items")}</th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">{t("table.amount")}</th>
            <th scope="col" className="py-2 text-right font-semibold">{t("table.saleInterest")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.id} className={row.reversed ? "text-stone-400 line-through" : undefined}>
              <td className="py-2.5 pr-3 whitespace-nowrap">{formatDate(row.createdAt, locale)}</td>
              <td className="py-2.5 pr-3">
                <span className="font-medium text-stone-900">{row.customerCode}</span>
                <span className="block text-xs text-stone-500">{row.customerName}</span>
              </td>
              <td className="py-2.5 pr-3" title={row.items}>{truncate(row.items, 15)}</td>
              <td className="py-2.5 pr-3 text-right tabular-nums">{formatPaise(row.amountPaise)}</td>
              <td className="py-2.5 text-right tabular-nums">{formatPaise(row.interestPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
