import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import { formatIstDateTimePadded } from "@/lib/admin/format";
import type { CustomerListQuery } from "@/lib/validation/admin-customers";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { cities, customers, kycDetails, user } from "@/server/db/schema";
import { customerListWhere, kycCompleteColumn } from "./customer-filters";
import { assertRole } from "@/server/auth/actor";

export const CUSTOMER_EXPORT_HEADER = ["Customer code", "First name", "Middle name", "Last name", "Mobile", "Email", "Status", "Gender", "Age", "City", "Pincode", "KYC complete", "Joined (IST)"] as const;
const BATCH = 2_000;

/**
 * The customers matching the list's filters, for a spreadsheet: read in batches by id (keyset, so
 * the millionth row costs what the first does) and handed out as they come. No bank, PAN or
 * Aadhaar data. The export itself is recorded in the audit log (personal data left the system).
 */
export async function exportCustomers({ actor, input, db = appDb }: { actor: Actor; input: CustomerListQuery; db?: Executor }): Promise<AsyncIterable<(string | number | null)[][]>> {
  assertRole(actor, "operator");
  const where = customerListWhere(input);
  await recordAudit(db, { actor, action: "customer.export", entityType: "customer", entityId: "list", after: { filters: input } });
  return (async function* batches() {
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const rows = await db
        .select({
          id: customers.id,
          code: customers.code,
          firstName: customers.firstName,
          middleName: customers.middleName,
          lastName: customers.lastName,
          mobile: user.phoneNumber,
          email: user.email,
          status: customers.status,
          gender: customers.gender,
          age: customers.age,
          city: cities.name,
          pincode: customers.pincode,
          kycComplete: kycCompleteColumn,
          createdAt: customers.createdAt,
        })
        .from(customers)
        .innerJoin(user, eq(user.id, customers.userId))
        .leftJoin(cities, eq(cities.id, customers.cityId))
        .leftJoin(kycDetails, eq(kycDetails.customerId, customers.id))
        .where(and(where, lt(customers.id, before)))
        .orderBy(desc(customers.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      yield rows.map((r) => [r.code, r.firstName, r.middleName, r.lastName, r.mobile, r.email, r.status, r.gender, r.age, r.city, r.pincode, r.kycComplete ? "yes" : "no", formatIstDateTimePadded(r.createdAt)]);
      if (rows.length < BATCH) return;
      before = rows[rows.length - 1]!.id;
    }
  })();
}
