import { insightsQuerySchema } from "@/lib/validation/insights";
import { requireFranchisee } from "@/server/auth/guards";
import { apiRoute, readJson, readQuery } from "@/server/http/route-handler";
import { getShopInsights } from "@/server/insights/get-shop-insights";

/**
 * docs/product.md#json-api franchisee/insights: the signed-in shop owner's insights for the last 7, 30
 * or 90 days (`days`, query string or body; 30 otherwise) against the period before, with one entry
 * per day. The shop is the session's, never the request's.
 */
export const GET = apiRoute(async (request) => getShopInsights({ actor: await requireFranchisee(), input: readQuery(request, insightsQuerySchema) }));
export const POST = apiRoute(async (request) => getShopInsights({ actor: await requireFranchisee(), input: await readJson(request, insightsQuerySchema) }));
