import { readAdminChoice, readAdminText } from "@/lib/admin/list-params";
import { adminMonthParamSchema } from "@/lib/validation/admin-commissions";
import { requireOperator } from "@/server/auth/guards";
import { exportMonthStatements, MONTH_STATEMENTS_CSV_HEADER } from "@/server/commissions/export-month-statements";
import { STATEMENT_STATUSES } from "@/server/commissions/list-month-statements";
import { db } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { csvStreamResponse } from "@/server/http/csv-stream";
import { errorResponse } from "@/server/http/route-handler";

/** GET /api/v1/admin/commissions/YYYY-MM/statements?q=&status=: the month's statements as CSV (the list's filters). */
export async function GET(request: Request, { params }: { params: Promise<{ month: string }> }) {
  try {
    const actor = await requireOperator();
    const { month } = await params;
    if (!adminMonthParamSchema.safeParse(month).success) throw new AppError("not_found", { userMessage: "No such month." });
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const filter = { month, search: readAdminText(query, "q"), status: readAdminChoice(query, "status", ["all", ...STATEMENT_STATUSES] as const, "all") };
    const batches = exportMonthStatements({ actor, filter, db });
    return csvStreamResponse(`commission-statements-${month}.csv`, MONTH_STATEMENTS_CSV_HEADER, batches);
  } catch (error) {
    return errorResponse(error, request);
  }
}
