import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SECRET_NAMES = ["BETTER_AUTH_SECRET", "APP_ENCRYPTION_KEY"] as const;

/**
 * `npm start` runs in production mode, where the development defaults are refused. On a machine
 * without configured secrets, make random ones once and keep them in .data/ so sessions and
 * encrypted data survive restarts. A real deployment sets them in its environment instead.
 */
export function ensureLocalSecrets(dataDir = ".data"): string[] {
  const missing = SECRET_NAMES.filter((name) => !process.env[name]);
  if (missing.length === 0) return [];
  const file = path.resolve(dataDir, "secrets.json");
  const stored: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  for (const name of missing) {
    stored[name] ??= randomBytes(32).toString("base64url");
    process.env[name] = stored[name];
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(stored, null, 2) + "\n", { mode: 0o600 });
  return [...missing];
}
