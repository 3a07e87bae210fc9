"use server";

import { adminMarkFailedBulkSchema, adminMarkFailedSchema, adminMarkPaidSchema } from "@/lib/validation/admin-payouts";
import { requireOperator } from "@/server/auth/guards";
import { db } from "@/server/db/client";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";
import { createPayoutBatch } from "@/server/payouts/create-payout-batch";
import { markPayoutLineFailed, markPayoutLinePaid } from "@/server/payouts/mark-payout-line";
import { markPayoutLinesFailed } from "@/server/payouts/mark-payout-lines-failed";

export async function createPayoutBatchAction() {
  return runAction(async () => {
    const actor = await requireOperator();
    return createPayoutBatch({ actor, db });
  });
}

export async function markPaidAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { lineId, utr } = parseInput(adminMarkPaidSchema, input);
    return markPayoutLinePaid({ actor, input: { lineId, utr }, db });
  });
}

export async function markFailedAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { lineId, reason } = parseInput(adminMarkFailedSchema, input);
    return markPayoutLineFailed({ actor, input: { lineId, reason }, db });
  });
}

export async function markFailedBulkAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return markPayoutLinesFailed({ actor, input: parseInput(adminMarkFailedBulkSchema, input), db });
  });
}
