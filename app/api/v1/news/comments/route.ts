import { z } from "zod";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { clientAddress } from "@/server/public/rate-limit";
import { postComment } from "@/server/news/post-comment";

/** docs/product.md#json-api news/comments: { news_id, name, email, comment } -> { msg }; field errors per field. */
export const POST = apiRoute(async (request) => {
  const input = await readJson(request, z.unknown());
  return postComment({ input, address: clientAddress(request) });
});
