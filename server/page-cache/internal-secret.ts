/**
 * The shared secret of the internal revalidation route (app/api/internal/revalidate): derived from
 * BETTER_AUTH_SECRET, which every instance of one deployment shares, so no new setting is needed
 * and it never equals the auth secret itself. Not `server-only` (see page-cache.ts).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const INTERNAL_SECRET_HEADER = "x-dlmp-internal";

export function internalSecret(authSecret: string): string {
  return createHmac("sha256", authSecret).update("dlmp internal page revalidation").digest("hex");
}

export function isInternalSecret(given: string | null, authSecret: string): boolean {
  if (!given) return false;
  const expected = Buffer.from(internalSecret(authSecret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
