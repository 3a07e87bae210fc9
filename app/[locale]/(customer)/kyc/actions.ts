"use server";

import { kycSchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { updateKyc } from "@/server/customers/update-kyc";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";

export async function updateKycAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireCustomer();
    return updateKyc({ actor, input: parseInput(kycSchema, input) });
  });
}
