const STYLES = {
  published: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  draft: "bg-stone-100 text-stone-700 ring-stone-200",
  suspended: "bg-rose-50 text-rose-800 ring-rose-200",
} as const;

const LABELS = { published: "Published", draft: "Draft", suspended: "Suspended" } as const;

/** A shop's status as a small coloured badge (console lists and the shop page). */
export function ShopStatusBadge({ status }: { status: keyof typeof STYLES }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STYLES[status]}`}>{LABELS[status]}</span>;
}
