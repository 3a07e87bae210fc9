import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";
import { readMedia } from "@/server/storage/media-storage";

const BUILT_IN_FOLDER = "/icons/categories";
const UPLOADED_ICON = /^\/media\/(categories\/[a-f0-9]{32}\.webp)$/;

let builtIn: string[] | undefined;

/** The line icons shipped in public/icons/categories (the demo categories use them), as public paths. */
export function builtInCategoryIcons(): string[] {
  builtIn ??= readdirSync(path.join(process.cwd(), "public", BUILT_IN_FOLDER))
    .filter((file) => file.endsWith(".svg"))
    .sort()
    .map((file) => `${BUILT_IN_FOLDER}/${file}`);
  return builtIn;
}

/**
 * An icon a category may point at: one of the built-in SVGs or an icon uploaded through the
 * console (re-encoded WebP under /media/categories). Anything else (another site's URL, a path
 * typed by hand) is refused, so a category can never show a file nobody checked.
 */
export async function isAllowedCategoryIcon(icon: string): Promise<boolean> {
  if (builtInCategoryIcons().includes(icon)) return true;
  const uploaded = icon.match(UPLOADED_ICON);
  return uploaded ? (await readMedia(uploaded[1]!)) !== null : false;
}
