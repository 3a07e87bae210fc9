import { favouriteToggleSchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { toggleFavourite } from "@/server/favourites/toggle-favourite";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** SPEC §7 customers/favorites: { franchisee_id } toggles the shop; answers { action: 'store' | 'remove', msg }. */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireCustomer();
  const { action, msg } = await toggleFavourite({ actor, input: await readJson(request, favouriteToggleSchema) });
  return { action, msg };
});
