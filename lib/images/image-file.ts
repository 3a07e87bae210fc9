/**
 * What an uploaded image may be, shared by the browser (which refuses a wrong file before it is
 * sent, so no broken preview shows) and the server (which checks again and re-encodes it).
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Enough of a file's start to tell its type. */
export const IMAGE_SIGNATURE_BYTES = 12;

export type ImageKind = "jpeg" | "png" | "webp";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (data: Uint8Array, from: number, to: number) => String.fromCharCode(...data.subarray(from, to));

/** The image type by its first bytes, not its name or the browser's word for it. */
export function sniffImageType(data: Uint8Array): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  if (data.length >= 8 && PNG.every((byte, i) => data[i] === byte)) return "png";
  if (data.length >= 12 && ascii(data, 0, 4) === "RIFF" && ascii(data, 8, 12) === "WEBP") return "webp";
  return null;
}

export type ImageFileProblem = "empty" | "tooLarge" | "notImage";

/** Why a chosen file cannot be a shop image, read from its size and first bytes; null when it can. */
export async function imageFileProblem(file: Blob): Promise<ImageFileProblem | null> {
  if (file.size === 0) return "empty";
  if (file.size > MAX_IMAGE_BYTES) return "tooLarge";
  const start = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return sniffImageType(start) ? null : "notImage";
}
