"use client";

import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore } from "react";
import { toast } from "@/lib/toast/toast";
import { hoursByDay, minuteOfWeek, WEEKDAYS } from "@/lib/public/opening-hours";
import type { OpeningPeriod } from "@/lib/public/types";

const subscribeMinute = (notify: () => void) => {
  const timer = setInterval(notify, 30_000);
  return () => clearInterval(timer);
};

/** Reports the visit once when the page opens (counted once per visitor per day by the server). */
export function VisitBeacon({ shopId }: { shopId: number }) {
  useEffect(() => {
    void fetch("/api/v1/shops/visit", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: shopId }),
      keepalive: true,
    }).catch(() => undefined);
  }, [shopId]);
  return null;
}

/** Share: the system share sheet where there is one, else copy the link. */
export function ShareButton({ title, url, shopId }: { title: string; url: string; shopId?: number }) {
  const t = useTranslations("Shop");
  async function onClick() {
    const absolute = new URL(url, window.location.origin).toString();
    if (navigator.share) {
      try {
        await navigator.share({ title, url: absolute });
        return;
      } catch {
        // Cancelled or refused: fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(absolute);
      toast.success(t("copied"));
    } catch {
      toast.message(absolute);
    }
  }
  return (
    <button type="button" onClick={onClick} data-shop-event={shopId ? "share" : undefined} data-shop-id={shopId} className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:border-brand-500">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {t("share")}
    </button>
  );
}

/**
 * The week's hours with today's row marked (aria-current="date") and its closing time in words; today
 * is the browser's day in Asia/Kolkata, so the cached page never marks yesterday.
 */
export function HoursTable({ hours }: { hours: OpeningPeriod[] }) {
  const t = useTranslations("Shop");
  const today = useSyncExternalStore(
    subscribeMinute,
    () => WEEKDAYS[(minuteOfWeek(new Date()) / 1440) | 0]!,
    () => null,
  );
  return (
    <table className="mt-3 w-full text-sm">
      <tbody>
        {hoursByDay(hours).map(({ day, periods }) => (
          <tr key={day} aria-current={day === today ? "date" : undefined} data-testid={day === today ? "hours-today" : undefined} className="border-t border-stone-100 first:border-0 aria-[current=date]:bg-brand-50 aria-[current=date]:font-semibold">
            <th scope="row" className="py-2 pl-2 text-left font-medium text-stone-700">
              {t(`days.${day}`)}
              {day === today ? <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t("today")}</span> : null}
            </th>
            <td className="py-2 pr-2 text-right text-stone-900">
              {periods.length === 0 ? <span className="text-red-800">{t("closedDay")}</span> : periods.map((p) => `${p.open}–${p.close}`).join(", ")}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
