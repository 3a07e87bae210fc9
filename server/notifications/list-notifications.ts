import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import { isNotificationKind } from "@/lib/notifications/kinds";
import { renderNotification } from "./render-notification";
import { NOTIFICATIONS_PAGE_SIZE } from "@/lib/validation/notifications";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { newestFirst } from "@/server/db/newest-first";
import { notifications, user } from "@/server/db/schema";
import { assertPerson } from "./assert-person";

export type NotificationItem = { id: number; kind: string; title: string; body: string; link: string; createdAt: string; read: boolean; params: Record<string, string | number | null> };
export type NotificationPage = { items: NotificationItem[]; page: number; hasMore: boolean; unread: number };

/**
 * The signed-in person's notifications, newest first, a page at a time (1-based), with their
 * unread count. Rendered in `locale` (the page's language) or else the person's (`user.locale`, the
 * language of their last visit; docs/product.md#notifications).
 */
export async function listNotifications({ actor, page = 1, locale, db = appDb }: { actor: Actor | undefined; page?: number; locale?: string; db?: Executor }): Promise<NotificationPage> {
  assertPerson(actor);
  const [rows, unread, language] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, actor.userId))
      .orderBy(...newestFirst(notifications.createdAt, notifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE + 1)
      .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE),
    countUnreadNotifications({ actor, db }),
    locale ?? db.select({ locale: user.locale }).from(user).where(eq(user.id, actor.userId)).then(([row]) => row?.locale ?? "en"),
  ]);
  const items = rows.slice(0, NOTIFICATIONS_PAGE_SIZE).flatMap((row) => {
    if (!isNotificationKind(row.kind)) return [];
    const { title, body } = renderNotification(row.kind, row.params, language);
    return [{ id: row.id, kind: row.kind, title, body, link: row.link, createdAt: row.createdAt.toISOString(), read: row.readAt !== null, params: row.params }];
  });
  return { items, page, hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE, unread };
}

/** How many of the signed-in person's notifications are unread (the bell's number). */
export async function countUnreadNotifications({ actor, db = appDb }: { actor: Actor | undefined; db?: Executor }): Promise<number> {
  assertPerson(actor);
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
