import "server-only";
import { AppError } from "@/server/errors";
import { MAX_IMAGE_BYTES } from "@/lib/images/image-file";

/**
 * The one image file of a console upload (multipart, field `field`), read into memory after a
 * size check on the declared length. Missing or unreadable: a field error under `field`.
 */
export async function readUploadedImage(request: Request, field: string): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_IMAGE_BYTES + 64 * 1024) throw new AppError("validation_failed", { userMessage: "Image should be at most 5 MB.", fieldErrors: { [field]: "Image should be at most 5 MB." } });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError("bad_request", { userMessage: "Please send the image as a form upload." });
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw new AppError("validation_failed", { userMessage: "Please choose an image.", fieldErrors: { [field]: "Please choose an image." } });
  return Buffer.from(await file.arrayBuffer());
}
