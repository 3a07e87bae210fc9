import { createServer, get, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { withoutRepeatedHeaders } from "../../server/http/repeated-headers";
import { cachedRequestHandler, type RequestHandler } from "../../server/page-cache/cached-request-handler";
import { PageCache } from "../../server/page-cache/page-cache";

/**
 * Next.js replays a cached redirect's headers with appendHeader on top of the ones it already set
 * (vercel/next.js#82117), so a stale shop or article slug answered 308 with two identical Location
 * headers; Chromium joins them ("/x, /x") and lands on a 404.
 */
const nextLikeRedirect: RequestHandler = (_request: IncomingMessage, response: ServerResponse) => {
  response.setHeader("Location", "/news/2/fair");
  response.setHeader("x-nextjs-stale-time", "300");
  response.appendHeader("location", "/news/2/fair");
  response.appendHeader("x-nextjs-stale-time", "300");
  response.appendHeader("set-cookie", "a=1");
  response.appendHeader("set-cookie", "b=2");
  response.appendHeader("link", "</a>; rel=alternate");
  response.appendHeader("link", "</b>; rel=alternate");
  response.statusCode = 308;
  response.end();
};

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function rawHeaders(handler: RequestHandler): Promise<string[]> {
  const server = createServer((request, response) => void handler(request, response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path: "/news/2/zzz", headers: { accept: "text/html" } }, (response) => {
      response.resume();
      resolve(response.rawHeaders);
    }).on("error", reject);
  });
}

const values = (raw: string[], name: string) => raw.filter((_, i) => i % 2 === 0 && raw[i]!.toLowerCase() === name).length;

describe("the production server's headers", () => {
  const cache = (maxBytes: number) => new PageCache({ maxBytes, ttlMs: 30_000 });
  for (const [label, handler] of [
    ["without the page cache", withoutRepeatedHeaders(nextLikeRedirect)],
    ["through the page cache", withoutRepeatedHeaders(cachedRequestHandler(cache(1024 * 1024), nextLikeRedirect, { maxEntryBytes: 64 * 1024 }))],
    ["with the page cache turned off", withoutRepeatedHeaders(cachedRequestHandler(cache(0), nextLikeRedirect, { maxEntryBytes: 0 }))],
  ] as const) {
    it(`send one Location when Next.js appends the same one again, ${label}`, async () => {
      const raw = await rawHeaders(handler);
      expect(values(raw, "location")).toBe(1);
      expect(values(raw, "x-nextjs-stale-time")).toBe(1);
      // Distinct values of a header stay: two cookies, two links.
      expect(values(raw, "set-cookie")).toBe(2);
      expect(values(raw, "link")).toBe(2);
    });
  }
});
