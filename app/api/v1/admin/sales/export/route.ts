import { readSaleFilters } from "@/lib/validation/admin-sales";
import { kolkataDate } from "@/lib/time";
import { requireOperator } from "@/server/auth/guards";
import { csvStreamResponse } from "@/server/http/csv-stream";
import { errorResponse } from "@/server/http/route-handler";
import { exportSales, SALES_CSV_HEADER } from "@/server/sales/export-sales";

/** GET /api/v1/admin/sales/export?shop=&customer=&from=&to=&status=: the sales list as CSV, streamed (operators only). */
export async function GET(request: Request) {
  try {
    const actor = await requireOperator();
    const filters = readSaleFilters(Object.fromEntries(new URL(request.url).searchParams));
    return csvStreamResponse(`sales-${kolkataDate(new Date())}.csv`, SALES_CSV_HEADER, () => exportSales({ actor, filters }));
  } catch (error) {
    return errorResponse(error, request);
  }
}
