import { apiRoute, readQuery } from "@/server/http/route-handler";
import { shopListQuerySchema, shopMapAreaSchema } from "@/lib/validation/public";
import { listShopPositions } from "@/server/shops/list-shop-positions";

/** The listing's map view (docs/product.md#json-api): the filtered shops inside `bbox`, for clustered markers. */
export const GET = apiRoute(async (request) => {
  const query = readQuery(request, shopListQuerySchema);
  const { bbox } = readQuery(request, shopMapAreaSchema);
  return listShopPositions({ query, area: bbox });
});
