import { favouriteListSchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { assertOwnId } from "@/server/customers/assert-own-id";
import { listFavourites } from "@/server/favourites/list-favourites";
import { readOptionalPageParam } from "@/server/http/page-param";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** docs/product.md#json-api shops/favorites and shops/favorites/{page}: the signed-in customer's favourite shops and their count. */
export const POST = apiRoute(async (request: Request, context: { params: Promise<{ page?: string[] }> }) => {
  const viewer = await requireCustomer();
  const body = await readJson(request, favouriteListSchema);
  assertOwnId(viewer.customer.id, body.customer, body.customer_id);
  return listFavourites({ actor: viewer, page: await readOptionalPageParam(context) });
});
