import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { MEDIA_KEY } from "@/lib/public/media-path";
import { parseEnv } from "@/server/env";

/**
 * Keys look like shops/42/<hash>.webp (shop images), news/<hash>.webp (article images) or
 * categories/<hash>.webp (category icons): content-addressed, so a URL never changes meaning and
 * caches forever.
 */
const KEY_PATTERN = MEDIA_KEY;

function root(): string {
  return path.resolve(parseEnv().UPLOAD_DIR);
}

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Stores bytes under a key derived from their content; writing twice is harmless. */
export async function putMedia(prefix: string, data: Buffer, extension = "webp"): Promise<string> {
  const key = `${prefix}/${createHash("sha256").update(data).digest("hex").slice(0, 32)}.${extension}`;
  const target = path.join(root(), key);
  await mkdir(path.dirname(target), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const temporary = `${target}.${randomUUID()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
  return key;
}

export async function readMedia(key: string): Promise<Buffer | null> {
  if (!isMediaKey(key)) return null;
  try {
    return await readFile(path.join(root(), key));
  } catch {
    return null;
  }
}

export async function deleteMedia(key: string): Promise<void> {
  if (!isMediaKey(key)) return;
  await rm(path.join(root(), key), { force: true });
}
