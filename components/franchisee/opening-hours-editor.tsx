"use client";

import { useState } from "react";
import { WEEKDAYS } from "@/lib/validation/franchisee-profile";

type Period = { day: (typeof WEEKDAYS)[number]; open: string; close: string };
type Labels = { days: Record<(typeof WEEKDAYS)[number], string>; open: string; close: string; apply: string; closed: string; remove: string; pickDays: string; selectAll: string };

/**
 * Opening hours per weekday, typed as times. Pick several days at once, type the hours, apply;
 * a day may have more than one period (a lunch break), and a day without any is closed.
 */
export function OpeningHoursEditor({ value, onChange, labels, error }: { value: Period[]; onChange: (next: Period[]) => void; labels: Labels; error?: string }) {
  const [days, setDays] = useState<Set<Period["day"]>>(new Set(["mon", "tue", "wed", "thu", "fri", "sat"]));
  const [open, setOpen] = useState("09:00");
  const [close, setClose] = useState("21:00");
  const toggle = (day: Period["day"]) => setDays((current) => {
    const next = new Set(current);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    return next;
  });
  const apply = () => {
    const kept = value.filter((period) => !days.has(period.day));
    onChange([...kept, ...[...days].map((day) => ({ day, open, close }))]);
  };
  const input = "rounded-lg border border-stone-300 px-2 py-2 text-base tabular-nums";

  return (
    <div className="grid gap-3">
      <fieldset className="rounded-xl border border-stone-200 p-3">
        <legend className="px-1 text-sm font-medium text-stone-700">{labels.pickDays}</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
              <input type="checkbox" checked={days.has(day)} onChange={() => toggle(day)} className="accent-brand-700" />
              {labels.days[day]}
            </label>
          ))}
          <button type="button" onClick={() => setDays(new Set(WEEKDAYS))} className="min-h-10 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">{labels.selectAll}</button>
        </div>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm">{labels.open}<input type="time" value={open} onChange={(e) => setOpen(e.target.value)} className={input} /></label>
          <label className="grid gap-1 text-sm">{labels.close}<input type="time" value={close} onChange={(e) => setClose(e.target.value)} className={input} /></label>
          <button type="button" onClick={apply} disabled={days.size === 0} className="min-h-11 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50">{labels.apply}</button>
        </div>
      </fieldset>
      <ul className="grid gap-1 text-sm">
        {WEEKDAYS.map((day) => {
          const periods = value.filter((period) => period.day === day).sort((a, b) => a.open.localeCompare(b.open));
          return (
            <li key={day} className="flex flex-wrap items-center gap-2 rounded-lg bg-stone-50 px-3 py-2">
              <span className="w-24 font-medium text-stone-800">{labels.days[day]}</span>
              {periods.length === 0 ? <span className="text-stone-500">{labels.closed}</span> : null}
              {periods.map((period) => (
                <span key={`${period.open}-${period.close}`} className="inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-1 tabular-nums ring-1 ring-stone-200">
                  {period.open}–{period.close}
                  <button type="button" aria-label={`${labels.remove} ${labels.days[day]} ${period.open}–${period.close}`} onClick={() => onChange(value.filter((p) => p !== period))} className="ml-1 rounded-full px-1 text-stone-500 hover:bg-stone-100 hover:text-rose-700">×</button>
                </span>
              ))}
            </li>
          );
        })}
      </ul>
      {error ? <p role="alert" className="text-sm text-rose-700">{error}</p> : null}
    </div>
  );
}
