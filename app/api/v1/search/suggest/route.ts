import { apiRoute, readQuery } from "@/server/http/route-handler";
import { suggestQuerySchema } from "@/lib/validation/search";
import { suggestSearch } from "@/server/search/suggest-search";

/** The search box's suggestions as the visitor types: shops, categories and towns, grouped (docs/product.md#json-api). */
export const GET = apiRoute(async (request) => suggestSearch({ input: readQuery(request, suggestQuerySchema) }));
