import "server-only";
import type { Actor } from "@/server/auth/actor";
import { getMemberStatement } from "@/server/commissions/get-member-statement";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { getOwnCustomer } from "./get-own-customer";

/** One month of the acting customer's commissions with every line behind it; another member's month is simply not found. */
export async function getCommissionStatement({ actor, month, db = appDb }: { actor: Actor; month: string; db?: Executor }) {
  const customer = await getOwnCustomer({ actor, db });
  let found: Awaited<ReturnType<typeof getMemberStatement>>;
  try {
    found = await getMemberStatement({ customerId: customer.id, month, db });
  } catch (error) {
    throw new AppError("not_found", { userMessage: "Commission not found !!!", cause: error });
  }
  if (!found) throw new AppError("not_found", { userMessage: "Commission not found !!!" });
  return found;
}
