import { sql } from "drizzle-orm";
import type { Executor } from "../db/connect";
import { demoCustomers } from "../demo/content/people";
import { demoShops } from "../demo/content/shops";
import { COMPANY_ROOT_USER_ID } from "../referrals/company-root";

export type RealData = { customers: number; shops: number };

/**
 * Customers and shops that are neither the demo data set's nor generated (`scale-` users) nor the
 * company root: real people's data, which the scale generator must not be mixed into.
 */
export async function findRealData(db: Executor): Promise<RealData> {
  const demoCustomerMobiles = demoCustomers.map((c) => c.mobile);
  const demoShopMobiles = demoShops.map((s) => s.mobile);
  const { rows } = await db.execute<{ customers: string; shops: string }>(sql`
    SELECT
      (SELECT count(*) FROM customers c JOIN "user" u ON u.id = c.user_id
        WHERE c.user_id <> ${COMPANY_ROOT_USER_ID} AND c.user_id NOT LIKE 'scale-%'
          AND coalesce(u.phone_number, '') <> ALL(${sql`ARRAY[${sql.join(demoCustomerMobiles.map((m) => sql`${m}`), sql`, `)}]::text[]`}))::text AS customers,
      (SELECT count(*) FROM shops s JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id
        WHERE f.user_id NOT LIKE 'scale-%'
          AND coalesce(u.phone_number, '') <> ALL(${sql`ARRAY[${sql.join(demoShopMobiles.map((m) => sql`${m}`), sql`, `)}]::text[]`}))::text AS shops`);
  return { customers: Number(rows[0]!.customers), shops: Number(rows[0]!.shops) };
}
