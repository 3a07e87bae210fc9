import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { getMemberStatement } from "./get-member-statement";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";
import { parseMonth } from "@/server/commissions/commission-month";

/**
 * One member's statement for a month with every line behind it, as an operator sees it (operators
 * only): the member is named by customer code; the lines are the same "why you got this" the member sees.
 */
export async function getCommissionStatementForOperator(options: { actor: Actor | undefined; input: { month: string; code: string }; db: Executor }) {
  assertRole(options.actor, "operator");
  const month = parseMonth(options.input.month);
  const { rows } = await options.db.execute<{ id: string; code: string; name: string; pan: string | null; kyc: boolean }>(sql`
    SELECT c.id, c.code, concat_ws(' ', c.first_name, c.middle_name, c.last_name) AS name, c.pan,
           EXISTS (SELECT 1 FROM kyc_details k WHERE k.customer_id = c.id) AS kyc
    FROM customers c WHERE c.code = ${options.input.code.trim().toUpperCase()}`);
  const member = rows[0];
  if (!member) throw new AppError("not_found", { userMessage: `No member has the code ${options.input.code}.` });
  const found = await getMemberStatement({ customerId: num(member.id), month, db: options.db });
  if (!found) throw new AppError("not_found", { userMessage: `${member.code} has no statement for ${month.slice(0, 7)}.` });
  return {
    member: { id: num(member.id), code: member.code, name: member.name, kycComplete: member.pan !== null && member.kyc },
    ...found,
  };
}
