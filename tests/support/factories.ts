import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { formatCustomerCode } from "../../server/referrals/customer-code";
import type { Executor } from "../../server/db/connect";
import { categories, customers, franchisees, shops, treeNodes, user } from "../../server/db/schema";

/**
 * Test data builders: each test seeds what it needs. Values are unique per call so tests never
 * collide in the shared run database.
 */
let counter = 0;
const next = () => {
  counter += 1;
  return `${process.pid % 1000}${Date.now() % 100000}${counter}`;
};

export function uniqueMobile(): string {
  return `9${next().padStart(9, "0").slice(-9)}`;
}

export async function createUser(db: Executor, overrides: Partial<typeof user.$inferInsert> = {}) {
  const id = randomUUID();
  const [row] = await db
    .insert(user)
    .values({
      id,
      name: "Test User",
      email: `user-${id}@example.test`,
      phoneNumber: uniqueMobile(),
      phoneNumberVerified: true,
      role: "customer",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createCustomer(db: Executor, overrides: Partial<typeof customers.$inferInsert> = {}) {
  const owner = overrides.userId ? undefined : await createUser(db);
  const [row] = await db
    .insert(customers)
    .values({
      userId: overrides.userId ?? owner!.id,
      firstName: "Asha",
      lastName: "Patil",
      status: "active",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createTreeNode(
  db: Executor,
  values: { customerId: number; parentId?: number | null; side?: "L" | "R" | null; path: string },
) {
  const [row] = await db
    .insert(treeNodes)
    .values({
      customerId: values.customerId,
      parentId: values.parentId ?? null,
      side: values.side ?? null,
      path: values.path,
      depth: values.path.length,
    })
    .returning();
  return row!;
}

export async function createCategory(db: Executor, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const suffix = next();
  const [row] = await db
    .insert(categories)
    .values({ slug: `category-${suffix}`, name: `Category ${suffix}`, ...overrides })
    .returning();
  return row!;
}

export async function createShop(db: Executor, overrides: Partial<typeof shops.$inferInsert> = {}) {
  const owner = await createUser(db, { role: "franchisee" });
  const [franchisee] = await db.insert(franchisees).values({ userId: owner.id, ownerName: "Suresh Wankhede" }).returning();
  const categoryId = overrides.categoryId ?? (await createCategory(db)).id;
  const suffix = next();
  const [row] = await db
    .insert(shops)
    .values({
      franchiseeId: franchisee!.id,
      slug: `shop-${suffix}`,
      name: `Shop ${suffix}`,
      categoryId,
      ...overrides,
    })
    .returning();
  return { shop: row!, franchisee: franchisee!, owner };
}

/**
 * A fresh, valid customer code from the real sequence. Codes built from the clock were short of
 * six digits whenever Date.now() % 100000 fell below 10000, failing validation about one run in ten.
 */
export async function nextCustomerCode(db: Executor): Promise<string> {
  const { rows } = await db.execute<{ next: string }>(sql`SELECT nextval('customer_code_seq')::text AS next`);
  return formatCustomerCode(Number(rows[0]!.next));
}
