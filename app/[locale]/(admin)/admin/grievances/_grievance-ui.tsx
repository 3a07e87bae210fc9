import type { Clock } from "@/lib/admin/grievance-clock";
import { formatIstDateTimePadded } from "@/lib/admin/format";

const STYLE: Record<Clock["state"], string> = {
  met: "text-emerald-700",
  late: "text-amber-700",
  running: "text-stone-700",
  overdue: "font-semibold text-rose-700",
};

/** One clock: what is left or how late, with the deadline on hover. */
export function ClockText({ clock, label }: { clock: Clock; label: string }) {
  return (
    <span className={`block whitespace-nowrap ${STYLE[clock.state]}`} title={`${label} due ${formatIstDateTimePadded(clock.dueAt)}`}>
      <span className="text-xs font-normal text-stone-500">{label}: </span>
      {clock.text}
    </span>
  );
}

export const GRIEVANCE_STATUS_STYLE = {
  new: "bg-sky-50 text-sky-800 ring-sky-200",
  acknowledged: "bg-amber-50 text-amber-800 ring-amber-200",
  resolved: "bg-emerald-50 text-emerald-800 ring-emerald-200",
} as const;
export const GRIEVANCE_STATUS_LABEL = { new: "New", acknowledged: "Acknowledged", resolved: "Resolved" } as const;
export const GRIEVANCE_KIND_LABEL = { contact: "Contact message", fraud: "Fraud report" } as const;
