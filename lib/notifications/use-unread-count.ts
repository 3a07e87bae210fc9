"use client";

import { useLocale } from "next-intl";
import type { ApiResponse } from "@/lib/api/envelope";
import { createSharedValue } from "@/lib/client/shared-value";

/** The address the bell reads; the /notifications page reads it again after marking read (refreshUnreadCount). */
export const unreadKey = (locale: string) => `/api/v1/notifications/unread?lang=${locale}`;

async function fetchUnread(url: string): Promise<number> {
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!response.ok) return 0;
  const body = (await response.json()) as ApiResponse<{ unread: number }>;
  return body.status === "success" ? body.data.unread : 0;
}

const unreadValue = createSharedValue(fetchUnread, { onFocus: true, refreshMs: 60_000, dedupeMs: 5_000 });

/** The signed-in person's unread count (null while signed out); also tells the server the page's language. */
export function useUnreadCount(signedIn: boolean) {
  const locale = useLocale();
  const { data } = unreadValue.useValue(signedIn ? unreadKey(locale) : null);
  return { unread: signedIn ? (data ?? 0) : null };
}

/** Reads the count again (the /notifications page, after marking read). */
export function refreshUnreadCount(locale: string): Promise<void> {
  return unreadValue.revalidate(unreadKey(locale));
}
