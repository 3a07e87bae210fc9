import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import type { CustomerListQuery } from "@/lib/validation/admin-customers";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { cities, customers, kycDetails, user } from "@/server/db/schema";
import { customerListWhere, kycCompleteColumn } from "./customer-filters";
import { assertRole } from "@/server/auth/actor";

/**
 * Counting every match of a broad filter at a million customers costs 150-200 ms (a common surname
 * is ~5 % of people); the count stops here and the page says "1,000+" (docs/benchmarks.md).
 */
export const CUSTOMER_COUNT_CAP = 1_000;

export type CustomerListRow = {
  id: number;
  code: string | null;
  name: string;
  mobile: string | null;
  city: string | null;
  status: "pending" | "active" | "blocked";
  kycComplete: boolean;
  joinedAt: string;
};

/**
 * The operator's customer list: search by name, mobile or code, filter by status and KYC, newest
 * first, 20 a page. The count stops at CUSTOMER_COUNT_CAP (`capped`), so a broad filter stays fast
 * and its pages end at the 50th: narrowing the search finds anyone faster than paging.
 */
export async function searchCustomers({ actor, input, page = 0, db = appDb }: { actor: Actor; input: CustomerListQuery; page?: number; db?: Executor }): Promise<{ rows: CustomerListRow[]; total: number; capped: boolean }> {
  assertRole(actor, "operator");
  const where = customerListWhere(input);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: customers.id,
        code: customers.code,
        firstName: customers.firstName,
        middleName: customers.middleName,
        lastName: customers.lastName,
        mobile: user.phoneNumber,
        city: cities.name,
        status: customers.status,
        kycComplete: kycCompleteColumn,
        createdAt: customers.createdAt,
      })
      .from(customers)
      .innerJoin(user, eq(user.id, customers.userId))
      .leftJoin(cities, eq(cities.id, customers.cityId))
      .leftJoin(kycDetails, eq(kycDetails.customerId, customers.id))
      .where(where)
      .orderBy(desc(customers.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(page * ADMIN_PAGE_SIZE),
    db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM ${customers} LEFT JOIN ${kycDetails} ON ${kycDetails.customerId} = ${customers.id}
        WHERE ${where ?? sql`true`} LIMIT ${CUSTOMER_COUNT_CAP + 1}
      ) matched`),
  ]);
  const n = counted.rows[0]?.n ?? 0;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(" "),
      mobile: row.mobile,
      city: row.city,
      status: row.status,
      kycComplete: row.kycComplete,
      joinedAt: row.createdAt.toISOString(),
    })),
    total: Math.min(n, CUSTOMER_COUNT_CAP),
    capped: n > CUSTOMER_COUNT_CAP,
  };
}
