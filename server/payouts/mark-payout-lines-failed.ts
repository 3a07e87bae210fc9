import "server-only";
import { adminMarkFailedBulkSchema } from "@/lib/validation/admin-payouts";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { parseInput } from "@/server/http/validation";
import { sql } from "drizzle-orm";
import { completeBatchIfDone, pendingLine } from "./mark-payout-line";
import { settlePayoutLines } from "./settle-payout-lines";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";

/**
 * Marks several pending lines of one batch failed with one reason (operators only), all or none:
 * a line that is not pending, or not in the batch, refuses the whole request.
 */
export async function markPayoutLinesFailed(options: { actor: Actor | undefined; input: { batchId: number; lineIds: number[]; reason: string }; db: Executor }) {
  assertRole(options.actor, "operator");
  const actor = options.actor;
  const input = parseInput(adminMarkFailedBulkSchema, options.input);
  const lineIds = [...new Set(input.lineIds)].sort((a, b) => a - b);
  return options.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`SELECT id FROM payout_lines WHERE batch_id = ${input.batchId} AND id = ANY(${`{${lineIds.join(",")}}`}::bigint[])`);
    if (rows.length !== lineIds.length) {
      const found = new Set(rows.map((r) => num(r.id)));
      throw new AppError("not_found", { userMessage: `Line ${lineIds.find((id) => !found.has(id))} is not in batch ${input.batchId}.` });
    }
    for (const lineId of lineIds) await pendingLine(tx, lineId);
    await settlePayoutLines(tx, {
      actor,
      batchId: input.batchId,
      outcomes: lineIds.map((lineId, index) => ({ order: index, lineId, outcome: "failed" as const, reason: input.reason })),
    });
    await completeBatchIfDone(tx, input.batchId);
    return { failed: lineIds.length };
  });
}
