import "server-only";
import sharp from "sharp";
import { AppError } from "@/server/errors";
import { UPLOAD_FILE_LIMIT } from "@/server/http/body-limits";

export const MAX_IMAGE_BYTES = UPLOAD_FILE_LIMIT;
const MAX_SIDE = 1600;

type Kind = "jpeg" | "png" | "webp";

/** The image type by its first bytes, not its name or the browser's word for it. */
export function sniffImageType(data: Buffer): Kind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (data.length >= 12 && data.toString("ascii", 0, 4) === "RIFF" && data.toString("ascii", 8, 12) === "WEBP") return "webp";
  return null;
}

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
