import { AdminPager } from "./admin-pager";
import { Link } from "@/i18n/navigation";

type Query = Record<string, string | undefined>;

/**
 * AdminPager for lists whose count stops at a cap (server/db/capped-count.ts): below the cap it is
 * AdminPager; above, it says "more than 10,000" and pages up to the cap, asking for a narrower filter.
 */
export function AdminCappedPager({ pathname, query = {}, page, total, capped, pageSize }: { pathname: string; query?: Query; page: number; total: number; capped: boolean; pageSize: number }) {
  if (!capped) return <AdminPager pathname={pathname} query={query} page={page} total={total} pageSize={pageSize} />;
  const kept = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const href = (target: number) => ({ pathname, query: { ...kept, ...(target > 0 ? { page: String(target + 1) } : {}) } });
  const lastPage = Math.ceil(total / pageSize) - 1;
  const button = "inline-flex min-h-9 items-center rounded-lg border px-3 text-sm font-semibold";
  const link = `${button} border-stone-300 bg-white text-stone-800 hover:bg-stone-50`;
  const off = `${button} cursor-not-allowed border-stone-200 text-stone-400`;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-600">
      <p className="tabular-nums">
        Showing {(page * pageSize + 1).toLocaleString("en-IN")}–{((page + 1) * pageSize).toLocaleString("en-IN")} of more than {total.toLocaleString("en-IN")}.{" "}
        <span className="text-stone-500">Narrow the filters to reach older rows.</span>
      </p>
      <div className="flex items-center gap-2">
        {page > 0 ? <Link href={href(page - 1)} className={link}>Previous</Link> : <span aria-disabled="true" className={off}>Previous</span>}
        <span className="tabular-nums">Page {page + 1}</span>
        {page < lastPage ? <Link href={href(page + 1)} className={link}>Next</Link> : <span aria-disabled="true" className={off}>Next</span>}
      </div>
    </div>
  );
}
