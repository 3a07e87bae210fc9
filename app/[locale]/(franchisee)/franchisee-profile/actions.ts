"use server";

import { franchiseeProfileSchema } from "@/lib/validation/franchisee-profile";
import { requireFranchisee } from "@/server/auth/guards";
import { updateFranchiseeProfile } from "@/server/franchisees/update-franchisee-profile";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";
import { shopClosureSchema } from "@/lib/validation/shop-closure";
import { setShopClosure } from "@/server/franchisees/set-shop-closure";

export async function updateProfileAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireFranchisee();
    return updateFranchiseeProfile({ actor, input: parseInput(franchiseeProfileSchema, input) });
  });
}

export async function setClosureAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireFranchisee();
    return setShopClosure({ actor, input: parseInput(shopClosureSchema, input) });
  });
}
