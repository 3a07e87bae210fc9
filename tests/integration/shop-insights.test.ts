import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { POST as eventsRoute } from "../../app/api/v1/shops/events/route";
import { csvCell, insightTableRows } from "../../lib/insights/table-rows";
import { INSIGHT_METRICS } from "../../lib/insights/metrics";
import { toggleFavourite } from "../../server/favourites/toggle-favourite";
import { BEACON_EVENTS_PER_MINUTE } from "../../server/insights/beacon-limit";
import { bufferShopEvents, flushShopEvents, pendingShopDays } from "../../server/insights/shop-event-buffer";
import { getShopInsights } from "../../server/insights/get-shop-insights";
import { recordShopEvents } from "../../server/insights/record-shop-events";
import { shopInsightsCsv } from "../../server/insights/shop-insights-csv";
import { countShopVisit } from "../../server/shops/count-shop-visit";
import { recordSale } from "../../server/sales/record-sale";
import en from "../../messages/en/insights.json";
import { connectTestDb } from "../support/db";
import { createOperatorActor } from "../support/admin-factories";
import { actorOf, addPurchase } from "../support/customer-factories";
import { createCodedCustomer, createFundedShop } from "../support/sales-factories";

/**
 * Shop insights (docs/decisions/135-shop-insights.md): exact counts per shop per India day from the
 * visit counter, the tap and impression beacon and favourites; robots not counted; an owner sees
 * only their own shop; the CSV says what the table says.
 */
const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const BROWSER = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
let address = 0;
const newAddress = () => `198.51.100.${(address += 1) % 250}-${randomUUID()}`;

async function dayRow(shopId: number, day: string) {
  const { rows } = await db.execute<Record<string, number>>(sql`
    SELECT views, calls, whatsapp, directions, shares, favourites_added, favourites_removed, impressions
    FROM shop_daily_stats WHERE shop_id = ${shopId} AND day = ${day}::date`);
  return rows[0] ?? null;
}

const beacon = (body: unknown, userAgent: string | null = BROWSER, ip = newAddress()) =>
  eventsRoute(
    new Request("http://test.local/api/v1/shops/events", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "x-forwarded-for": ip, ...(userAgent ? { "User-Agent": userAgent } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    {},
  );

describe("counting what visitors do", () => {
  it("counts taps, impressions and visits exactly when they arrive at once", async () => {
    const { shop } = await createFundedShop(db);
    await db.execute(sql`UPDATE shops SET status = 'published' WHERE id = ${shop.id}`);
    const other = (await createFundedShop(db)).shop;
    const now = new Date("2026-11-20T10:00:00+05:30");
    const today = "2026-11-20";
    // 300 taps over 30 addresses (10 each, inside the allowance), 40 impression beacons, 60 visitors: all at once.
    const taps = Array.from({ length: 300 }, (_, i) => ({ event: (["call", "whatsapp", "directions", "share"] as const)[i % 4]!, ip: `tap-${i % 30}` }));
    const startVisitors = (await db.execute<{ v: number }>(sql`SELECT visitors AS v FROM shops WHERE id = ${shop.id}`)).rows[0]!.v;
    await Promise.all([
      ...taps.map((tap) => Promise.resolve(recordShopEvents({ input: { event: tap.event, shop: shop.id }, userAgent: BROWSER, address: `${tap.ip}-${shop.id}`, now }))),
      ...Array.from({ length: 40 }, (_, i) => Promise.resolve(recordShopEvents({ input: { event: "impression", shops: [shop.id, other.id] }, userAgent: BROWSER, address: `imp-${i}-${shop.id}`, now }))),
      ...Array.from({ length: 60 }, () => countShopVisit({ shopId: shop.id, visitorCookie: undefined, ip: newAddress(), userAgent: BROWSER, now, db })),
      // Two flushes racing each other and the events: nothing counted twice or lost.
      flushShopEvents(db),
      flushShopEvents(db),
    ]);
    await flushShopEvents(db);
    expect(pendingShopDays()).toBe(0);
    expect(await dayRow(shop.id, today)).toEqual({ views: 60, calls: 75, whatsapp: 75, directions: 75, shares: 75, favourites_added: 0, favourites_removed: 0, impressions: 40 });
    expect((await dayRow(other.id, today))?.impressions).toBe(40);
    // The shop's total moved with its day's views, in the same transactions.
    const endVisitors = (await db.execute<{ v: number }>(sql`SELECT visitors AS v FROM shops WHERE id = ${shop.id}`)).rows[0]!.v;
    expect(endVisitors - startVisitors).toBe(60);
  });

  it("counts a visitor's views once a day, and again on the next India day", async () => {
    const { shop } = await createFundedShop(db);
    await db.execute(sql`UPDATE shops SET status = 'published' WHERE id = ${shop.id}`);
    const ip = newAddress();
    const first = await countShopVisit({ shopId: shop.id, visitorCookie: undefined, ip, userAgent: BROWSER, now: new Date("2026-11-21T09:00:00+05:30"), db });
    for (let i = 0; i < 4; i += 1) await countShopVisit({ shopId: shop.id, visitorCookie: first.newCookie, ip, userAgent: BROWSER, now: new Date("2026-11-21T23:59:59+05:30"), db });
    await countShopVisit({ shopId: shop.id, visitorCookie: first.newCookie, ip, userAgent: BROWSER, now: new Date("2026-11-22T00:00:00+05:30"), db });
    expect((await dayRow(shop.id, "2026-11-21"))?.views).toBe(1);
    expect((await dayRow(shop.id, "2026-11-22"))?.views).toBe(1);
  });

  it("puts events on the India day they happened, across midnight and a late flush", async () => {
    const { shop } = await createFundedShop(db);
    bufferShopEvents([shop.id], "calls", new Date("2026-11-23T18:29:59Z")); // 23:59:59 IST, the 23rd
    bufferShopEvents([shop.id], "calls", new Date("2026-11-23T18:30:00Z")); // 00:00 IST, the 24th
    await flushShopEvents(db);
    expect((await dayRow(shop.id, "2026-11-23"))?.calls).toBe(1);
    expect((await dayRow(shop.id, "2026-11-24"))?.calls).toBe(1);
  });

  it("does not count robots, pages without a user agent, bad input or an address past its allowance", async () => {
    const { shop } = await createFundedShop(db);
    await db.execute(sql`UPDATE shops SET status = 'published' WHERE id = ${shop.id}`);
    const now = new Date("2026-11-25T12:00:00+05:30");
    expect(await countShopVisit({ shopId: shop.id, visitorCookie: undefined, ip: newAddress(), userAgent: GOOGLEBOT, now, db })).toEqual({ counted: false });
    expect(await countShopVisit({ shopId: shop.id, visitorCookie: undefined, ip: newAddress(), userAgent: null, now, db })).toEqual({ counted: false });
    for (const ua of [GOOGLEBOT, "curl/8.5.0", "facebookexternalhit/1.1", null]) {
      const response = await beacon({ event: "call", shop: shop.id }, ua);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { counted: number } }).data.counted).toBe(0);
    }
    // Malformed and unknown input is refused with the envelope, never a 500.
    for (const body of ["not json", { event: "call" }, { event: "hack", shop: shop.id }, { event: "impression", shops: Array.from({ length: 61 }, (_, i) => i + 1) }, { event: "call", shop: -1 }]) {
      expect((await beacon(body)).status, JSON.stringify(body)).toBeLessThan(500);
    }
    // One address: the allowance, then nothing more this minute.
    const ip = newAddress();
    let counted = 0;
    for (let i = 0; i < BEACON_EVENTS_PER_MINUTE + 20; i += 1) counted += recordShopEvents({ input: { event: "share", shop: shop.id }, userAgent: BROWSER, address: ip, now }).counted;
    expect(counted).toBe(BEACON_EVENTS_PER_MINUTE);
    // A shop that does not exist is dropped at the write, not the batch.
    bufferShopEvents([987654321], "calls", now);
    await flushShopEvents(db);
    expect(await dayRow(shop.id, "2026-11-25")).toMatchObject({ views: 0, calls: 0, shares: BEACON_EVENTS_PER_MINUTE });
    expect(await dayRow(987654321, "2026-11-25")).toBeNull();
  });

  it("counts favourites added and removed in the favourite's own transaction", async () => {
    const { shop } = await createFundedShop(db);
    await db.execute(sql`UPDATE shops SET status = 'published' WHERE id = ${shop.id}`);
    const customer = await createCodedCustomer(db);
    const actor = await actorOf(db, customer.id);
    const now = new Date("2026-11-26T08:00:00+05:30");
    for (let i = 0; i < 3; i += 1) await toggleFavourite({ actor, input: { franchisee_id: shop.id }, db, now });
    expect(await dayRow(shop.id, "2026-11-26")).toMatchObject({ favourites_added: 2, favourites_removed: 1 });
  });
});

describe("the insights a shop owner sees", () => {
  it("adds up the period against the previous one, with sales by India day and new customers", async () => {
    const { shop, actor } = await createFundedShop(db);
    const [a, b, c] = [await createCodedCustomer(db), await createCodedCustomer(db), await createCodedCustomer(db)];
    const now = new Date("2026-11-27T15:00:00+05:30");
    // Previous 7 days: 20th-26th Nov; this period: 21st... no: this period is the 21st to the 27th.
    await addPurchase(db, { shopId: shop.id, customerId: a.id, amountPaise: 500_00, at: new Date("2026-11-10T12:00:00+05:30") }); // before both periods
    await addPurchase(db, { shopId: shop.id, customerId: a.id, amountPaise: 100_00, at: new Date("2026-11-18T23:59:00+05:30") }); // previous period
    await addPurchase(db, { shopId: shop.id, customerId: b.id, amountPaise: 200_00, at: new Date("2026-11-20T23:59:59+05:30") }); // previous period, last minute
    await addPurchase(db, { shopId: shop.id, customerId: b.id, amountPaise: 300_00, at: new Date("2026-11-21T00:00:00+05:30") }); // this period, first minute
    await addPurchase(db, { shopId: shop.id, customerId: c.id, amountPaise: 400_00, at: new Date("2026-11-27T10:00:00+05:30") }); // this period, a new customer
    await addPurchase(db, { shopId: shop.id, customerId: a.id, amountPaise: 999_00, at: new Date("2026-11-27T11:00:00+05:30"), status: "reversed" }); // not a sale
    bufferShopEvents([shop.id], "views", new Date("2026-11-27T09:00:00+05:30"), 5);
    bufferShopEvents([shop.id], "views", new Date("2026-11-19T09:00:00+05:30"), 4);
    await flushShopEvents(db);

    const insights = await getShopInsights({ actor, input: { days: 7 }, db, now });
    expect(insights).toMatchObject({ shopId: shop.id, days: 7, from: "2026-11-21", to: "2026-11-27", previousFrom: "2026-11-14", previousTo: "2026-11-20" });
    expect(insights.series.map((d) => d.day)).toEqual(["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"]);
    const figure = (metric: string) => insights.figures.find((f) => f.metric === metric)!;
    expect(figure("views")).toEqual({ metric: "views", value: 5, previous: 4, changePercent: 25 });
    expect(figure("sales")).toMatchObject({ value: 2, previous: 2, changePercent: 0 });
    expect(figure("salesPaise")).toMatchObject({ value: 700_00, previous: 300_00, changePercent: 133 });
    expect(figure("interestPaise")).toMatchObject({ value: 35_00, previous: 15_00 });
    expect(figure("uniqueCustomers")).toMatchObject({ value: 2, previous: 2 });
    // b's first purchase was on the 20th (previous period), c's on the 27th; a bought first on the 10th.
    expect(figure("newCustomers")).toMatchObject({ value: 1, previous: 1 });
    expect(insights.series.find((d) => d.day === "2026-11-21")).toMatchObject({ sales: 1, salesPaise: 300_00, newCustomers: 0 });
    expect(insights.series.find((d) => d.day === "2026-11-27")).toMatchObject({ sales: 1, salesPaise: 400_00, newCustomers: 1, views: 5 });
  });

  it("shows a shop owner their own shop only; an operator any shop", async () => {
    const mine = await createFundedShop(db);
    const theirs = await createFundedShop(db);
    const customer = await createCodedCustomer(db);
    await recordSale({ actor: theirs.actor, input: { customerCode: customer.code, amountPaise: 100_00, items: "Tea", idempotencyKey: randomUUID() }, db });
    const own = await getShopInsights({ actor: mine.actor, input: { days: 30 }, db });
    expect(own.shopId).toBe(mine.shop.id);
    expect(own.figures.find((f) => f.metric === "sales")!.value).toBe(0);
    await expect(getShopInsights({ actor: mine.actor, input: { days: 30, shop_id: theirs.shop.id }, db })).rejects.toMatchObject({ code: "forbidden" });
    await expect(getShopInsights({ actor: mine.actor, input: { days: 30, shop_id: mine.shop.id }, db })).rejects.toMatchObject({ code: "forbidden" });
    const customerActor = await actorOf(db, customer.id);
    await expect(getShopInsights({ actor: customerActor, input: { days: 30 }, db })).rejects.toMatchObject({ code: "forbidden" });
    const operator = await createOperatorActor(db);
    const seen = await getShopInsights({ actor: operator, input: { days: 30, shop_id: theirs.shop.id }, db });
    expect(seen.figures.find((f) => f.metric === "sales")!.value).toBe(1);
  });

  it("downloads as CSV the same rows the table shows", async () => {
    const { shop, actor } = await createFundedShop(db);
    const customer = await createCodedCustomer(db);
    const now = new Date();
    await recordSale({ actor, input: { customerCode: customer.code, amountPaise: 123_45, items: "Oil", idempotencyKey: randomUUID() }, db });
    bufferShopEvents([shop.id], "calls", now, 3);
    bufferShopEvents([shop.id], "impressions", new Date(now.getTime() - 3 * 86_400_000), 7);
    await flushShopEvents(db);
    const insights = await getShopInsights({ actor, input: { days: 30 }, db, now });
    const labels = en.Insights as unknown as Record<string, string> & { metrics: Record<string, string> };
    const t = (key: string) => (key.startsWith("metrics.") ? labels.metrics[key.slice(8)]! : labels[key]!);
    const lines = shopInsightsCsv(insights, t).trimEnd().split("\r\n");
    expect(lines[0]).toBe(["Day", ...INSIGHT_METRICS.map((m) => labels.metrics[m])].join(","));
    const table = insightTableRows(insights);
    expect(lines).toHaveLength(table.length + 1);
    expect(lines.slice(1)).toEqual(table.map((row) => [row.day ?? "Total", ...INSIGHT_METRICS.map((m) => csvCell(m, row.values[m]))].join(",")));
    const total = lines.at(-1)!.split(",");
    expect(total[1 + INSIGHT_METRICS.indexOf("calls")]).toBe("3");
    expect(total[1 + INSIGHT_METRICS.indexOf("impressions")]).toBe("7");
    expect(total[1 + INSIGHT_METRICS.indexOf("salesPaise")]).toBe("123.45");
  });
});
