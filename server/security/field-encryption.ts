import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { parseEnv } from "../env";

/**
 * Encryption for the few fields that must be read back (bank account numbers): AES-256-GCM with a
 * key derived from APP_ENCRYPTION_KEY. The key is read when used, not at import, so a script that
 * sets it after start-up and the app agree on it.
 */
const VERSION = "v1";
let cached: { raw: string | undefined; nodeEnv: string | undefined; key: Buffer } | undefined;

/**
 * The key, validated by the env module the first time and again only when the setting changes:
 * validating the whole environment on every call made a bank file of 96,344 lines spend about 20 s
 * decrypting account numbers.
 */
function key(): Buffer {
  const raw = process.env.APP_ENCRYPTION_KEY;
  const nodeEnv = process.env.NODE_ENV;
  if (cached && cached.raw === raw && cached.nodeEnv === nodeEnv) return cached.key;
  const secret = parseEnv().APP_ENCRYPTION_KEY;
  cached = { raw, nodeEnv, key: createHash("sha256").update(secret).digest() };
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
