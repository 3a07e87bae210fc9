import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { franchisees, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { REVIEW_MESSAGES } from "@/lib/validation/reviews";

export type ReviewShop = { id: number; slug: string; name: string; ownerUserId: string };

/** A published shop as reviews need it, with its owner's login (who may never review it); else 404. */
export async function findReviewShop(db: Executor, shopId: number): Promise<ReviewShop> {
  const [shop] = await db
    .select({ id: shops.id, slug: shops.slug, name: shops.name, ownerUserId: franchisees.userId })
    .from(shops)
    .innerJoin(franchisees, eq(franchisees.id, shops.franchiseeId))
    .where(and(eq(shops.id, shopId), eq(shops.status, "published")));
  if (!shop) throw new AppError("not_found", { userMessage: REVIEW_MESSAGES.shopNotFound });
  return shop;
}
