import { idField } from "@/lib/validation/public";
import { insightsQuerySchema } from "@/lib/validation/insights";
import { requireOperator } from "@/server/auth/guards";
import { parseInput } from "@/server/http/validation";
import { errorResponse, readQuery } from "@/server/http/route-handler";
import { getShopInsights } from "@/server/insights/get-shop-insights";
import { shopInsightsCsvResponse } from "@/server/insights/shop-insights-csv";

/** GET /api/v1/admin/shops/{id}/insights/export?days=: a shop's insights table as CSV (operators only, English headings). */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    const actor = await requireOperator();
    const shopId = parseInput(idField, (await context.params).id);
    const { days } = readQuery(request, insightsQuerySchema);
    return shopInsightsCsvResponse(await getShopInsights({ actor, input: { days, shop_id: shopId } }), "en");
  } catch (error) {
    return errorResponse(error, request);
  }
}
