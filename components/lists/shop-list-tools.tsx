"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { formatNumber, toLatinDigits } from "@/lib/format";
import { formatPaise } from "@/lib/money";
import type { Period } from "@/lib/time";

/** A customer code as typed in the search (any case, Devanagari digits), or null when it is not one. */
export function readCustomerCode(raw: string | null): { code?: string; invalid?: string } {
  const typed = (raw ?? "").trim();
  if (!typed) return {};
  const code = toLatinDigits(typed).toUpperCase();
  return /^DLMP\d{6,14}$/.test(code) ? { code } : { invalid: typed };
}

export type ShopListTotals = { sales: number; amountPaise: number; interestPaise: number; reversed: number } | { creditPaise: number; debitPaise: number };

/**
 * The shop owner's sales and transactions lists' extras (docs/product.md#shop-owner-screens): a
 * search by customer code (a plain GET form: the filter stays, the page goes back to the first),
 * the totals of everything the filters pick, and the CSV of those rows.
 */
export function ShopListTools({ period, customer, invalidCustomer, totals, exportPath }: { period: Period; customer: string | undefined; /** What was typed, when it is not a customer code (the list then shows everyone). */ invalidCustomer?: string; totals: ShopListTotals | undefined; exportPath: string }) {
  const t = useTranslations("Franchisee.listTools");
  const locale = useLocale();
  const pathname = usePathname();
  const query = new URLSearchParams({ ...(period !== "all" ? { filter: period } : {}), ...(customer ? { customer } : {}), lang: locale });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form method="get" action={pathname} className="flex flex-wrap items-end gap-2" role="search">
          {period !== "all" ? <input type="hidden" name="filter" value={period} /> : null}
          <label className="grid gap-1 text-sm font-medium text-stone-700">
            {t("searchLabel")}
            <input
              name="customer"
              defaultValue={customer ?? invalidCustomer ?? ""}
              aria-invalid={invalidCustomer ? true : undefined}
              aria-describedby={invalidCustomer ? "customer-code-error" : undefined}
              placeholder={t("searchPlaceholder")}
              maxLength={20}
              autoCapitalize="characters"
              spellCheck={false}
              className="min-h-10 w-44 rounded-lg border border-stone-300 px-3 text-base uppercase placeholder:normal-case"
            />
            {invalidCustomer ? (
              <span id="customer-code-error" className="text-xs font-medium text-rose-700">
                {t("invalidCode")}
              </span>
            ) : null}
          </label>
          <button type="submit" className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
            {t("search")}
          </button>
          {customer ? (
            <a href={period !== "all" ? `${pathname}?filter=${period}` : pathname} className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t("clear")}
            </a>
          ) : null}
        </form>
        <a href={`${exportPath}?${query.toString()}`} download className="inline-flex min-h-10 items-center rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          {t("downloadCsv")}
        </a>
      </div>
      {totals ? (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900" data-testid="list-totals">
          <span className="font-semibold">{t("totalsLabel")}{customer ? ` (${t("forCustomer", { code: customer })})` : ""}: </span>
          {"sales" in totals ? (
            <>
              {t("salesTotals", { count: totals.sales, countText: formatNumber(totals.sales), amount: formatPaise(totals.amountPaise), interest: formatPaise(totals.interestPaise) })}
              {totals.reversed > 0 ? <span className="block text-xs text-brand-800">{t("reversedTotals", { count: totals.reversed, countText: formatNumber(totals.reversed) })}</span> : null}
            </>
          ) : (
            t("walletTotals", { credit: formatPaise(totals.creditPaise), debit: formatPaise(totals.debitPaise) })
          )}
        </p>
      ) : null}
    </div>
  );
}
