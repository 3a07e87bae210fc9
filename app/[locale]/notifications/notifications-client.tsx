"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/toast/toast";
import { InfiniteListFooter } from "@/components/lists/infinite-list-footer";
import { Link, useRouter } from "@/i18n/navigation";
import { postForData } from "@/lib/api/post-for-data";
import { formatDate } from "@/lib/format";
import { useInfinitePages } from "@/lib/lists/use-infinite-pages";
import { refreshUnreadCount } from "@/lib/notifications/use-unread-count";
import type { NotificationPage } from "@/server/notifications/list-notifications";

/**
 * The list of /notifications: newest first, older pages appended on scroll; a notification opens
 * the page that explains it and is marked read on the way; one button marks them all.
 */
export function NotificationsClient({ first }: { first: NotificationPage }) {
  const t = useTranslations("NotificationsPage");
  const locale = useLocale();
  const router = useRouter();
  const [sentinelRef, list] = useInfinitePages<NotificationPage>({ first, urlFor: (page) => `/api/v1/notifications?page=${page}&lang=${locale}` });
  const [readIds, setReadIds] = useState<Set<number>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const items = [first, ...list.pages].flatMap((page) => page.items);
  const isRead = (item: NotificationPage["items"][number]) => allRead || item.read || readIds.has(item.id);

  const markRead = async (body: { id: number } | { all: true }) => {
    try {
      await postForData<{ unread: number }>("/api/v1/notifications/read", body);
      await refreshUnreadCount(locale);
      return true;
    } catch {
      toast.error(t("loadFailed"));
      return false;
    }
  };

  if (items.length === 0) return <p className="text-stone-600" data-testid="notifications-empty">{t("empty")}</p>;
  return (
    <>
      <div className="flex justify-end">
        <button
          type="button"
          disabled={allRead || items.every(isRead)}
          onClick={async () => {
            if (await markRead({ all: true })) setAllRead(true);
          }}
          className="min-h-11 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 disabled:opacity-50"
        >
          {t("markAllRead")}
        </button>
      </div>
      <ul className="grid gap-3" data-testid="notifications-list">
        {items.map((item) => (
          <li key={item.id} data-testid="notification" data-read={isRead(item)} className={`rounded-xl border p-4 ${isRead(item) ? "border-stone-200" : "border-brand-300 bg-brand-50"}`}>
            <Link
              href={item.link}
              className="block"
              onClick={async (event) => {
                if (isRead(item)) return;
                event.preventDefault();
                setReadIds((ids) => new Set(ids).add(item.id));
                await markRead({ id: item.id });
                router.push(item.link);
              }}
            >
              <span className="flex items-center justify-between gap-3">
                <span className="font-semibold text-brand-900">{item.title}</span>
                {isRead(item) ? null : <span className="rounded-full bg-accent-500 px-2 text-xs leading-5 font-semibold text-white">{t("unreadBadge")}</span>}
              </span>
              <span className="mt-1 block text-stone-700">{item.body}</span>
              <time dateTime={item.createdAt} className="mt-1 block text-xs text-stone-500">{formatDate(item.createdAt, locale, "dateTime")}</time>
            </Link>
            {item.kind === "sale_recorded" && item.params.saleId ? (
              // One tap from the notification to a fraud report tied to this sale (docs/product.md#notifications).
              <Link
                href={`/report-fraud?sale=${item.params.saleId}`}
                data-testid="not-my-purchase"
                onClick={() => {
                  if (isRead(item)) return;
                  setReadIds((ids) => new Set(ids).add(item.id));
                  void markRead({ id: item.id });
                }}
                className="mt-2 inline-flex min-h-11 items-center rounded-lg border border-rose-300 px-3 text-sm font-semibold text-rose-800 hover:bg-rose-50"
              >
                {t("notMine")}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <InfiniteListFooter sentinelRef={sentinelRef} list={list} showEnd={items.length > first.items.length} texts={{ loadFailed: t("loadFailed"), retry: t("retry"), loading: t("loading"), end: t("end"), loadMore: t("loadMore") }} />
    </>
  );
}
