import { requireFranchisee } from "@/server/auth/guards";
import { getShopImages } from "@/server/franchisees/update-shop-images";
import { apiRoute } from "@/server/http/route-handler";

/** docs/product.md#json-api franchisee/images: the shop's three image URLs. */
export const POST = apiRoute(async () => getShopImages({ actor: await requireFranchisee() }));
