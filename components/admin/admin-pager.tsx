import { Link } from "@/i18n/navigation";

type Query = Record<string, string | undefined>;

/**
 * Previous / next for a server-paged console list, as plain links that keep the list's filters, so a
 * filtered page can be bookmarked or shared with a colleague.
 */
export function AdminPager({ pathname, query = {}, page, total, pageSize, capped = false }: { pathname: string; query?: Query; page: number; total: number; pageSize: number; /** `total` is a lower bound (a count stopped at a cap): shown as "10,000+". */ capped?: boolean }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const kept = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const href = (target: number) => ({ pathname, query: { ...kept, ...(target > 0 ? { page: String(target + 1) } : {}) } });
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  const button = "inline-flex min-h-9 items-center rounded-lg border px-3 text-sm font-semibold";
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-600">
      <p className="tabular-nums">{total === 0 ? "No rows" : `Showing ${first.toLocaleString("en-IN")}–${last.toLocaleString("en-IN")} of ${total.toLocaleString("en-IN")}${capped ? "+" : ""}`}</p>
      <div className="flex items-center gap-2">
        {page > 0 ? (
          <Link href={href(page - 1)} className={`${button} border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}>Previous</Link>
        ) : (
          <span aria-disabled="true" className={`${button} cursor-not-allowed border-stone-200 text-stone-400`}>Previous</span>
        )}
        <span className="tabular-nums">Page {Math.min(page + 1, pages)} of {pages}{capped ? "+" : ""}</span>
        {page + 1 < pages ? (
          <Link href={href(page + 1)} className={`${button} border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}>Next</Link>
        ) : (
          <span aria-disabled="true" className={`${button} cursor-not-allowed border-stone-200 text-stone-400`}>Next</span>
        )}
      </div>
    </div>
  );
}
