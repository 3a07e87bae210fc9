import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

const FINGERPRINT_FILE = path.join(".next", "build-env.json");

/** NEXT_PUBLIC_* values are inlined into the build, so a build made with other values is stale. */
function publicEnvFingerprint(): string {
  const entries = Object.entries(process.env)
    .filter(([name]) => name.startsWith("NEXT_PUBLIC_"))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

export function recordBuildEnv(root = process.cwd()): void {
  writeFileSync(path.join(root, FINGERPRINT_FILE), publicEnvFingerprint());
}

/** A build is needed when there is none, when a source file changed after it, or when it inlined other public settings. */
export function isBuildNeeded(root = process.cwd()): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const fingerprint = path.join(root, FINGERPRINT_FILE);
  if (!existsSync(fingerprint) || readFileSync(fingerprint, "utf8") !== publicEnvFingerprint()) return true;
  const builtAt = statSync(buildId).mtimeMs;
  const sources = [...SOURCE_ROOTS, ...SOURCE_FILES].map((p) => newestMtime(path.join(root, p)));
  return Math.max(...sources) > builtAt;
}
