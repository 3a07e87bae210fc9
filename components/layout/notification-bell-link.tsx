"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { countArgs, formatCount } from "@/lib/format";
import { useUnreadCount } from "@/lib/notifications/use-unread-count";

/** The bell itself, for someone signed in (NotificationBell loads it once the viewer is known). */
export default function NotificationBellLink({ tone }: { tone: "light" | "dark" }) {
  const t = useTranslations("NotificationBell");
  const { unread } = useUnreadCount(true);
  if (unread === null) return null;
  return (
    <Link
      href="/notifications"
      data-testid="notification-bell"
      aria-label={unread > 0 ? t("unread", countArgs(unread)) : t("label")}
      className={`relative inline-flex h-10 w-10 items-center justify-center rounded-lg transition-colors ${tone === "dark" ? "text-brand-100 hover:bg-white/10 hover:text-white" : "text-stone-700 hover:bg-brand-50 hover:text-brand-700"}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 ? (
        <span data-testid="notification-count" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent-500 px-1.5 text-center text-xs leading-5 font-semibold text-white">
          {unread > 99 ? "99+" : formatCount(unread)}
        </span>
      ) : null}
    </Link>
  );
}
