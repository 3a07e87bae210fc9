"use server";

import { addSaleSchema, checkCustomerSchema } from "@/lib/validation/sales";
import { requireFranchisee } from "@/server/auth/guards";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";
import { callerIp } from "@/server/http/caller-ip";
import { checkCustomer, toCheckedCustomerWire } from "@/server/sales/check-customer";
import { recordSale } from "@/server/sales/record-sale";

export async function checkCustomerAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireFranchisee();
    const { cust_id } = parseInput(checkCustomerSchema, input);
    return toCheckedCustomerWire(await checkCustomer({ actor, input: { code: cust_id, ip: await callerIp() } }));
  });
}

export async function addSaleAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireFranchisee();
    const sale = parseInput(addSaleSchema, input);
    return recordSale({ actor, input: { customerCode: sale.cust_id, amountPaise: sale.amount, items: sale.items, idempotencyKey: sale.idempotency_key } });
  });
}
