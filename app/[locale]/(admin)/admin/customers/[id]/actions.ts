"use server";

import { blockCustomerSchema } from "@/lib/validation/admin-customers";
import { requireOperator } from "@/server/auth/guards";
import { blockCustomer } from "@/server/customers/block-customer";
import { unblockCustomer } from "@/server/customers/unblock-customer";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";

export async function blockCustomerAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return blockCustomer({ actor, input: parseInput(blockCustomerSchema, input) });
  });
}

export async function unblockCustomerAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return unblockCustomer({ actor, input: parseInput(blockCustomerSchema, input) });
  });
}
