import "server-only";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import type { UserActor } from "@/server/auth/actor";
import { getFranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { findCustomerByCode } from "./find-customer-by-code";

/** the product's Verify button: the customer's name for a code, so the shop owner can confirm who is buying. */
export async function checkCustomer({ actor, code, db = appDb }: { actor: UserActor; code: string; db?: Executor }) {
  await getFranchiseeShop({ actor, db });
  const customer = await findCustomerByCode(db, code, actor.userId);
  return { cust_id: customer.code, f_name: customer.firstName, l_name: customer.lastName };
}
