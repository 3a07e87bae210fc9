import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCE_ROOTS = ["app", "components", "lib", "server", "messages", "i18n", "public", "data"];
const SOURCE_FILES = ["next.config.ts", "proxy.ts", "instrumentation.ts", "instrumentation-client.ts", "package-lock.json", "postcss.config.mjs", "tsconfig.json"];

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

/**
 * Call with the time the build STARTED: a source saved while `next build` runs may not be in the
 * build, so it must count as newer than the build (BUILD_ID's own mtime is the build's end).
 */
export function recordBuildEnv(startedAt: number, root = process.cwd()): void {
  writeFileSync(path.join(root, FINGERPRINT_FILE), JSON.stringify({ env: publicEnvFingerprint(), startedAt }));
}

function readFingerprint(file: string): { env: string; startedAt: number } | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { env?: unknown; startedAt?: unknown };
    return typeof parsed.env === "string" && typeof parsed.startedAt === "number" ? { env: parsed.env, startedAt: parsed.startedAt } : null;
  } catch {
    return null;
  }
}

/** A build is needed when there is none, when a source file changed after it, or when it inlined other public settings. */
export function isBuildNeeded(root = process.cwd()): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const fingerprint = readFingerprint(path.join(root, FINGERPRINT_FILE));
  if (!fingerprint || fingerprint.env !== publicEnvFingerprint()) return true;
  // A build recorded in the future was made under a moved clock (faketime, to run the suite at another
  // date): every source would look older than it, and a later build would never be made.
  if (fingerprint.startedAt > Date.now()) return true;
  const sources = [...SOURCE_ROOTS, ...SOURCE_FILES].map((p) => newestMtime(path.join(root, p)));
  return Math.max(...sources) >= fingerprint.startedAt;
}
