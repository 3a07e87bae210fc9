import { requireOperator } from "@/server/auth/guards";
import { apiRoute } from "@/server/http/route-handler";
import { readUploadedImage } from "@/server/http/read-upload";
import { storeNewsImage } from "@/server/news/store-news-image";

/** POST /api/v1/admin/news/image (multipart `image`): stores a checked, re-encoded picture and answers its URL. */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireOperator();
  return storeNewsImage({ actor, data: await readUploadedImage(request, "image") });
});
