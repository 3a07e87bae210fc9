import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import { insightsQuerySchema } from "@/lib/validation/insights";
import { requireFranchisee } from "@/server/auth/guards";
import { errorResponse } from "@/server/http/route-handler";
import { getShopInsights } from "@/server/insights/get-shop-insights";
import { shopInsightsCsvResponse } from "@/server/insights/shop-insights-csv";

/** GET /api/v1/franchisee/insights/export?days=&lang=: the insights table of the owner's shop as CSV, headed in `lang`. */
export async function GET(request: Request) {
  try {
    const actor = await requireFranchisee();
    const params = new URL(request.url).searchParams;
    const { days } = insightsQuerySchema.parse({ days: params.get("days") ?? undefined });
    const lang = params.get("lang");
    return shopInsightsCsvResponse(await getShopInsights({ actor, input: { days } }), hasLocale(routing.locales, lang) ? lang : routing.defaultLocale);
  } catch (error) {
    return errorResponse(error, request);
  }
}
