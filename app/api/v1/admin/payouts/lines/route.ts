import { readAdminChoice, readAdminText } from "@/lib/admin/list-params";
import { adminBatchIdSchema } from "@/lib/validation/admin-payouts";
import { requireOperator } from "@/server/auth/guards";
import { db } from "@/server/db/client";
import { csvStreamResponse } from "@/server/http/csv-stream";
import { errorResponse } from "@/server/http/route-handler";
import { exportPayoutLines, PAYOUT_LINES_CSV_HEADER } from "@/server/payouts/export-payout-lines";
import { PAYOUT_LINE_STATUSES } from "@/server/payouts/get-payout-batch";

/** GET /api/v1/admin/payouts/lines?batch=&status=&q=: payout lines as CSV for a spreadsheet (account numbers masked). */
export async function GET(request: Request) {
  try {
    const actor = await requireOperator();
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const batch = adminBatchIdSchema.safeParse(query.batch);
    const filter = {
      batchId: batch.success ? batch.data : undefined,
      status: readAdminChoice(query, "status", ["all", ...PAYOUT_LINE_STATUSES] as const, "all"),
      search: readAdminText(query, "q"),
    };
    const batches = exportPayoutLines({ actor, filter, db });
    return csvStreamResponse(batch.success ? `payout-lines-batch-${batch.data}.csv` : "payout-lines.csv", PAYOUT_LINES_CSV_HEADER, batches);
  } catch (error) {
    return errorResponse(error, request);
  }
}
