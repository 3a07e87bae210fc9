import "server-only";
import type { Actor } from "@/server/auth/actor";
import { listMemberStatements } from "@/server/commissions/list-member-statements";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { getOwnCustomer } from "./get-own-customer";

/**
 * docs/product.md#json-api customers/commision: the acting customer's monthly statements (gross, TDS, net, status),
 * newest first, 5 a page. `page` is 0-based like the other lists of the portal.
 */
export async function listCommissions({ actor, page = 0, db = appDb }: { actor: Actor; page?: number; db?: Executor }) {
  const customer = await getOwnCustomer({ actor, db });
  const { statements, count } = await listMemberStatements({ customerId: customer.id, page: page + 1, db });
  return { data: statements, count };
}
