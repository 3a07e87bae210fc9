import "server-only";
import type { Actor } from "@/server/auth/actor";
import { listMemberStatements, STATEMENT_PAGE_SIZE } from "@/server/commissions/list-member-statements";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { assertRole } from "@/server/auth/actor";

export { STATEMENT_PAGE_SIZE };

/** A customer's monthly commission statements for the operator (the customer portal's read model), newest first. */
export async function listCustomerStatements({ actor, customerId, page = 0, db = appDb }: { actor: Actor; customerId: number; page?: number; db?: Executor }) {
  assertRole(actor, "operator");
  const { statements, count } = await listMemberStatements({ customerId, page: page + 1, db });
  return { rows: statements, total: count };
}
