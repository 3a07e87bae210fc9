/**
 * A server action's request, checked before Next.js decodes it (proxy.ts). Next.js answers a body it
 * cannot decode — malformed JSON, another content type, nesting deep enough to overflow its decoder —
 * with a 500; such a request never came from our forms (React sends the arguments as a JSON array in
 * a text/plain body, or as multipart form data), so it is refused with a 400 and the product's envelope.
 * Not `server-only`: the proxy imports it.
 */

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

/** Null when Next.js can decode the body; else the 400 to answer instead. */
export async function refuseUndecodableAction(request: Request): Promise<Response | null> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  let readable = false;
  try {
    if (type.startsWith("text/plain")) {
      const args: unknown = JSON.parse(await request.clone().text());
      readable = Array.isArray(args) && isPlainReply(args);
    } else if (type.startsWith("multipart/form-data")) {
      await request.clone().formData();
      readable = true;
    }
  } catch {
    readable = false;
  }
  if (readable) return null;
  return Response.json({ status: "failure", data: null, errors: { msg: UNREADABLE_ACTION_MESSAGE } }, { status: 400, headers: { "Cache-Control": "no-store" } });
}
