import "server-only";
import type { CheckedCustomerWire } from "@/lib/api/wire";
import { env } from "@/server/env";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import type { UserActor } from "@/server/auth/actor";
import { AppError, isAppError } from "@/server/errors";
import { getFranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { consumeRateLimit } from "@/server/public/rate-limit";
import { SALES_MESSAGES } from "@/lib/validation/sales";
import { findCustomerByCode } from "./find-customer-by-code";
import { shortLastName } from "./short-name";

/**
 * Verify answers for a code, so an owner with a login cannot walk the customer codes: a shop gets
 * 120 an hour (far above a counter's pace of sales), an address 240 (several shops behind one
 * connection), unknown codes counted too. AUTH_RATE_LIMIT_SCALE multiplies both, as for the account
 * limits (the end-to-end run sets it).
 */
export const CHECK_CUSTOMER_LIMITS = {
  perShop: { max: 120, windowSeconds: 3600 },
  perIp: { max: 240, windowSeconds: 3600 },
} as const;

export type CheckCustomerInput = { code: string; ip: string };

/** Who the owner is about to sell to; the JSON API's `{ cust_id, f_name, l_name }` is `CheckedCustomerWire`. */
export type CheckedCustomer = { code: string; firstName: string; lastInitial: string };

/**
 * the product's Verify button: enough of the customer's name for the shop owner to confirm who is buying
 * ("Ravi K."), never the whole name (docs/decisions/113-verify-customer-limits.md).
 */
export async function checkCustomer({ actor, input, db = appDb }: { actor: UserActor; input: CheckCustomerInput; db?: Executor }): Promise<CheckedCustomer> {
  const { code, ip } = input;
  const shop = await getFranchiseeShop({ actor, db });
  try {
    for (const [key, rule] of [
      [`check-customer:shop:${shop.shopId}`, CHECK_CUSTOMER_LIMITS.perShop],
      [`check-customer:ip:${ip}`, CHECK_CUSTOMER_LIMITS.perIp],
    ] as const) {
      await consumeRateLimit({ key, limit: Math.ceil(rule.max * env.AUTH_RATE_LIMIT_SCALE), windowSeconds: rule.windowSeconds, db });
    }
  } catch (error) {
    if (!isAppError(error) || error.code !== "rate_limited") throw error;
    throw new AppError("rate_limited", { message: `check-customer limit, shop ${shop.shopId}`, userMessage: SALES_MESSAGES.tooManyChecks, retryAfterSeconds: error.retryAfterSeconds });
  }
  const customer = await findCustomerByCode(db, code, actor.userId);
  return { code: customer.code, firstName: customer.firstName, lastInitial: shortLastName(customer.lastName) };
}

export function toCheckedCustomerWire(customer: CheckedCustomer): CheckedCustomerWire {
  return { cust_id: customer.code, f_name: customer.firstName, l_name: customer.lastInitial };
}
