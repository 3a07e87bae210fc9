"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { formatClock, openStatusAt, type ShopClosure } from "@/lib/public/opening-hours";
import type { OpeningPeriod } from "@/lib/public/types";

const subscribeMinute = (notify: () => void) => {
  const timer = setInterval(notify, 30_000);
  return () => clearInterval(timer);
};

/**
 * "Open now · Closes at 9:30 pm", "Closed · Opens at 10 am", "Temporarily closed"
 * (docs/decisions/134-discovery-search.md "Hours rules"). The server renders the status at `renderedAt`
 * (the page may be served from a cache for a minute), the browser then at its own clock, every half
 * minute. A shop with no hours and no closure shows nothing.
 */
export function OpenStatus({ hours, closure, renderedAt }: { hours: OpeningPeriod[]; closure: ShopClosure; renderedAt?: number }) {
  const t = useTranslations("ShopCard");
  const locale = useLocale();
  // The status as a string, so the snapshot compares equal between calls within one minute.
  const key = useSyncExternalStore(
    subscribeMinute,
    () => JSON.stringify(openStatusAt(hours, new Date(), closure)),
    // Without a server time (a card first drawn in the browser has none to match) the server shows nothing.
    () => (renderedAt === undefined ? "null" : JSON.stringify(openStatusAt(hours, new Date(renderedAt), closure))),
  );
  const status = JSON.parse(key) as ReturnType<typeof openStatusAt> | null;
  if (status === null) return null;
  if (status.state === "closed" && status.opensAt === null && hours.length === 0) return null;

  let text: string;
  let tone: string;
  if (status.state === "temporarilyClosed") {
    text = t("temporarilyClosed");
    tone = "text-amber-800";
  } else if (status.state === "open") {
    text = `${t("openNow")} · ${status.closesAt ? t("closesAt", { time: formatClock(status.closesAt, locale) }) : t("openAllDay")}`;
    tone = "text-green-800";
  } else {
    const next = status.opensAt;
    const when = next
      ? next.inDays === 0
        ? t("opensAt", { time: formatClock(next.time, locale) })
        : next.inDays === 1
          ? t("opensTomorrow", { time: formatClock(next.time, locale) })
          : t("opensOn", { day: t(`days.${next.day}`), time: formatClock(next.time, locale) })
      : null;
    text = when ? `${t("closed")} · ${when}` : t("closed");
    tone = "text-red-800";
  }
  return (
    <span data-testid="open-status" data-state={status.state} className={`font-semibold ${tone}`}>
      {text}
    </span>
  );
}
