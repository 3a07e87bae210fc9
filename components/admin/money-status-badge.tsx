const TONES: Record<string, string> = {
  open: "bg-amber-50 text-amber-800 ring-amber-200",
  closed: "bg-stone-100 text-stone-700 ring-stone-300",
  "not run": "bg-sky-50 text-sky-800 ring-sky-200",
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  approved: "bg-sky-50 text-sky-800 ring-sky-200",
  held: "bg-rose-50 text-rose-800 ring-rose-200",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  failed: "bg-rose-50 text-rose-800 ring-rose-200",
  draft: "bg-amber-50 text-amber-800 ring-amber-200",
  exported: "bg-sky-50 text-sky-800 ring-sky-200",
  completed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  published: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};

/** A status word in a coloured pill (months, statements, batches, payout lines, plan versions). */
export function MoneyStatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${TONES[status] ?? TONES.closed}`}>
      {status}
    </span>
  );
}
