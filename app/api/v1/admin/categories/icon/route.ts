import { requireOperator } from "@/server/auth/guards";
import { storeCategoryIcon } from "@/server/categories/store-category-icon";
import { apiRoute } from "@/server/http/route-handler";
import { readUploadedImage } from "@/server/http/read-upload";

/** POST /api/v1/admin/categories/icon (multipart `icon`): stores a checked, re-encoded icon and answers its URL. */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireOperator();
  return storeCategoryIcon({ actor, data: await readUploadedImage(request, "icon") });
});
