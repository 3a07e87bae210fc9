import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { PERIODS, type Period } from "@/lib/time";

/**
 * docs/product.md#states-and-transitions list controls for every paged list (purchases, commissions, sales, transactions), as plain
 * links: the filter (when shown) resets to the first page; Previous is disabled on the first page,
 * Next on the last. Rendered by the account lists' shells in the browser (docs/decisions/089-account-list-shells.md).
 */
export function ListPager({ pathname, period, page, count, pageSize, filters = true, extraQuery = {} }: { pathname: string; period?: Period; page: number; count: number; pageSize: number; filters?: boolean; /** Other filters the pages and periods keep (a customer code). */ extraQuery?: Record<string, string> }) {
  const t = useTranslations("Lists");
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const filterQuery = { ...(period && period !== "all" ? { filter: period } : {}), ...extraQuery };
  const href = (target: number) => ({ pathname, query: { ...filterQuery, ...(target > 0 ? { page: String(target + 1) } : {}) } });
  const button = "inline-flex min-h-10 items-center rounded-lg border px-4 text-sm font-semibold";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {filters ? (
        <nav aria-label={t("filterLabel")} className="flex flex-wrap gap-2">
          {PERIODS.map((option) => (
            <Link
              key={option}
              href={{ pathname, query: option === "all" ? extraQuery : { filter: option, ...extraQuery } }}
              aria-current={option === (period ?? "all") ? "page" : undefined}
              className="rounded-full border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:border-brand-500 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              {t(`filters.${option}`)}
            </Link>
          ))}
        </nav>
      ) : (
        <span />
      )}
      <div className="flex items-center gap-2">
        {page > 0 ? (
          <Link href={href(page - 1)} className={`${button} border-stone-300 text-stone-800 hover:bg-stone-50`}>{t("previous")}</Link>
        ) : (
          <span aria-disabled="true" className={`${button} cursor-not-allowed border-stone-200 text-stone-400`}>{t("previous")}</span>
        )}
        <span className="text-sm text-stone-600 tabular-nums">{t("pageOf", { page: Math.min(page + 1, pages), pages })}</span>
        {page + 1 < pages ? (
          <Link href={href(page + 1)} className={`${button} border-stone-300 text-stone-800 hover:bg-stone-50`}>{t("next")}</Link>
        ) : (
          <span aria-disabled="true" className={`${button} cursor-not-allowed border-stone-200 text-stone-400`}>{t("next")}</span>
        )}
      </div>
    </div>
  );
}

/** Reads ?filter=&page= (page is 1-based in the URL); anything unexpected falls back to the first page of all. */
export function readListParams(searchParams: Record<string, string | string[] | undefined>): { period: Period; page: number } {
  const filter = typeof searchParams.filter === "string" ? searchParams.filter : "all";
  const period = (PERIODS as readonly string[]).includes(filter) ? (filter as Period) : "all";
  const raw = typeof searchParams.page === "string" ? Number(searchParams.page) : 1;
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw - 1 : 0;
  return { period, page };
}
