import "server-only";
import { AppError, isAppError } from "@/server/errors";
import { UPLOAD_FORM_LIMIT } from "./body-limits";
import { readFormData } from "./read-body";

/**
 * The one image file of a console upload (multipart, field `field`), read into memory up to the
 * upload limit and no further. Missing or unreadable: a field error under `field`; too large: 413.
 */
export async function readUploadedImage(request: Request, field: string): Promise<Buffer> {
  let form: FormData;
  try {
    form = await readFormData(request, UPLOAD_FORM_LIMIT);
  } catch (error) {
    if (isAppError(error)) throw new AppError(error.code, { userMessage: "Image should be at most 5 MB.", fieldErrors: { [field]: "Image should be at most 5 MB." } });
    throw new AppError("bad_request", { userMessage: "Please send the image as a form upload." });
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw new AppError("validation_failed", { userMessage: "Please choose an image.", fieldErrors: { [field]: "Please choose an image." } });
  return Buffer.from(await file.arrayBuffer());
}
