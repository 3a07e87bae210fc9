"use client";

import { useLocale } from "next-intl";
import useSWR from "swr";
import type { ApiResponse } from "@/lib/api/envelope";

/** The key the bell reads; the /notifications page revalidates it after marking read. */
export const unreadKey = (locale: string) => `/api/v1/notifications/unread?lang=${locale}`;

async function fetchUnread(url: string): Promise<number> {
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!response.ok) return 0;
  const body = (await response.json()) as ApiResponse<{ unread: number }>;
  return body.status === "success" ? body.data.unread : 0;
}

/** The signed-in person's unread count (null while signed out); also tells the server the page's language. */
export function useUnreadCount(signedIn: boolean) {
  const locale = useLocale();
  const { data, mutate } = useSWR(signedIn ? unreadKey(locale) : null, fetchUnread, { revalidateOnFocus: true, refreshInterval: 60_000, dedupingInterval: 5_000 });
  return { unread: signedIn ? (data ?? 0) : null, mutate };
}
