import { downlineQuerySchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { toDownlineMatchWire, toDownlineNodeWire } from "@/server/downline/downline-wire";
import { getDownline } from "@/server/downline/get-downline";
import { searchDownline } from "@/server/downline/search-downline";
import { apiRoute, readJson } from "@/server/http/route-handler";

/**
 * docs/product.md#json-api customers/downline: the signed-in member's tree node with three levels below it. Body
 * { from } loads three levels below a member of one's own downline (expand on click); { search }
 * finds members by name or code inside one's own downline.
 */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireCustomer();
  const body = await readJson(request, downlineQuerySchema);
  if (body.search !== undefined) return { matches: (await searchDownline({ actor, query: body.search })).map(toDownlineMatchWire) };
  const { root, isOwnRoot } = await getDownline({ actor, fromId: body.from });
  return { root: toDownlineNodeWire(root), isOwnRoot };
});
