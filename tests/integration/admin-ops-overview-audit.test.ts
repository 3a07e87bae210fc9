import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "../../server/audit/record-audit";
import { listAuditLog } from "../../server/audit/list-audit-log";
import { listAuditVocabulary } from "../../server/audit/list-audit-vocabulary";
import type { Actor } from "../../server/auth/actor";
import { closeMonth } from "../../server/commissions/close-month";
import { runMonth } from "../../server/commissions/run-month";
import { comments, contactMessages, fraudReports, news, newsCategories } from "../../server/db/schema";
import { getOverviewFigures } from "../../server/overview/get-overview-figures";
import { listAttentionQueues } from "../../server/overview/list-attention-queues";
import { createPayoutBatch } from "../../server/payouts/create-payout-batch";
import { markPayoutLineFailed } from "../../server/payouts/mark-payout-line";
import { createNonOperatorActors, createOperatorActor, failure } from "../support/admin-ops-factories";
import { addSale, buildTree, completeKyc, dropTemplate, freshWorld, qualify, type World } from "../support/commission-factories";
import { connectTestDb } from "../support/db";
import { createCustomer, createShop, createUser } from "../support/factories";
import { createFundedShop } from "../support/sales-factories";
import { SYSTEM_ACTOR } from "../../server/auth/actor";

const { db, pool } = connectTestDb();
afterAll(async () => {
  await pool.end();
  await dropTemplate();
});

describe("operator overview (a database of its own: the figures are global)", () => {
  let world: World;
  afterEach(async () => world?.close());

  it("counts shops, customers, this month's sales and the wallet float exactly; estimates customers from statistics on a big table", async () => {
    world = await freshWorld();
    const w = world.db;
    const now = new Date("2027-03-10T06:00:00Z");
    const operator = await createOperatorActor(w);
    const t = await buildTree(w, { A: "0", B: "1" }); // the company root, A and B: active
    await createCustomer(w, { status: "pending" });
    await createCustomer(w, { status: "blocked" });
    await createShop(w, { status: "published" });
    await createShop(w, { status: "draft" });
    await createShop(w, { status: "suspended" });
    await createFundedShop(w, { balancePaise: 1_234_00 }); // published by default
    await createFundedShop(w, { balancePaise: 10_00 });
    await addSale(w, { customerId: t.A!, amountPaise: 500_00, interestPaise: 25_00, month: "2027-03-01" });
    await addSale(w, { customerId: t.B!, amountPaise: 250_50, interestPaise: 12_52, month: "2027-03-01" });
    const reversed = await addSale(w, { customerId: t.B!, amountPaise: 999_00, interestPaise: 49_95, month: "2027-03-01" });
    await w.execute(sql`UPDATE sales SET status = 'reversed', reversed_at = now() WHERE id = ${reversed.id}`);
    await addSale(w, { customerId: t.A!, amountPaise: 700_00, interestPaise: 35_00, month: "2027-02-01" });

    const figures = await getOverviewFigures({ actor: operator, db: w, now });
    // Shops: the one addSale made, three of createShop's, and the two funded ones → published: 1 + 1 + 2.
    expect(figures).toEqual({
      month: "2027-03-01",
      publishedShops: 4,
      customers: 5,
      verifiedCustomers: 3,
      customersEstimated: false,
      salesThisMonth: 2,
      salesThisMonthPaise: 750_50,
      walletFloatPaise: 1_244_00,
    });

    await w.execute(sql`ANALYZE customers`);
    const estimated = await getOverviewFigures({ actor: operator, db: w, now, exactBelow: 1 });
    expect(estimated).toMatchObject({ customersEstimated: true, customers: 5, verifiedCustomers: 3 });

    for (const actor of await createNonOperatorActors(w)) {
      expect((await failure(getOverviewFigures({ actor, db: w, now }))).code).toBe("forbidden");
      expect((await failure(listAttentionQueues({ actor, db: w, now }))).code).toBe("forbidden");
    }
  });

  it("lists what waits: new grievances with the 48-hour clock, pending comments, months to run or close, failed payouts", async () => {
    world = await freshWorld();
    const w = world.db;
    const now = new Date("2027-03-10T06:00:00Z");
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const operator = await createOperatorActor(w);
    const t = await buildTree(w, { P: "0", Q: "00" }, { withPan: ["P"] });

    const queues = () => listAttentionQueues({ actor: operator, db: w, now });
    expect(await queues()).toEqual({
      contactMessages: { new: 0, overdue: 0, oldestNewAt: null },
      fraudReports: { new: 0, overdue: 0, oldestNewAt: null },
      pendingComments: 0,
      monthsToClose: [],
      failedPayoutLines: 0,
    });

    const message = { name: "Asha", email: "asha@example.test", mobile: "9876543210", subject: "Refund", query: "Please call me" };
    await w.insert(contactMessages).values([
      { ...message, createdAt: hoursAgo(49) },
      { ...message, createdAt: hoursAgo(2) },
      { ...message, status: "acknowledged", createdAt: hoursAgo(100) },
    ]);
    await w.insert(fraudReports).values({ customerId: t.Q!, subject: "Fake shop", body: "Asked for money", createdAt: hoursAgo(47) });
    const [category] = await w.insert(newsCategories).values({ slug: `n-${randomUUID()}`, name: "Local" }).returning();
    const [article] = await w.insert(news).values({ categoryId: category!.id, slug: "a", title: "A", bodyHtml: "<p>A</p>", status: "published" }).returning();
    await w.insert(comments).values([
      { newsId: article!.id, name: "R", email: "r@example.test", body: "Nice" },
      { newsId: article!.id, name: "S", email: "s@example.test", body: "Ok", status: "approved" },
    ]);

    // January: P earns 18% of ₹1,000 = ₹180 (above the ₹100 minimum) and has KYC; February has sales, never run.
    await qualify(w, [t.P!], "2027-01-01");
    await addSale(w, { customerId: t.Q!, amountPaise: 20_000_00, interestPaise: 1_000_00, month: "2027-01-01" });
    await addSale(w, { customerId: t.Q!, amountPaise: 500_00, interestPaise: 25_00, month: "2027-02-01" });
    await completeKyc(w, t.P!);

    let seen = await queues();
    expect(seen.contactMessages).toEqual({ new: 2, overdue: 1, oldestNewAt: hoursAgo(49).toISOString() });
    expect(seen.fraudReports).toMatchObject({ new: 1, overdue: 0 });
    expect(seen.pendingComments).toBe(1);
    expect(seen.monthsToClose).toEqual([
      { month: "2027-01-01", state: "not_run", lastRunAt: null, salesCounted: null },
      { month: "2027-02-01", state: "not_run", lastRunAt: null, salesCounted: null },
    ]);

    await runMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-01", trigger: "cli" }, db: w });
    seen = await queues();
    expect(seen.monthsToClose[0]).toMatchObject({ month: "2027-01-01", state: "run_not_closed", salesCounted: 2 });
    expect(seen.monthsToClose[0]!.lastRunAt).not.toBeNull();
    await closeMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-01" }, db: w });
    expect((await queues()).monthsToClose).toEqual([{ month: "2027-02-01", state: "not_run", lastRunAt: null, salesCounted: null }]);

    const batch = await createPayoutBatch({ actor: operator, db: w });
    expect(batch.lineCount).toBe(1);
    const { rows } = await w.execute<{ id: string }>(sql`SELECT id::text FROM payout_lines WHERE batch_id = ${batch.batchId}`);
    await markPayoutLineFailed({ actor: operator, input: { lineId: Number(rows[0]!.id), reason: "Account closed" }, db: w });
    expect((await queues()).failedPayoutLines).toBe(1);
    // The held amount joins the next batch: nothing waits any more.
    await createPayoutBatch({ actor: operator, db: w });
    expect((await queues()).failedPayoutLines).toBe(0);
  });
});

describe("the audit log", () => {
  let operator: Actor;
  beforeAll(async () => {
    operator = await createOperatorActor(db);
  });

  it("lists entries newest first with before and after, filtered by entity, actor and action; suggests types and actions", async () => {
    const type = `test_${randomUUID().slice(0, 8)}`;
    const other = await createUser(db, { role: "operator", name: "Second Operator" });
    const otherActor: Actor = { userId: other.id, roles: ["operator"] };
    await recordAudit(db, { actor: operator, action: `${type}.create`, entityType: type, entityId: 1, after: { name: "One" } });
    await recordAudit(db, { actor: otherActor, action: `${type}.update`, entityType: type, entityId: 1, before: { name: "One" }, after: { name: "Uno" } });
    await recordAudit(db, { actor: operator, action: `${type}.update`, entityType: type, entityId: 2, before: { name: "Two" }, after: { name: "Dos" } });

    const list = (filters: Partial<Parameters<typeof listAuditLog>[0]["filters"]>) =>
      listAuditLog({ actor: operator, filters: { entityType: type, entityId: "", actor: "", action: "", ...filters }, db });
    const all = await list({});
    expect(all.rows.map((r) => [r.action, r.entityId])).toEqual([[`${type}.update`, "2"], [`${type}.update`, "1"], [`${type}.create`, "1"]]);
    expect(all.rows[1]).toMatchObject({ actorName: "Second Operator", actorMobile: other.phoneNumber, before: { name: "One" }, after: { name: "Uno" } });
    expect((await list({ entityId: "1" })).rows).toHaveLength(2);
    expect((await list({ action: `${type}.create` })).rows).toHaveLength(1);
    expect((await list({ actor: other.phoneNumber! })).rows.map((r) => r.entityId)).toEqual(["1"]);
    expect((await list({ actor: "9999999999" })).rows).toEqual([]);
    expect((await list({ entityId: "1" })).total).toBe(2);

    const vocabulary = await listAuditVocabulary({ actor: operator, db });
    expect(vocabulary.entityTypes).toContain(type);
    expect(vocabulary.actions).toEqual(expect.arrayContaining([`${type}.create`, `${type}.update`]));
    for (const actor of await createNonOperatorActors(db)) {
      expect((await failure(listAuditLog({ actor, filters: { entityType: "", entityId: "", actor: "", action: "" }, db }))).code).toBe("forbidden");
      expect((await failure(listAuditVocabulary({ actor, db }))).code).toBe("forbidden");
    }
  });

  it("entries without a person (the schedule, the CLI) are found as 'system'", async () => {
    const type = `test_${randomUUID().slice(0, 8)}`;
    await db.execute(sql`INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id) VALUES (NULL, 'job.run', ${type}, '7')`);
    const found = await listAuditLog({ actor: operator, filters: { entityType: type, entityId: "", actor: "system", action: "" }, db });
    expect(found.rows).toHaveLength(1);
    expect(found.rows[0]).toMatchObject({ actorName: null, action: "job.run" });
  });
});
