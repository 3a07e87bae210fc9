import { readShopFilters } from "@/lib/validation/admin-shops";
import { kolkataDate } from "@/lib/time";
import { requireOperator } from "@/server/auth/guards";
import { csvStreamResponse } from "@/server/http/csv-stream";
import { errorResponse } from "@/server/http/route-handler";
import { exportShops, SHOPS_CSV_HEADER } from "@/server/shops/export-shops";

/** GET /api/v1/admin/shops/export?q=&city=&category=&status=: the shop list as CSV (operators only). */
export async function GET(request: Request) {
  try {
    const actor = await requireOperator();
    const filters = readShopFilters(Object.fromEntries(new URL(request.url).searchParams));
    return csvStreamResponse(`shops-${kolkataDate(new Date())}.csv`, SHOPS_CSV_HEADER, () => exportShops({ actor, filters }));
  } catch (error) {
    return errorResponse(error, request);
  }
}
