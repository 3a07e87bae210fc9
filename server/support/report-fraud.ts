import "server-only";
import { sql } from "drizzle-orm";
import { CUSTOMER_MESSAGES, type FraudReportInput } from "@/lib/validation/customer";
import type { Actor } from "@/server/auth/actor";
import { assertOwnId } from "@/server/customers/assert-own-id";
import { getOwnCustomer } from "@/server/customers/get-own-customer";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";

export const FRAUD_REPORT_RECEIVED = "Thank you. Your report has been received; we will contact you within 48 hours.";

/**
 * docs/product.md#json-api others/reports: stores a fraud report with its reporter (the signed-in customer) for the
 * operators, who acknowledge it within 48 hours (docs/product.md#complaints-and-grievances).
 * With `sale_id` ("Not my purchase?") the report is tied to that sale, which must be on the
 * reporter's own code: the check is in the insert itself, so no one can name someone else's sale,
 * and a sale that is not theirs reads as not found (whether it exists is not told). A sale already
 * reported answers with that report (a second tap files nothing new).
 */
export async function reportFraud({ actor, input, db = appDb }: { actor: Actor; input: FraudReportInput; db?: Executor }): Promise<{ id: number; msg: string }> {
  const customer = await getOwnCustomer({ actor, db });
  assertOwnId(customer.id, input.customer_id);
  const saleId = input.sale_id ?? null;
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO fraud_reports (customer_id, sale_id, subject, body)
    SELECT ${customer.id}::bigint, s.id, ${input.subject}, ${input.reports}
    FROM (SELECT NULL::bigint AS id WHERE ${saleId}::bigint IS NULL
          UNION ALL SELECT id FROM sales WHERE id = ${saleId}::bigint AND customer_id = ${customer.id}) s
    ON CONFLICT (sale_id) WHERE sale_id IS NOT NULL DO NOTHING
    RETURNING id::text`);
  let id = rows[0]?.id;
  if (!id && saleId !== null) {
    // Reported already (perhaps by a tap a moment ago, committed after this statement began): a new
    // statement sees that report.
    const { rows: earlier } = await db.execute<{ id: string }>(sql`SELECT id::text FROM fraud_reports WHERE sale_id = ${saleId} AND customer_id = ${customer.id}`);
    id = earlier[0]?.id;
  }
  if (!id) throw new AppError("not_found", { message: `sale ${saleId} is not on customer ${customer.id}'s code`, userMessage: CUSTOMER_MESSAGES.saleNotYours });
  return { id: Number(id), msg: FRAUD_REPORT_RECEIVED };
}
