/**
 * A server action's request, checked before Next.js decodes it (proxy.ts). Next.js answers a body it
 * cannot decode — malformed JSON, another content type, nesting deep enough to overflow its decoder —
 * with a 500; such a request never came from our forms (React sends the arguments as a JSON array in
 * a text/plain body, or as multipart form data), so it is refused with a 400 and the product's envelope.
 * Not `server-only`: the proxy imports it.
 */
import en from "../../messages/en/common.json";
import hi from "../../messages/hi/common.json";
import mr from "../../messages/mr/common.json";
import { bodyLimitFor, TOO_LARGE_MESSAGE } from "./body-limits";

const MAX_DEPTH = 32;
export const UNREADABLE_ACTION_MESSAGE = "The request could not be read. Please reload the page and try again.";

/**
 * React's reply encoding marks special values with a leading "$" and escapes a literal leading "$"
 * as "$$". Our actions take plain objects, so only these forms can come from our forms; any other
 * "$" string would send React's decoder looking for a reference that is not there.
 */
const PLAIN_REPLY_STRING = /^(?!\$)|^\$\$|^\$(undefined|Infinity|-Infinity|NaN|-0)$|^\$D[0-9T:.+-]+Z?$|^\$n-?\d+$/;

/** True when the arguments are nested no deeper than MAX_DEPTH and hold only plain reply strings. */
function isPlainReply(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return PLAIN_REPLY_STRING.test(value);
  if (value === null || typeof value !== "object") return true;
  if (depth >= MAX_DEPTH) return false;
  return Object.values(value).every((child) => isPlainReply(child, depth + 1));
}

export function isServerActionRequest(request: Request): boolean {
  return request.method === "POST" && request.headers.has("next-action");
}

/** The body's bytes up to `limit`; null past it (the rest is not read). */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  const reader = request.clone().body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const refusal = (status: number, msg: string) => Response.json({ status: "failure", data: null, errors: { msg } }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * Null when Next.js can decode the body; else the answer to give instead: 413 past the action's
 * body limit (server/http/body-limits.ts; under `npm start` the production server stops such a
 * body before this), 400 for a body our forms cannot have sent.
 */
export async function refuseUndecodableAction(request: Request): Promise<Response | null> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const bytes = await readAtMost(request, bodyLimitFor(new URL(request.url).pathname, true)).catch(() => new Uint8Array(0));
  if (bytes === null) return refusal(413, TOO_LARGE_MESSAGE);
  let readable = false;
  try {
    if (type.startsWith("text/plain")) {
      const args: unknown = JSON.parse(new TextDecoder().decode(bytes));
      readable = Array.isArray(args) && isPlainReply(args);
    } else if (type.startsWith("multipart/form-data")) {
      await new Response(bytes, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
      readable = true;
    }
  } catch {
    readable = false;
  }
  if (readable) return null;
  return refusal(400, UNREADABLE_ACTION_MESSAGE);
}

export const FOREIGN_ACTION_MESSAGE = "This request came from another website and was refused.";

/**
 * A 403 for a server action posted from another site's page (its Origin names neither this request's
 * host nor the site's address), else null. Next.js refuses those itself, but with a 500 and a logged
 * error; this answers first, the way assertSameOrigin answers the API.
 */
export function refuseForeignAction(request: Request, siteHost: string): Response | null {
  const origin = request.headers.get("origin");
  if (origin === null) return null;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  const allowed = [request.headers.get("x-forwarded-host"), request.headers.get("host"), siteHost];
  if (host && allowed.includes(host)) return null;
  return refusal(403, FOREIGN_ACTION_MESSAGE);
}

/**
 * A NUL anywhere, or a path whose percent-encoding does not decode twice: Next.js decodes the path
 * and then each route parameter again, so `/shops/%25` (a lone "%" once decoded) failed with a 500.
 * No link of ours makes either (slugs are letters, digits and dashes, in any script).
 */
export function isMalformedUrl(pathAndQuery: string): boolean {
  if (/%00/i.test(pathAndQuery)) return true;
  const end = pathAndQuery.search(/[?#]/);
  const path = end === -1 ? pathAndQuery : pathAndQuery.slice(0, end);
  try {
    const once = decodeURIComponent(path);
    if (once.includes("\u0000")) return true;
    decodeURIComponent(once);
  } catch {
    return true;
  }
  return false;
}

export const MALFORMED_URL_MESSAGE = "This address is not valid.";

const NOT_FOUND = { en: en.NotFound, mr: mr.NotFound, hi: hi.NotFound };

/**
 * The answer to a malformed address: under /api a 400 in the API envelope; a page address no page
 * can have is a 404 with the "page not found" text in the address's language (a plain page: the
 * request never reaches the app).
 */
export function malformedUrlResponse(pathname: string): { status: number; type: string; body: string } {
  if (pathname.startsWith("/api/")) return { status: 400, type: "application/json", body: JSON.stringify({ status: "failure", data: null, errors: { msg: MALFORMED_URL_MESSAGE } }) };
  const prefix = /^\/(mr|hi)(?=\/|$)/.exec(pathname)?.[1];
  const locale = prefix === "mr" || prefix === "hi" ? prefix : "en";
  const text = NOT_FOUND[locale];
  const home = locale === "en" ? "/" : `/${locale}`;
  return {
    status: 404,
    type: "text/html; charset=utf-8",
    body: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${text.title}</h1><p>${text.description}</p><p><a href="${home}">${text.goHome}</a></p></body></html>`,
  };
}
