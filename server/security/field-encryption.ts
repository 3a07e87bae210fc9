import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { parseEnv } from "../env";

/**
 * Encryption for the few fields that must be read back (bank account numbers): AES-256-GCM with a
 * key derived from APP_ENCRYPTION_KEY. The key is read when used, not at import, so a script that
 * sets it after start-up and the app agree on it.
 */
const VERSION = "v1";
let cached: { secret: string; key: Buffer } | undefined;

function key(): Buffer {
  const secret = parseEnv().APP_ENCRYPTION_KEY;
  if (cached?.secret !== secret) cached = { secret, key: createHash("sha256").update(secret).digest() };
  return cached.key;
}

export function encryptField(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

export function decryptField(sealed: string): string {
  const [version, payload] = sealed.split(":");
  if (version !== VERSION || !payload) throw new Error("unknown encrypted field format");
  const raw = Buffer.from(payload, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/**
 * A keyed hash for values kept only to find duplicates (Aadhaar): equal inputs give equal hashes,
 * and without the key the hash cannot be reversed by trying all 12-digit numbers.
 */
export function blindIndex(value: string): string {
  return createHmac("sha256", key()).update(value).digest("base64url");
}
