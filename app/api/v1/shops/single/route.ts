import { apiRoute, readJson, readQuery } from "@/server/http/route-handler";
import { shopIdSchema } from "@/lib/validation/public";
import { getShop } from "@/server/shops/get-shop";

/** docs/product.md#json-api shops/single: one published shop ({ id }). Unknown ids answer 404 with errors.msg. */
export const POST = apiRoute(async (request) => {
  const { id } = await readJson(request, shopIdSchema);
  return { shop: await getShop({ id }) };
});

export const GET = apiRoute(async (request) => {
  const { id } = readQuery(request, shopIdSchema);
  return { shop: await getShop({ id }) };
});
