import "server-only";
import sharp from "sharp";
import { MAX_IMAGE_BYTES, sniffImageType } from "@/lib/images/image-file";
import { AppError } from "@/server/errors";

const MAX_SIDE = 1600;

/**
 * Checks an uploaded shop image and re-encodes it: JPEG, PNG or WebP by content, at most 5 MB,
 * turned upright, fitted within 1600 px (or `maxSide`: category icons are small) and written as
 * WebP without its metadata (no GPS tags from phone cameras). Throws a field error under `field`
 * for anything else.
 */
export async function prepareShopImage(field: string, data: Buffer, options: { maxSide?: number } = {}): Promise<{ data: Buffer; width: number; height: number }> {
  const reject = (message: string) => new AppError("validation_failed", { userMessage: message, fieldErrors: { [field]: message } });
  if (data.length === 0) throw reject("The file is empty. Please choose an image.");
  if (data.length > MAX_IMAGE_BYTES) throw reject("Image should be at most 5 MB.");
  if (!sniffImageType(data)) throw reject("Only JPEG, PNG or WebP images are allowed.");
  try {
    const { data: output, info } = await sharp(data, { limitInputPixels: 50_000_000, failOn: "error" })
      .rotate()
      .resize({ width: options.maxSide ?? MAX_SIDE, height: options.maxSide ?? MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data: output, width: info.width, height: info.height };
  } catch {
    throw reject("This image could not be read. Please choose another.");
  }
}
