import { adminBatchIdSchema } from "@/lib/validation/admin-payouts";
import { requireOperator } from "@/server/auth/guards";
import { db } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { errorResponse } from "@/server/http/route-handler";
import { assertSameOrigin } from "@/server/http/same-origin";
import { csvResponse } from "@/server/http/csv";
import { exportPayoutBatchCsv } from "@/server/payouts/export-payout-batch";

/**
 * POST /api/v1/admin/payouts/:batch/bank-file: the batch's pending lines as the bank's bulk NEFT
 * upload file. A POST, not a GET: it marks the batch exported and is audited (it reveals account
 * numbers), so no link prefetch or crawler may trigger it.
 */
export async function POST(request: Request, { params }: { params: Promise<{ batch: string }> }) {
  try {
    assertSameOrigin(request);
    const actor = await requireOperator();
    const parsed = adminBatchIdSchema.safeParse((await params).batch);
    if (!parsed.success) throw new AppError("not_found", { userMessage: "That payout batch does not exist." });
    const csv = await exportPayoutBatchCsv({ actor, input: { batchId: parsed.data }, db });
    return csvResponse(`payout-batch-${parsed.data}-bank.csv`, csv, { byteOrderMark: false });
  } catch (error) {
    return errorResponse(error, request);
  }
}
