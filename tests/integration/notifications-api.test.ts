import { afterAll, describe, expect, it } from "vitest";
import { markReadSchema, NOTIFICATIONS_PAGE_SIZE, preferencesSchema } from "../../lib/validation/notifications";
import { SYSTEM_ACTOR, type UserActor } from "../../server/auth/actor";
import { createNotifications } from "../../server/notifications/create-notifications";
import { countUnreadNotifications, listNotifications } from "../../server/notifications/list-notifications";
import { markNotificationsRead } from "../../server/notifications/mark-notifications-read";
import { getNotificationPreferences, setNotificationPreferences } from "../../server/notifications/notification-preferences";
import { rememberLocale } from "../../server/notifications/remember-locale";
import { connectTestDb } from "../support/db";
import { createUser } from "../support/factories";
import { notificationsOf } from "../support/notification-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

async function personWith(n: number): Promise<UserActor> {
  const person = await createUser(db);
  const start = Date.parse("2026-11-01T10:00:00Z");
  for (let i = 0; i < n; i += 1) {
    await createNotifications(db, {
      now: new Date(start + i * 60_000),
      rows: [{ userId: person.id, kind: "wallet_topped_up", eventKey: `posting:${i}`, params: { amountPaise: (i + 1) * 100, balancePaise: 0, method: "upi" }, link: "/franchisee-transactions" }],
    });
  }
  return { userId: person.id, roles: ["franchisee"] };
}

describe("notifications: the list, the unread count, reading and preferences", () => {
  it("lists newest first a page at a time, rendered in the page's language", async () => {
    const actor = await personWith(NOTIFICATIONS_PAGE_SIZE + 3);
    const first = await listNotifications({ actor, db });
    expect(first).toMatchObject({ page: 1, hasMore: true, unread: NOTIFICATIONS_PAGE_SIZE + 3 });
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ title: "Wallet topped up", body: "₹23.00 was added to your wallet. Balance: ₹0.00.", link: "/franchisee-transactions", read: false });
    const second = await listNotifications({ actor, page: 2, locale: "hi", db });
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.items.map((item) => item.body)).toEqual(["आपके वॉलेट में ₹3.00 जमा हुए। शेष: ₹0.00।", "आपके वॉलेट में ₹2.00 जमा हुए। शेष: ₹0.00।", "आपके वॉलेट में ₹1.00 जमा हुए। शेष: ₹0.00।"]);
  });

  it("marks one read, refuses someone else's as not found, then marks all", async () => {
    const actor = await personWith(3);
    const other = await personWith(1);
    const [mine] = await notificationsOf(db, actor.userId);
    const [theirs] = await notificationsOf(db, other.userId);
    expect(await markNotificationsRead({ actor, input: { id: mine!.id }, db })).toEqual({ unread: 2 });
    expect(await markNotificationsRead({ actor, input: { id: mine!.id }, db })).toEqual({ unread: 2 });
    await expect(markNotificationsRead({ actor, input: { id: theirs!.id }, db })).rejects.toMatchObject({ code: "not_found" });
    expect(await countUnreadNotifications({ actor: other, db })).toBe(1);
    expect(await markNotificationsRead({ actor, input: { all: true }, db })).toEqual({ unread: 0 });
    expect((await listNotifications({ actor, db })).items.every((item) => item.read)).toBe(true);
    expect(await countUnreadNotifications({ actor: other, db })).toBe(1);
  });

  it("keeps SMS choices for optional kinds only; money kinds cannot be turned off", async () => {
    // A customer sees the customer's kinds only.
    const actor: UserActor = { ...(await personWith(0)), roles: ["customer"] };
    const before = await getNotificationPreferences({ actor, db });
    expect(before.preferences.map((p) => p.kind)).not.toContain("operator_digest");
    expect(before.preferences.find((p) => p.kind === "review_replied")).toEqual({ kind: "review_replied", sms: false, canTurnOff: false });
    expect(before.preferences.find((p) => p.kind === "sale_recorded")).toEqual({ kind: "sale_recorded", sms: true, canTurnOff: true });
    expect(before.preferences.find((p) => p.kind === "payout_paid")).toEqual({ kind: "payout_paid", sms: true, canTurnOff: false });
    const after = await setNotificationPreferences({ actor, input: preferencesSchema.parse({ sms: { sale_recorded: false, payout_paid: true } }), db });
    expect(after.preferences.find((p) => p.kind === "sale_recorded")?.sms).toBe(false);
    expect((await setNotificationPreferences({ actor, input: preferencesSchema.parse({ sms: { sale_recorded: true } }), db })).preferences.find((p) => p.kind === "sale_recorded")?.sms).toBe(true);
    const refused = preferencesSchema.safeParse({ sms: { payout_paid: false, nonsense: true } });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["sms.payout_paid", "Messages about money and security are always sent by SMS."],
      ["sms.nonsense", "There is no such notification."],
    ]);
  });

  it("reads only for a signed-in person; the read body names one or all", async () => {
    await expect(listNotifications({ actor: SYSTEM_ACTOR, db })).rejects.toMatchObject({ code: "forbidden" });
    await expect(countUnreadNotifications({ actor: undefined, db })).rejects.toMatchObject({ code: "forbidden" });
    expect(markReadSchema.safeParse({}).success).toBe(false);
    expect(markReadSchema.safeParse({ all: false }).success).toBe(false);
    expect(markReadSchema.safeParse({ id: "12" }).data).toEqual({ id: 12 });
    expect(markReadSchema.safeParse({ id: 1, all: true }).success).toBe(false);
  });

  it("remembers the language of the person's last visit, and writes their next notification in it", async () => {
    const actor = await personWith(0);
    await rememberLocale({ actor, locale: "hi", db });
    await createNotifications(db, { rows: [{ userId: actor.userId, kind: "wallet_topped_up", eventKey: "posting:hi", params: { amountPaise: 100, balancePaise: 100, method: "upi" }, link: "/franchisee-transactions" }] });
    expect((await notificationsOf(db, actor.userId)).map((n) => n.locale)).toEqual(["hi"]);
    expect((await listNotifications({ actor, db })).items[0]!.title).toBe("वॉलेट में राशि जमा");
  });
});
