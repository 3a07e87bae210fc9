import "server-only";
import { eq } from "drizzle-orm";
import type { FranchiseeProfileInput } from "@/lib/validation/franchisee-profile";
import { PROFILE_MESSAGES } from "@/lib/validation/franchisee-profile";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { auditLog, franchisees, shops } from "@/server/db/schema";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { resolveShopProfileRefs, shopProfileValues, ownerIdentityValues } from "@/server/shops/shop-profile-values";
import { getFranchiseeProfile } from "./get-franchisee-profile";
import { getFranchiseeShop } from "./get-franchisee-shop";

/**
 * docs/product.md#json-api franchisee/update: the shop owner edits their shop. Rich text is sanitized on write (and
 * again on render); the Aadhaar number is kept only as its last four digits and a keyed hash. The
 * shop's public page shows the change at once (and within a minute from any cache).
 */
export async function updateFranchiseeProfile({ actor, input, db = appDb }: { actor: Actor; input: FranchiseeProfileInput; db?: Database }) {
  const owned = await getFranchiseeShop({ actor, db });
  const refs = await resolveShopProfileRefs({ db, input, messages: PROFILE_MESSAGES });

  const before = await getFranchiseeProfile({ actor, db });
  const now = new Date();
  const slug = await db.transaction(async (tx) => {
    const [shop] = await tx
      .update(shops)
      .set(shopProfileValues(input, refs, now))
      .where(eq(shops.id, owned.shopId))
      .returning({ slug: shops.slug });
    await tx
      .update(franchisees)
      .set(ownerIdentityValues(input, now))
      .where(eq(franchisees.id, owned.franchiseeId));
    await tx.insert(auditLog).values({
      actorUserId: actor.userId,
      action: "shop.profile_updated",
      entityType: "shop",
      entityId: String(owned.shopId),
      before: before.data,
      after: { ...input, aadhar_no: input.aadhar_no ? `XXXXXXXX${input.aadhar_no.slice(-4)}` : undefined },
    });
    return shop!.slug;
  });

  revalidatePublicPages({ shop: { id: owned.shopId, slug } });
  return getFranchiseeProfile({ actor, db });
}
