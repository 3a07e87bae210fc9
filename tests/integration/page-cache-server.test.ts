/**
 * The page cache in front of a request handler over real HTTP (a stand-in for Next.js that counts
 * its calls), and the change channel over the test PostgreSQL: a NOTIFY sent from another
 * connection reaches the listening instance.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { createRequire } from "node:module";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cachedRequestHandler } from "../../server/page-cache/cached-request-handler";
import { PageCache } from "../../server/page-cache/page-cache";
import { openPageChangeChannel, PAGE_CHANGE_CHANNEL, type PageChangeChannel } from "../../server/page-cache/page-change-channel";
import { publicPagePaths, type PublicPageChange } from "../../server/page-cache/public-page-change";
import { workerDatabaseUrl } from "../support/worker-database";

let calls: { url: string; acceptEncoding: string | undefined }[] = [];
let version = 1;
let extraHeaders: Record<string, string | string[]> = {};
let padding = 500;

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
// What Next.js's own server puts in front of every response (next/dist/server/lib/router-server.js, `compress` on).
const compress = (createRequire(import.meta.url)("next/dist/compiled/compression") as () => Middleware)();

/** Answers like Next.js does for an ISR page (streamed in two writes, compressed for clients that take it), with the page's current version. */
function nextStandIn(request: IncomingMessage, response: ServerResponse) {
  compress(request, response, () => {});
  calls.push({ url: request.url ?? "", acceptEncoding: request.headers["accept-encoding"] as string | undefined });
  const dynamic = !/^\/(mr\/)?shops\/\d+\/[a-z-]+$|^\/$/.test((request.url ?? "").split("?")[0]!);
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.setHeader("Cache-Control", dynamic ? "private, no-cache, no-store, max-age=0, must-revalidate" : "s-maxage=60, stale-while-revalidate=31535940");
  response.setHeader("ETag", `"v${version}"`);
  for (const [name, value] of Object.entries(extraHeaders)) response.setHeader(name, value);
  response.write(`<html><body>version ${version} `);
  response.end(`${"padding ".repeat(padding)}</body></html>`);
}

const cache = new PageCache({ maxBytes: 4 * 1024 * 1024, ttlMs: 30_000 });
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(cachedRequestHandler(cache, nextStandIn, { maxEntryBytes: 1024 * 1024 }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  cache.clear();
  calls = [];
  version = 1;
  extraHeaders = {};
  padding = 500;
});

async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(base + path, { method, headers });
  const body = method === "HEAD" ? "" : await response.text();
  return { status: response.status, body, cache: response.headers.get("x-page-cache"), headers: response.headers };
}

/** The page cache writes after the response finished: give the 'finish' listener its turn. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("page cache in front of the request handler", () => {
  it("answers the second request for a cached page from memory, with the same body and headers", async () => {
    const first = await get("/shops/1/ganesh");
    await settle();
    const second = await get("/shops/1/ganesh");
    expect(first).toMatchObject({ status: 200, cache: "MISS" });
    expect(second).toMatchObject({ status: 200, cache: "HIT", body: first.body });
    expect(second.headers.get("etag")).toBe('"v1"');
    expect(second.headers.get("cache-control")).toBe("s-maxage=60, stale-while-revalidate=31535940");
    expect(calls).toHaveLength(1);
    // Next.js was asked for gzip only, whatever else the client accepts (undici's fetch offers br too).
    expect(calls[0]!.acceptEncoding).toBe("gzip");
  });

  it("answers the very next request after a gzipped miss from memory", async () => {
    padding = 40_000;
    for (let i = 0; i < 5; i += 1) {
      cache.clear();
      await (await fetch(base + "/", { headers: { "accept-encoding": "gzip" } })).arrayBuffer();
      expect((await get("/", { "accept-encoding": "gzip" })).cache).toBe("HIT");
    }
  });

  it("sends a miss gzipped to a client that accepts it, and keeps it plain for clients that do not", async () => {
    padding = 40_000;
    const miss = await fetch(base + "/", { headers: { "accept-encoding": "gzip" } });
    expect(miss.headers.get("x-page-cache")).toBe("MISS");
    expect(miss.headers.get("content-encoding")).toBe("gzip");
    expect(await miss.text()).toContain("version 1");
    const plain = await vi.waitFor(
      async () => {
        const answer = await get("/", { "accept-encoding": "identity" });
        expect(answer.cache).toBe("HIT");
        return answer;
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.body).toBe(`<html><body>version 1 ${"padding ".repeat(40_000)}</body></html>`);
    // fetch unzips: the stored gzip copy is the same page.
    const unzipped = await (await fetch(base + "/", { headers: { "accept-encoding": "gzip" } })).text();
    expect(unzipped).toBe(plain.body);
    expect(calls.map((call) => call.acceptEncoding)).toEqual(["gzip"]);
    // A client that takes no gzip makes Next.js answer plain, and that copy is kept and zipped too.
    cache.clear();
    const identity = await get("/", { "accept-encoding": "identity" });
    expect(identity).toMatchObject({ cache: "MISS", body: plain.body });
    expect(calls.at(-1)!.acceptEncoding).toBeUndefined();
    await vi.waitFor(async () => {
      const raw = await fetch(base + "/", { headers: { "accept-encoding": "gzip" } });
      expect(raw.headers.get("content-encoding")).toBe("gzip");
      expect(raw.headers.get("x-page-cache")).toBe("HIT");
    });
  });

  it("sends a page larger than one write slice whole, byte for byte, to several clients at once", async () => {
    padding = 40_000; // 320 KB, the home page's size class
    const first = await get("/", { "accept-encoding": "identity" });
    await settle();
    const hits = await Promise.all(Array.from({ length: 5 }, () => get("/", { "accept-encoding": "identity" })));
    for (const hit of hits) expect(hit).toMatchObject({ status: 200, cache: "HIT", body: first.body });
    expect(first.body.length).toBeGreaterThan(320_000);
    expect(calls).toHaveLength(1);
  });

  it("sends the gzipped copy to clients that accept it, 304 to a matching If-None-Match, headers only to HEAD", async () => {
    await get("/shops/1/ganesh", { "accept-encoding": "gzip, deflate, br" });
    // The gzipped copy is made off the request path: on a busy machine it may take more than a moment.
    const raw = await vi.waitFor(
      async () => {
        const answer = await fetch(base + "/shops/1/ganesh", { headers: { "accept-encoding": "gzip" } });
        expect(answer.headers.get("content-encoding")).toBe("gzip");
        return answer;
      },
      { timeout: 5_000, interval: 20 },
    );
    // fetch decompresses; the length says what travelled.
    expect(Number(raw.headers.get("content-length"))).toBeLessThan(gzipSync(Buffer.from("padding ".repeat(500))).length + 200);
    expect(await raw.text()).toContain("version 1");
    expect((await get("/shops/1/ganesh", { "if-none-match": '"v1"' })).status).toBe(304);
    const head = await get("/shops/1/ganesh", {}, "HEAD");
    expect(head).toMatchObject({ status: 200, cache: "HIT" });
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
  });

  it("never keeps pages Next.js renders per request, responses setting a cookie, or the router's requests", async () => {
    for (let i = 0; i < 2; i += 1) await get("/dashboard");
    extraHeaders = { "set-cookie": ["x=1"] };
    for (let i = 0; i < 2; i += 1) {
      await get("/shops/2/kirana");
      await settle();
    }
    extraHeaders = {};
    for (let i = 0; i < 2; i += 1) expect((await get("/shops/3/medical", { rsc: "1" })).cache).toBeNull();
    for (let i = 0; i < 2; i += 1) expect((await get("/", { cookie: "dlmp_lang=mr" })).cache).toBeNull();
    expect(calls).toHaveLength(8);
  });

  it("keeps a listing for visitors without a session, per query, and drops every query of it when a shop changes", async () => {
    await get("/shops?city=nagpur");
    await settle();
    expect(await get("/shops?city=nagpur")).toMatchObject({ cache: "HIT", body: expect.stringContaining("version 1") });
    expect((await get("/shops?city=pune")).cache).toBe("MISS");
    // Signed in: always rendered afresh, and what was rendered for them is not kept.
    for (let i = 0; i < 2; i += 1) expect((await get("/shops?city=satara", { cookie: "dlmp.session_token=abc" })).cache).toBeNull();
    await settle();
    expect((await get("/shops?city=satara")).cache).toBe("MISS");
    expect(calls.map((call) => call.url)).toEqual(["/shops?city=nagpur", "/shops?city=pune", "/shops?city=satara", "/shops?city=satara", "/shops?city=satara"]);
    await settle();
    version = 2;
    cache.invalidatePaths(publicPagePaths({ shop: { id: 9, slug: "new-shop" } }));
    for (const path of ["/shops?city=nagpur", "/shops?city=pune"]) expect(await get(path)).toMatchObject({ cache: "MISS", body: expect.stringContaining("version 2") });
  });

  it("drops a changed page at once, in every variant, and serves the new version next", async () => {
    await get("/shops/1/ganesh");
    await get("/shops/1/ganesh?from=share");
    await get("/mr/shops/1/ganesh");
    await settle();
    version = 2;
    expect((await get("/shops/1/ganesh")).body).toContain("version 1");
    cache.invalidatePaths(publicPagePaths({ shop: { id: 1, slug: "ganesh" } }));
    for (const path of ["/shops/1/ganesh", "/shops/1/ganesh?from=share", "/mr/shops/1/ganesh"]) {
      expect(await get(path)).toMatchObject({ cache: "MISS", body: expect.stringContaining("version 2") });
    }
  });
});

describe("change channel over PostgreSQL", () => {
  let channel: PageChangeChannel;
  const received: PublicPageChange[] = [];

  beforeAll(async () => {
    channel = openPageChangeChannel({ connectionString: workerDatabaseUrl(), onChange: (change) => received.push(change), log: () => {} });
    await channel.ready;
  });

  afterAll(async () => {
    await channel.close();
  });

  it("hears a change another instance NOTIFYs, and ignores its own", async () => {
    const other = new pg.Client({ connectionString: workerDatabaseUrl() });
    await other.connect();
    try {
      await other.query("SELECT pg_notify($1, $2)", [PAGE_CHANGE_CHANNEL, JSON.stringify({ origin: "another-instance", change: { shop: { id: 9, slug: "new-name" } } })]);
      await channel.publish({ news: { id: 1, slug: "own" } });
      await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toEqual([{ shop: { id: 9, slug: "new-name" } }]);
    } finally {
      await other.end();
    }
  });

  it("invalidates the listening instance's cache when told (as scripts/serve-app.ts wires it)", async () => {
    const instance = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 30_000 });
    instance.set("h\n/shops/4/dairy", "/shops/4/dairy", { status: 200, headers: {}, body: Buffer.from("old") }, instance.currentEpoch());
    const listener = openPageChangeChannel({ connectionString: workerDatabaseUrl(), onChange: (change) => instance.invalidatePaths(publicPagePaths(change)), log: () => {} });
    await listener.ready;
    try {
      await channel.publish({ shop: { id: 4, slug: "dairy" } });
      await expect.poll(() => instance.stats().entries, { timeout: 5_000 }).toBe(0);
    } finally {
      await listener.close();
    }
  });
});
