import "server-only";
import type { Actor } from "@/server/auth/actor";
import { getMemberStatement } from "@/server/commissions/get-member-statement";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { assertRole } from "@/server/auth/actor";

/** One month of a customer's commissions with every line behind it; a malformed or absent month is not found. */
export async function getCustomerStatement({ actor, customerId, month, db = appDb }: { actor: Actor; customerId: number; month: string; db?: Executor }) {
  assertRole(actor, "operator");
  let found: Awaited<ReturnType<typeof getMemberStatement>> = null;
  try {
    found = await getMemberStatement({ customerId, month, db });
  } catch (error) {
    throw new AppError("not_found", { userMessage: "No statement for that month.", cause: error });
  }
  if (!found) throw new AppError("not_found", { userMessage: "No statement for that month." });
  return found;
}
