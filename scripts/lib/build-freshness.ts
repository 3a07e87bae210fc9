import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCE_ROOTS = ["app", "components", "lib", "server", "messages", "i18n", "public", "data"];
const SOURCE_FILES = ["next.config.ts", "proxy.ts", "package-lock.json", "postcss.config.mjs", "tsconfig.json"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** A build is needed when there is none, or when a source file changed after the last one. */
export function isBuildNeeded(root = process.cwd()): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  const sources = [...SOURCE_ROOTS, ...SOURCE_FILES].map((p) => newestMtime(path.join(root, p)));
  return Math.max(...sources) > builtAt;
}
