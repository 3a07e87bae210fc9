import { sql } from "drizzle-orm";
import type { Executor } from "../../server/db/connect";
import type { UserActor } from "../../server/auth/actor";
import { commissionStatements, sales, shopVisits } from "../../server/db/schema";
import { buildTree } from "./commission-factories";
import { createShop } from "./factories";

/** The actor a signed-in customer acts as (identity from the session). */
export async function actorOf(db: Executor, customerId: number): Promise<UserActor> {
  const { rows } = await db.execute<{ user_id: string }>(sql`SELECT user_id FROM customers WHERE id = ${customerId}`);
  return { userId: rows[0]!.user_id, roles: ["customer"] };
}

/** A referral tree (see buildTree) whose members are active customers, with an actor per name. */
export async function buildPortalTree(db: Executor, layout: Record<string, string>) {
  const ids = await buildTree(db, layout);
  const actors: Record<string, UserActor> = {};
  for (const [name, id] of Object.entries(ids)) actors[name] = await actorOf(db, id);
  return { ids, actors };
}

let counter = 0;
/** A purchase recorded at a given instant (straight into the table: the sale flow is issue 6's). */
export async function addPurchase(db: Executor, values: { customerId: number; amountPaise: number; at: Date; items?: string; shopId?: number; status?: "recorded" | "reversed" }) {
  const shopId = values.shopId ?? (await createShop(db)).shop.id;
  counter += 1;
  const month = `${new Date(values.at.getTime() + 330 * 60_000).toISOString().slice(0, 7)}-01`;
  const [row] = await db
    .insert(sales)
    .values({
      shopId,
      customerId: values.customerId,
      amountPaise: values.amountPaise,
      items: values.items ?? "Rice, dal and oil",
      interestRateBp: 500,
      interestPaise: Math.round(values.amountPaise / 20),
      countedMonth: month,
      idempotencyKey: `cp-${Date.now()}-${counter}`,
      createdAt: values.at,
      status: values.status ?? "recorded",
    })
    .returning();
  return row!;
}

export async function addVisit(db: Executor, customerId: number, shopId: number, at: Date) {
  await db.insert(shopVisits).values({ customerId, shopId, firstVisitedAt: at, lastVisitedAt: at });
}

export async function addStatement(db: Executor, values: { memberId: number; month: string; grossPaise: number; tdsPaise?: number; status?: "pending" | "approved" | "held" | "paid" }) {
  const tds = values.tdsPaise ?? 0;
  await db.insert(commissionStatements).values({
    memberId: values.memberId,
    month: values.month,
    lineTotalPaise: values.grossPaise,
    grossPaise: values.grossPaise,
    tdsPaise: tds,
    netPaise: values.grossPaise - tds,
    payablePaise: values.grossPaise - tds,
    status: values.status ?? "pending",
  });
}
