import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createNotifications } from "../../server/notifications/create-notifications";
import { expandNotificationFanouts } from "../../server/notifications/expand-notification-fanouts";
import { sendNotificationSms } from "../../server/notifications/send-notification-sms";
import { connectTestDb } from "../support/db";
import { createUser } from "../support/factories";
import { notificationsOf } from "../support/notification-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const statement = (userId: string, eventKey: string) => ({ userId, kind: "statement_ready" as const, eventKey, params: { month: "2027-01", netPaise: 100 }, link: "/commisions" });

describe("notifications written in bulk: SMS queued by the worker from one fan-out row", () => {
  it("queues each SMS once, under concurrent workers, with the preference as it is when queued; a rolled-back event queues nothing", async () => {
    const people = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    const key = `statement:${randomUUID()}`;
    await expect(
      db.transaction(async (tx) => {
        await createNotifications(tx, { rows: people.map((p) => statement(p.id, key)), smsLater: true, eventOnce: true });
        throw new Error("the close failed");
      }),
    ).rejects.toThrow("the close failed");
    expect((await db.execute(sql`SELECT 1 FROM notification_fanouts WHERE event_key = ${key}`)).rows).toEqual([]);

    expect(await createNotifications(db, { rows: people.map((p) => statement(p.id, key)), smsLater: true, eventOnce: true })).toBe(3);
    // The same event again is an error (the caller promised once), not a second notification.
    await expect(createNotifications(db, { rows: [statement(people[0]!.id, key)], eventOnce: true })).rejects.toThrow();
    await db.execute(sql`INSERT INTO notification_preferences (user_id, kind, sms) VALUES (${people[2]!.id}, 'statement_ready', false)`);
    expect((await notificationsOf(db, people[0]!.id)).map((n) => n.sms)).toEqual([0]);

    const queued = await Promise.all([expandNotificationFanouts({ db }), expandNotificationFanouts({ db }), expandNotificationFanouts({ db })]);
    expect(queued.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    expect(await expandNotificationFanouts({ db })).toBe(0);
    expect(await Promise.all(people.map(async (p) => (await notificationsOf(db, p.id)).map((n) => n.sms)))).toEqual([[1], [1], [0]]);
    expect((await db.execute(sql`SELECT 1 FROM notification_fanouts WHERE event_key = ${key}`)).rows).toEqual([]);
  });

  it("a deleted person's notifications go with them (no foreign key: a trigger); a notification left without a person is skipped, not stuck", async () => {
    const person = await createUser(db);
    await createNotifications(db, { rows: [{ userId: person.id, kind: "payout_paid", eventKey: "payout_line:gone", params: { amountPaise: 100, utr: "UTR1" }, link: "/commissions" }] });
    await db.execute(sql`DELETE FROM "user" WHERE id = ${person.id}`);
    expect((await db.execute(sql`SELECT 1 FROM notifications WHERE user_id = ${person.id}`)).rows).toEqual([]);

    // Written for a person deleted meanwhile (the race the foreign key's lock prevented): unreadable, and its SMS is skipped.
    const ghost = randomUUID();
    await createNotifications(db, { rows: [{ userId: ghost, kind: "payout_paid", eventKey: "payout_line:ghost", params: { amountPaise: 100, utr: "UTR2" }, link: "/commissions" }] });
    const send = async (): Promise<void> => {
      throw new Error("nothing may be sent to nobody");
    };
    await sendNotificationSms({ db, send, settings: { NOTIFICATION_SMS_PER_SECOND: 50, NOTIFICATION_SMS_MAX_ATTEMPTS: 3, SMS_DLT_TEMPLATE_PAYOUT_PAID: "1107000000000000001" }, budgetMs: 2_000, sleep: async () => {}, log: () => {} });
    const { rows } = await db.execute<{ status: string; last_error: string }>(sql`
      SELECT d.status, d.last_error FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.user_id = ${ghost}`);
    expect(rows).toEqual([{ status: "skipped", last_error: "no mobile number" }]);
  });
});
