import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { fraudReportSchema } from "../../lib/validation/customer";
import { fraudReports } from "../../server/db/schema";
import { randomUUID } from "node:crypto";
import { getGrievance } from "../../server/grievances/get-grievance";
import { listGrievances } from "../../server/grievances/list-grievances";
import { recordSale } from "../../server/sales/record-sale";
import { reportFraud } from "../../server/support/report-fraud";
import { getOwnPurchase } from "../../server/customers/get-own-purchase";
import { createOperatorActor } from "../support/admin-factories";
import { connectTestDb } from "../support/db";
import { createCodedCustomer, createFundedShop } from "../support/sales-factories";
import { actorOf } from "../support/customer-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

describe("fraud reports", () => {
  it("stores the report, trimmed, with the signed-in reporter for the operators", async () => {
    const me = await createCodedCustomer(db);
    const actor = await actorOf(db, me.id);
    const input = fraudReportSchema.parse({ subject: "  Fake shop  ", reports: "  Asked for money in advance. " });
    const { id, msg } = await reportFraud({ actor, input, db });
    expect(msg).toBe("Thank you. Your report has been received; we will contact you within 48 hours.");
    const [row] = await db.select().from(fraudReports).where(eq(fraudReports.id, id));
    expect(row).toMatchObject({ customerId: me.id, subject: "Fake shop", body: "Asked for money in advance.", status: "new" });
  });

  it("answers the product's messages for blank fields and refuses reports in someone else's name", async () => {
    const result = fraudReportSchema.safeParse({ subject: "   ", reports: "\n " });
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]))).toEqual({ subject: "Please enter Subject.", reports: "Please enter your query." });
    const [me, other] = [await createCodedCustomer(db), await createCodedCustomer(db)];
    const actor = await actorOf(db, me.id);
    await expect(reportFraud({ actor, input: fraudReportSchema.parse({ subject: "x", reports: "y", customer_id: other.id }), db })).rejects.toMatchObject({ code: "forbidden" });
    expect(await db.select().from(fraudReports).where(eq(fraudReports.customerId, other.id))).toHaveLength(0);
    await expect(reportFraud({ actor: { userId: "nobody", roles: [] }, input: fraudReportSchema.parse({ subject: "x", reports: "y" }), db })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("'Not my purchase?' ties the report to the customer's own sale, once; someone else's sale cannot be named", async () => {
    const { actor: shopActor, shop } = await createFundedShop(db);
    const [me, other] = [await createCodedCustomer(db), await createCodedCustomer(db)];
    const actor = await actorOf(db, me.id);
    const mine = await recordSale({ actor: shopActor, input: { customerCode: me.code, amountPaise: 300_00, items: "Sugar", idempotencyKey: randomUUID() }, db });
    const theirs = await recordSale({ actor: shopActor, input: { customerCode: other.code, amountPaise: 400_00, items: "Oil", idempotencyKey: randomUUID() }, db });
    const report = (saleId: number) => reportFraud({ actor, input: fraudReportSchema.parse({ subject: "Not my purchase", reports: "I was not there.", sale_id: saleId }), db });

    // Someone else's sale, or one that does not exist, reads the same: not found, nothing stored.
    await expect(report(theirs.saleId)).rejects.toMatchObject({ code: "not_found", userMessage: "We could not find this purchase on your code." });
    await expect(report(theirs.saleId + 1_000_000)).rejects.toMatchObject({ code: "not_found" });
    expect(await getOwnPurchase({ actor, saleId: theirs.saleId, db })).toBeNull();
    expect(await db.select().from(fraudReports).where(eq(fraudReports.customerId, me.id))).toHaveLength(0);

    // Two taps at once file one report; both answer with it.
    const [first, again] = await Promise.all([report(mine.saleId), report(mine.saleId)]);
    expect(again!.id).toBe(first!.id);
    const stored = await db.select().from(fraudReports).where(eq(fraudReports.customerId, me.id));
    expect(stored).toEqual([expect.objectContaining({ id: first!.id, saleId: mine.saleId, status: "new" })]);
    expect(await getOwnPurchase({ actor, saleId: mine.saleId, db })).toMatchObject({ saleId: mine.saleId, shopName: shop.name, amountPaise: 300_00, items: "Sugar", reportId: first!.id });

    // The operator's queue shows the sale and its shop, with the 48-hour clock running.
    const operator = await createOperatorActor(db);
    const { rows } = await listGrievances({ actor: operator, filters: { kind: "fraud", status: "open", sort: "newest" }, db });
    const row = rows.find((r) => r.id === first!.id);
    expect(row).toMatchObject({ customerId: me.id, overdue: false, sale: { id: mine.saleId, shopId: shop.id, shopName: shop.name, amountPaise: 300_00 } });
    expect(await getGrievance({ actor: operator, kind: "fraud", id: first!.id, db })).toMatchObject({ sale: { id: mine.saleId, shopName: shop.name, items: "Sugar", reversed: false } });
  });
});
