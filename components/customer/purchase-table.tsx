import { useLocale, useTranslations } from "next-intl";
import type { Wire } from "@/lib/api/wire";
import { formatDate } from "@/lib/format";
import { localizedName } from "@/lib/localized";
import { formatPaise } from "@/lib/money";
import { truncate } from "@/lib/text";
import type { PurchaseRow } from "@/server/customers/list-purchases";

/**
 * Date, Shop, Items (15 characters, docs/product.md#business-constants), Amount; 'Purchase not found !!!' when empty. Renders on
 * the server (/purchase) and in the browser (the dashboard's fetched rows).
 */
export function PurchaseTable({ rows }: { rows: (PurchaseRow | Wire<PurchaseRow>)[] }) {
  const t = useTranslations("Customer");
  const locale = useLocale();
  if (rows.length === 0) return <p className="rounded-xl bg-stone-50 p-6 text-center font-medium text-stone-600">{t("purchaseEmpty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[30rem] text-left text-sm">
        <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.date")}</th>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.shop")}</th>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("table.items")}</th>
            <th scope="col" className="py-2 text-right font-semibold">{t("table.amount")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.id} className={row.reversed ? "text-stone-400 line-through" : undefined}>
              <td className="py-2.5 pr-3 whitespace-nowrap">{formatDate(row.createdAt, locale)}</td>
              <td className="py-2.5 pr-3 font-medium text-stone-900">{localizedName({ name: row.shopName, nameMr: row.shopNameMr, nameHi: row.shopNameHi }, locale)}</td>
              <td className="py-2.5 pr-3" title={row.items}>{truncate(row.items, 15)}</td>
              <td className="py-2.5 text-right tabular-nums">
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
