import "server-only";
import type { FraudReportInput } from "@/lib/validation/customer";
import type { Actor } from "@/server/auth/actor";
import { assertOwnId } from "@/server/customers/assert-own-id";
import { getOwnCustomer } from "@/server/customers/get-own-customer";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { fraudReports } from "@/server/db/schema";

export const FRAUD_REPORT_RECEIVED = "Thank you. Your report has been received; we will contact you within 48 hours.";

/**
 * docs/product.md#json-api others/reports: stores a fraud report with its reporter (the signed-in customer) for the
 * operators, who acknowledge it within 48 hours (docs/product.md#complaints-and-grievances).
 */
export async function reportFraud({ actor, input, db = appDb }: { actor: Actor; input: FraudReportInput; db?: Executor }): Promise<{ id: number; msg: string }> {
  const customer = await getOwnCustomer({ actor, db });
  assertOwnId(customer.id, input.customer_id);
  const [row] = await db.insert(fraudReports).values({ customerId: customer.id, subject: input.subject, body: input.reports }).returning({ id: fraudReports.id });
  return { id: row!.id, msg: FRAUD_REPORT_RECEIVED };
}
