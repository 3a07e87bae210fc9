import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { fraudReportSchema } from "../../lib/validation/customer";
import { fraudReports } from "../../server/db/schema";
import { reportFraud } from "../../server/support/report-fraud";
import { connectTestDb } from "../support/db";
import { createCodedCustomer } from "../support/sales-factories";
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
});
