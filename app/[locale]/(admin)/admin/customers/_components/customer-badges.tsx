const STATUS_STYLE = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  blocked: "bg-rose-50 text-rose-800 ring-rose-200",
} as const;
const STATUS_LABEL = { active: "Active", pending: "Not verified", blocked: "Blocked" } as const;

export function CustomerStatusBadge({ status }: { status: keyof typeof STATUS_STYLE }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATUS_STYLE[status]}`}>{STATUS_LABEL[status]}</span>;
}

export function KycBadge({ complete }: { complete: boolean }) {
  return complete ? (
    <span className="inline-flex rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-800 ring-1 ring-sky-200">KYC complete</span>
  ) : (
    <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-stone-600 ring-1 ring-stone-200">KYC incomplete</span>
  );
}
