"use server";

import { franchiseeProfileSchema } from "@/lib/validation/franchisee-profile";
import { requireFranchisee } from "@/server/auth/guards";
import { updateFranchiseeProfile } from "@/server/franchisees/update-franchisee-profile";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";

export async function updateProfileAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireFranchisee();
    return updateFranchiseeProfile({ actor, input: parseInput(franchiseeProfileSchema, input) });
  });
}
