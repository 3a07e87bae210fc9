/**
 * Keeps the production server from sending the same header value twice. Next.js replays a cached
 * page's headers with `appendHeader` on top of those it already set (vercel/next.js#82117): a
 * redirect from a stale shop or article slug (`/news/2/old-title`) went out with two identical
 * Location headers, which browsers join into "/news/2/fair, /news/2/fair" and follow to a 404.
 * Distinct values of one header (cookies, links) are kept. Not `server-only`: scripts/serve-app.ts
 * runs it outside Next.js's bundles, and the unit tests import it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

function present(response: ServerResponse, name: string): string[] {
  const current = response.getHeader(name);
  if (current === undefined) return [];
  return Array.isArray(current) ? current.map(String) : [String(current)];
}

export function withoutRepeatedHeaders(handle: RequestHandler): RequestHandler {
  return (request, response) => {
    const append = response.appendHeader.bind(response);
    response.appendHeader = ((name: string, value: string | readonly string[]) => {
      const already = present(response, name);
      const added = (typeof value === "string" ? [value] : [...value]).filter((v) => !already.includes(String(v)));
      return added.length === 0 ? response : append(name, added);
    }) as ServerResponse["appendHeader"];
    return handle(request, response);
  };
}
