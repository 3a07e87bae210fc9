import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Executor } from "../../server/db/connect";
import { createNotifications } from "../../server/notifications/create-notifications";
import { notifyDownlineDigest } from "../../server/notifications/notify-downline-digest";
import { notifyLowWallets } from "../../server/notifications/notify-low-wallets";
import { notifyJobFailed, notifyOperatorDigest } from "../../server/notifications/notify-operators";
import { listFailedDeliveries } from "../../server/notifications/list-failed-deliveries";
import { sendNotificationSms } from "../../server/notifications/send-notification-sms";
import { replyToReview } from "../../server/reviews/reply-to-review";
import { writeReview } from "../../server/reviews/write-review";
import { recordSale } from "../../server/sales/record-sale";
import { topUpWallet } from "../../server/wallet/top-up-wallet";
import { createOperatorActor } from "../support/admin-factories";
import { connectTestDb } from "../support/db";
import { createCustomer, createUser } from "../support/factories";
import { placeMember } from "../../server/referrals/place-member";
import { notificationsOf } from "../support/notification-factories";
import { createBuyer } from "../support/review-factories";
import { createCodedCustomer, createFundedShop } from "../support/sales-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

/** An India time as an instant: ist("2026-12-01 22:00"). */
const ist = (local: string) => new Date(`${local.replace(" ", "T")}:00+05:30`);

describe("notifications: reviews, low wallets, digests and failed jobs", () => {
  it("a new review tells the shop owner once; the shop's reply tells the review's author once; edits tell nobody again", async () => {
    const shop = await createFundedShop(db);
    const buyer = await createBuyer(db, shop);
    const { review } = await writeReview({ actor: buyer.actor, input: { shop_id: shop.shop.id, rating: 4, body: "Fresh vegetables, fair prices." }, db });
    await writeReview({ actor: buyer.actor, input: { shop_id: shop.shop.id, rating: 5, body: "Even better now." }, db });
    expect(await notificationsOf(db, shop.owner.id)).toEqual([
      expect.objectContaining({ kind: "review_posted", eventKey: `review:${review.id}`, sms: 0, link: `/shops/${shop.shop.id}/${shop.shop.slug}`, params: expect.objectContaining({ stars: 4, review: "“Fresh vegetables, fair prices.”" }) }),
    ]);
    await replyToReview({ actor: shop.actor, input: { review_id: review.id, body: "Thank you, come again!" }, db });
    await replyToReview({ actor: shop.actor, input: { review_id: review.id, body: "Thank you!" }, db });
    expect(await notificationsOf(db, buyer.customer.userId)).toEqual([
      expect.objectContaining({ kind: "sale_recorded" }),
      expect.objectContaining({ kind: "review_replied", eventKey: `review_reply:${review.id}`, sms: 0, params: expect.objectContaining({ shopName: shop.shop.name, reply: "Thank you, come again!" }) }),
    ]);
  });

  it("a low wallet warns its owner once per low spell, at the shop's own number of sales", async () => {
    const operator = await createOperatorActor(db);
    // ₹100 a sale at 5 % = ₹5 of interest; 10 sales need ₹50.
    const shop = await createFundedShop(db, { balancePaise: 60_00 });
    const customer = await createCodedCustomer(db);
    const sell = () => recordSale({ actor: shop.actor, input: { customerCode: customer.code, amountPaise: 100_00, items: "Tea", idempotencyKey: randomUUID() }, db });
    await sell(); // ₹55 left: 11 sales
    const warnings = async () => (await notificationsOf(db, shop.owner.id)).filter((n) => n.kind === "wallet_low");
    await notifyLowWallets({ db });
    expect(await warnings()).toEqual([]);
    await sell(); // ₹50: 10 sales, not fewer
    await notifyLowWallets({ db });
    expect(await warnings()).toEqual([]);
    await sell(); // ₹45: 9 sales
    const [first, again] = await Promise.all([notifyLowWallets({ db }), notifyLowWallets({ db })]);
    await notifyLowWallets({ db });
    expect(await warnings()).toEqual([expect.objectContaining({ sms: 1, link: "/franchisee-transactions", params: expect.objectContaining({ balancePaise: 45_00, interestPaise: 5_00, sales: 9, threshold: 10 }) })]);
    expect(first.warned + again.warned).toBe(1);
    // A top-up ends the spell; running low again is a new spell with a new warning.
    await topUpWallet({ actor: operator, input: { shopId: shop.shop.id, amountPaise: 100_00, method: "upi", reference: "UPI1", idempotencyKey: randomUUID() }, db });
    expect((await notifyLowWallets({ db })).recovered).toBeGreaterThanOrEqual(1);
    await db.execute(sql`UPDATE shops SET low_wallet_sales = 40 WHERE id = ${shop.shop.id}`); // ₹145 covers 29 < 40
    await notifyLowWallets({ db, now: new Date(Date.now() + 1000) });
    expect((await warnings()).map((w) => w.params.threshold)).toEqual([10, 40]);
  });

  it("the downline digest tells each ancestor how many joined the day before, once a day, and not the company root", async () => {
    // A subtree of its own, built by the real placement (under the company root).
    const top = await createMemberAt(db, null, ist("2026-11-01 10:00"));
    const left = await createMemberAt(db, top.customerId, ist("2026-11-30 09:00"));
    await createMemberAt(db, left.customerId, ist("2026-11-30 23:59"));
    await createMemberAt(db, left.customerId, ist("2026-12-01 00:30")); // today: in tomorrow's digest
    const now = ist("2026-12-01 10:00");
    await Promise.all([notifyDownlineDigest({ db, now }), notifyDownlineDigest({ db, now })]);
    expect(await notificationsOf(db, top.userId)).toEqual([
      expect.objectContaining({ kind: "downline_digest", eventKey: "downline_digest:2026-11-30", link: "/downline", params: { count: 2, day: "2026-11-30" } }),
    ]);
    expect((await notificationsOf(db, left.userId)).map((n) => n.params.count)).toEqual([1]);
  });

  it("the operators' digest and a failed job reach every operator and nobody else, once", async () => {
    const operators = [await createOperatorActor(db), await createOperatorActor(db)];
    const customer = await createUser(db, { role: "customer" });
    await db.execute(sql`INSERT INTO fraud_reports (customer_id, subject, body, created_at) VALUES (${(await createCustomer(db, { userId: customer.id })).id}, 'x', 'y', now() - interval '30 hours')`);
    const now = new Date();
    await notifyOperatorDigest({ db, now });
    await notifyOperatorDigest({ db, now });
    await notifyJobFailed({ db, queue: "notification-sms", error: new Error("provider down"), now });
    await notifyJobFailed({ db, queue: "notification-sms", error: new Error("provider down again"), now });
    for (const operator of operators) {
      const told = await notificationsOf(db, operator.userId);
      expect(told.map((n) => n.kind)).toEqual(["operator_digest", "job_failed"]);
      expect(told[0]!.params).toMatchObject({ grievancesDue: expect.any(Number), grievancesOverdue: expect.any(Number) });
      expect(Number(told[0]!.params.grievancesDue)).toBeGreaterThanOrEqual(1);
      expect(told[1]!.params).toEqual({ job: "notification-sms", error: "provider down" });
    }
    expect(await notificationsOf(db, customer.id)).toEqual([]);
  });

  it("quiet hours: a digest written at night is sent at 09:00 India time; a money SMS is not held", async () => {
    const person = await createUser(db);
    const night = ist("2026-12-01 22:30");
    await createNotifications(db, { now: night, rows: [
      { userId: person.id, kind: "downline_digest", eventKey: "quiet-test", params: { count: 3 }, link: "/downline" },
      { userId: person.id, kind: "payout_paid", eventKey: "quiet-test", params: { amountPaise: 100 }, link: "/commisions" },
    ] });
    const due = async () => Object.fromEntries((await db.execute<{ kind: string; next_attempt_at: Date; status: string }>(sql`
      SELECT n.kind, d.next_attempt_at, d.status FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.user_id = ${person.id}`)).rows.map((r) => [r.kind, r]));
    expect(new Date((await due()).downline_digest!.next_attempt_at)).toEqual(ist("2026-12-02 09:00"));
    expect(new Date((await due()).payout_paid!.next_attempt_at)).toEqual(night);
    // A digest already due (a retry) is still held while it is night.
    await db.execute(sql`UPDATE notification_deliveries d SET next_attempt_at = ${night.toISOString()}::timestamptz FROM notifications n WHERE n.id = d.notification_id AND n.user_id = ${person.id}`);
    const sent: string[] = [];
    const send = async (_tx: Executor, message: { to: string; body: string }) => void (message.to === person.phoneNumber && sent.push(message.body));
    const settings = { NOTIFICATION_SMS_PER_SECOND: 50, NOTIFICATION_SMS_MAX_ATTEMPTS: 3, SMS_DLT_TEMPLATE_PAYOUT_PAID: "1", SMS_DLT_TEMPLATE_DOWNLINE_DIGEST: "2" };
    await sendNotificationSms({ db, settings, send, now: () => ist("2026-12-01 23:00"), sleep: async () => {}, log: () => {} });
    expect(sent).toEqual([expect.stringContaining("commission payout")]);
    expect((await due()).downline_digest!.status).toBe("pending");
    await sendNotificationSms({ db, settings, send, now: () => ist("2026-12-02 09:01"), sleep: async () => {}, log: () => {} });
    expect(sent).toEqual([expect.stringContaining("commission payout"), "DLMP: new members joined your downline: 3. See them in the app."]);
  });

  it("the console lists SMS that failed for good with the provider's reason and tries; operators only", async () => {
    const operator = await createOperatorActor(db);
    const person = await createUser(db, { name: "Failing Phone" });
    await createNotifications(db, { rows: [{ userId: person.id, kind: "payout_paid", eventKey: "console-test", params: { amountPaise: 100 }, link: "/commisions" }] });
    await db.execute(sql`UPDATE notification_deliveries d SET status = 'failed', attempts = 5, last_error = 'provider said 21901: DltTemplateId is invalid'
      FROM notifications n WHERE n.id = d.notification_id AND n.user_id = ${person.id}`);
    const { rows, counts } = await listFailedDeliveries({ actor: operator, db });
    expect(rows.find((r) => r.who === "Failing Phone")).toMatchObject({ kind: "payout_paid", status: "failed", attempts: 5, lastError: "provider said 21901: DltTemplateId is invalid", mobile: person.phoneNumber });
    expect(counts.failed).toBeGreaterThanOrEqual(1);
    await expect(listFailedDeliveries({ actor: { userId: person.id, roles: ["customer"] }, db })).rejects.toMatchObject({ code: "forbidden" });
  });
});

/** A member placed by the real placement under `sponsorCustomerId` (the company root if null), at a given time. */
async function createMemberAt(db: Executor, sponsorCustomerId: number | null, placedAt: Date) {
  const user = await createUser(db);
  const customer = await createCustomer(db, { userId: user.id });
  await db.transaction((tx) => placeMember(tx, { customerId: customer.id, sponsorCustomerId }));
  await db.execute(sql`UPDATE tree_nodes SET placed_at = ${placedAt.toISOString()}::timestamptz WHERE customer_id = ${customer.id}`);
  return { userId: user.id, customerId: customer.id };
}
