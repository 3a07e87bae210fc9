"use server";

import { customerProfileSchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { updateCustomerProfile } from "@/server/customers/update-customer-profile";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";

export async function updateCustomerProfileAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireCustomer();
    return updateCustomerProfile({ actor, input: parseInput(customerProfileSchema, input) });
  });
}
