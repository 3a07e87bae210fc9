import { favouriteToggleSchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { listFavouriteIds } from "@/server/favourites/list-favourite-ids";
import { toggleFavourite } from "@/server/favourites/toggle-favourite";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** The signed-in customer's favourite shop ids ({ shop_ids }), for the hearts on cached public pages. */
export const GET = apiRoute(async () => {
  const actor = await requireCustomer();
  return { shop_ids: await listFavouriteIds({ actor }) };
});

/** docs/product.md#json-api customers/favorites: { franchisee_id } toggles the shop; answers { action: 'store' | 'remove', msg }. */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireCustomer();
  const { action, msg } = await toggleFavourite({ actor, input: await readJson(request, favouriteToggleSchema) });
  return { action, msg };
});
