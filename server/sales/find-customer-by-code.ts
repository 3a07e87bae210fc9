import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { preparedQuery } from "@/server/db/prepared";
import type { Executor } from "@/server/db/connect";
import { customers } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type SaleCustomer = { id: number; userId: string; code: string; firstName: string; lastName: string };

/** An active customer by DLMP code, or the field error the Add Sale form shows under the code. */
export async function findCustomerByCode(db: Executor, code: string, actorUserId: string): Promise<SaleCustomer> {
  // Named and built once per executor (server/db/prepared.ts): every sale reads it.
  const [row] = await preparedQuery(db, "sales.customer_by_code", (db) =>
    db
      .select({ id: customers.id, userId: customers.userId, code: customers.code, firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .where(and(eq(customers.code, sql.placeholder("code")), eq(customers.status, "active"))),
  ).execute({ code });
  if (!row?.code) {
    throw new AppError("validation_failed", { userMessage: "Customer not found.", fieldErrors: { cust_id: "No customer has this code. Please check it." } });
  }
  if (row.userId === actorUserId) {
    throw new AppError("validation_failed", { userMessage: "You cannot record a sale for yourself.", fieldErrors: { cust_id: "You cannot record a sale for yourself." } });
  }
  return { ...row, code: row.code };
}
