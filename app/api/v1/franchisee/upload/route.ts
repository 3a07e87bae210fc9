import { requireFranchisee } from "@/server/auth/guards";
import { AppError } from "@/server/errors";
import { IMAGE_SLOTS, updateShopImages, type ImageSlot } from "@/server/franchisees/update-shop-images";
import { SHOP_IMAGES_FORM_LIMIT } from "@/server/http/body-limits";
import { readFormData } from "@/server/http/read-body";
import { apiRoute } from "@/server/http/route-handler";
import { isAppError } from "@/server/errors";

/**
 * docs/product.md#json-api franchisee/upload: multipart with franchisees[franchisee_imageN] (N = 1, 2, 3); `calling`
 * may name the one slot being replaced. Files are checked by content, re-encoded, then stored.
 */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireFranchisee();
  let form: FormData;
  try {
    // Three images of at most 5 MB plus the form's few fields; read no further than that.
    form = await readFormData(request, SHOP_IMAGES_FORM_LIMIT);
  } catch (error) {
    if (isAppError(error)) throw new AppError(error.code, { userMessage: "The images are too large. Each should be at most 5 MB." });
    throw new AppError("bad_request", { userMessage: "Please send the images as a form upload." });
  }
  const files: Partial<Record<ImageSlot, Buffer>> = {};
  for (const slot of IMAGE_SLOTS) {
    const value = form.get(`franchisees[${slot}]`) ?? form.get(slot);
    if (value instanceof File) files[slot] = Buffer.from(await value.arrayBuffer());
  }
  if (Object.keys(files).length === 0) throw new AppError("validation_failed", { userMessage: "Please choose an image to upload." });
  const images = await updateShopImages({ actor, files });
  return { ...images, msg: "shop images updated sucessfully !!!" };
});
