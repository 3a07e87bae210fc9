import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Executor } from "../../server/db/connect";
import { createNotifications } from "../../server/notifications/create-notifications";
import { retryDelaySeconds, sendNotificationSms, STALE_SENDING_SECONDS } from "../../server/notifications/send-notification-sms";
import { connectTestDb } from "../support/db";
import { createUser } from "../support/factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const settings = { NOTIFICATION_SMS_PER_SECOND: 50, NOTIFICATION_SMS_MAX_ATTEMPTS: 3, SMS_DLT_TEMPLATE_PAYOUT_PAID: "1107000000000000001" };
type Sent = { to: string; body: string; dltTemplateId: string };

/** A sender that records what it was given (only for `mobiles`: other test files' rows may be swept too). */
function recorder(mobiles: Set<string>, fail: (to: string) => boolean = () => false) {
  const sent: Sent[] = [];
  const send = async (_tx: Executor, message: Sent) => {
    if (!mobiles.has(message.to)) return;
    if (fail(message.to)) throw new Error("provider timed out");
    sent.push({ to: message.to, body: message.body, dltTemplateId: message.dltTemplateId });
  };
  return { sent, send };
}

async function personWithNotification(kind: "payout_paid" | "sale_recorded", locale = "en") {
  const person = await createUser(db, { locale });
  await createNotifications(db, { rows: [{ userId: person.id, kind, eventKey: `test:${person.id}`, params: { amountPaise: 1_800_00, utr: "UTR123456789", accountLast4: "4321", shopName: "Joshi Kirana" }, link: "/commissions" }] });
  const { rows } = await db.execute<{ id: string }>(sql`SELECT id FROM notifications WHERE user_id = ${person.id}`);
  return { mobile: person.phoneNumber!, notificationId: Number(rows[0]!.id) };
}

async function delivery(notificationId: number) {
  const { rows } = await db.execute<{ status: string; attempts: number; last_error: string | null; next_attempt_at: Date; sent_at: Date | null }>(sql`
    SELECT status, attempts, last_error, next_attempt_at, sent_at FROM notification_deliveries WHERE notification_id = ${notificationId}`);
  return rows[0]!;
}

const noSleep = async () => {};

describe("notification SMS: the outbox worker", () => {
  it("sends a due SMS once, in the person's language, with its kind's DLT template", async () => {
    const en = await personWithNotification("payout_paid");
    const mr = await personWithNotification("payout_paid", "mr");
    const { sent, send } = recorder(new Set([en.mobile, mr.mobile]));
    await sendNotificationSms({ db, settings, send, sleep: noSleep, log: () => {} });
    await sendNotificationSms({ db, settings, send, sleep: noSleep, log: () => {} });
    expect(sent).toEqual(expect.arrayContaining([
      { to: en.mobile, dltTemplateId: "1107000000000000001", body: "DLMP: commission payout of ₹1,800.00 paid to your account ending 4321. UTR UTR123456789." },
      { to: mr.mobile, dltTemplateId: "1107000000000000001", body: "DLMP: कमिशनचे ₹1,800.00 4321 ने संपणाऱ्या तुमच्या खात्यात जमा. UTR UTR123456789." },
    ]));
    expect(sent).toHaveLength(2);
    expect(await delivery(en.notificationId)).toMatchObject({ status: "sent", attempts: 1, last_error: null });
  });

  it("skips a kind with no DLT template id, logging it once; the notification stays", async () => {
    const a = await personWithNotification("sale_recorded");
    const b = await personWithNotification("sale_recorded");
    const { sent, send } = recorder(new Set([a.mobile, b.mobile]));
    const lines: string[] = [];
    await sendNotificationSms({ db, settings, send, sleep: noSleep, log: (line) => lines.push(line) });
    expect(sent).toEqual([]);
    expect(await delivery(a.notificationId)).toMatchObject({ status: "skipped", attempts: 0, last_error: "no DLT template id for sale_recorded" });
    expect(await delivery(b.notificationId)).toMatchObject({ status: "skipped" });
    expect(lines.filter((line) => line.includes("sale_recorded")).length).toBeLessThanOrEqual(1);
  });

  it("retries a failed send with back-off, then gives up after the last try", async () => {
    const p = await personWithNotification("payout_paid");
    const { sent, send } = recorder(new Set([p.mobile]), () => true);
    let clock = new Date(Date.now() + 1_000);
    const now = () => clock;
    // The row is due from its creation (the real clock), just before this test's clock.
    await sendNotificationSms({ db, settings, send, now, sleep: noSleep, log: () => {} });
    expect(await delivery(p.notificationId)).toMatchObject({ status: "pending", attempts: 1, last_error: "provider timed out" });
    expect(new Date((await delivery(p.notificationId)).next_attempt_at).getTime()).toBe(clock.getTime() + retryDelaySeconds(1) * 1000);
    // Not due yet: nothing is tried.
    await sendNotificationSms({ db, settings, send, now, sleep: noSleep, log: () => {} });
    expect(await delivery(p.notificationId)).toMatchObject({ attempts: 1 });
    clock = new Date(clock.getTime() + 30_000);
    await sendNotificationSms({ db, settings, send, now, sleep: noSleep, log: () => {} });
    expect(await delivery(p.notificationId)).toMatchObject({ status: "pending", attempts: 2 });
    clock = new Date(clock.getTime() + 60_000);
    await sendNotificationSms({ db, settings, send, now, sleep: noSleep, log: () => {} });
    expect(await delivery(p.notificationId)).toMatchObject({ status: "failed", attempts: 3, last_error: "provider timed out" });
    expect(sent).toEqual([]);
  });

  it("two workers at once send each SMS exactly once", async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => personWithNotification("payout_paid")));
    const { sent, send } = recorder(new Set(people.map((p) => p.mobile)));
    const small = { ...settings, NOTIFICATION_SMS_PER_SECOND: 4 };
    await Promise.all([1, 2, 3].map(() => sendNotificationSms({ db, settings: small, send, sleep: noSleep, log: () => {} })));
    expect(sent.map((s) => s.to).sort()).toEqual(people.map((p) => p.mobile).sort());
  });

  it("a row a dead worker left mid-send is never resent: it is marked failed", async () => {
    const p = await personWithNotification("payout_paid");
    await db.execute(sql`
      UPDATE notification_deliveries SET status = 'sending', attempts = 1, claimed_at = now() - make_interval(secs => ${STALE_SENDING_SECONDS + 60})
      WHERE notification_id = ${p.notificationId}`);
    const { sent, send } = recorder(new Set([p.mobile]));
    await sendNotificationSms({ db, settings, send, sleep: noSleep, log: () => {} });
    expect(sent).toEqual([]);
    expect(await delivery(p.notificationId)).toMatchObject({ status: "failed", attempts: 1, last_error: expect.stringContaining("not resent") });
  });

  it("paces itself to the configured rate", async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => personWithNotification("payout_paid")));
    const { send } = recorder(new Set(people.map((p) => p.mobile)));
    const waits: number[] = [];
    const started = Date.now();
    const clock = () => Date.now() - started + waits.reduce((sum, ms) => sum + ms, 0);
    await sendNotificationSms({ db, settings: { ...settings, NOTIFICATION_SMS_PER_SECOND: 2 }, send, clock, sleep: async (ms) => void waits.push(ms), log: () => {} });
    // Five due rows at two a second: at least two full batches wait out their second.
    expect(waits.length).toBeGreaterThanOrEqual(2);
    for (const ms of waits) expect(ms).toBeLessThanOrEqual(1000);
  });

  it("sends at most NOTIFICATION_SMS_PER_SECOND (50) in any second: 120 due SMS take over two paced seconds", async () => {
    const people = await Promise.all(Array.from({ length: 120 }, () => personWithNotification("payout_paid")));
    const mine = new Set(people.map((p) => p.mobile));
    // Time as the sender lives it: real time spent claiming and sending (slow on a loaded machine)
    // plus the waits it asks for, which are counted, not slept.
    let waited = 0;
    const started = Date.now();
    const clock = () => Date.now() - started + waited;
    const stamps: number[] = [];
    const send = async (_tx: Executor, message: Sent) => void (mine.has(message.to) && stamps.push(clock()));
    // A wait moves the clock to its end at once (concurrent senders' waits thus come one after another: never shorter than real).
    const sleep = async (ms: number) => void (waited += ms);
    await sendNotificationSms({ db, settings: { ...settings, NOTIFICATION_SMS_CONCURRENCY: 20 }, send, sleep, clock, log: () => {} });
    expect(stamps).toHaveLength(120);
    // Any 51 consecutive sends span at least a second: no one-second window, wherever it starts, holds 51.
    for (let i = 0; i + 50 < stamps.length; i += 1) expect(stamps[i + 50]! - stamps[i]!).toBeGreaterThanOrEqual(1000);
    // 120 at 50 a second cannot finish inside two seconds.
    expect(stamps.at(-1)! - stamps[0]!).toBeGreaterThanOrEqual(2000);
  });

});
