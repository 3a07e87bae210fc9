"use client";

import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore } from "react";
import { toast } from "@/lib/toast/toast";
import { isOpenAt } from "@/lib/public/opening-hours";
import type { OpeningPeriod } from "@/lib/public/types";

const subscribeMinute = (notify: () => void) => {
  const timer = setInterval(notify, 30_000);
  return () => clearInterval(timer);
};

/**
 * 'Open now' / 'Closed', worked out in the browser at the current Asia/Kolkata time (the page itself
 * is cached, so the server cannot know). Nothing is shown before hydration.
 */
export function OpenBadge({ hours }: { hours: OpeningPeriod[] }) {
  const t = useTranslations("Shop");
  const open = useSyncExternalStore(
    subscribeMinute,
    () => isOpenAt(hours, new Date()),
    () => null,
  );
  if (open === null) return null;
  return (
    <span
      data-testid="open-badge"
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${open ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${open ? "bg-green-600" : "bg-red-600"}`} />
      {open ? t("openNow") : t("closed")}
    </span>
  );
}

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

/** Share: the system share sheet where there is one, else copy the link. Its tap is counted for the shop's insights (`data-shop-event`). */
export function ShareButton({ title, url, shopId }: { title: string; url: string; shopId: number }) {
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
    <button type="button" onClick={onClick} data-shop-event="share" data-shop-id={shopId} className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:border-brand-500">
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
