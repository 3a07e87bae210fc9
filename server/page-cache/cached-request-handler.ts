/**
 * Puts the page cache in front of Next.js's request handler (scripts/serve-app.ts). A hit is
 * answered from memory without entering Next.js (no proxy, router or ISR lookup); a miss goes to
 * Next.js, its response is copied as it is written and kept if it may be shared (cache-rules.ts).
 * Entries hold the plain body and its gzip. A miss is answered gzipped to a client that accepts it
 * (Next.js compresses, the copy is unzipped once the response is sent): a miss is also what a visitor
 * gets for a page that just changed, and sending it plain cost a phone on slow 4G 300 KB instead of
 * 30 (docs/benchmarks.md, Lighthouse). Not `server-only` (see page-cache.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync, gzip } from "node:zlib";
import { isStorableResponse, pageCacheDecision, UNSTORED_HEADERS } from "./cache-rules";
import type { CachedPage, PageCache } from "./page-cache";

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

export const PAGE_CACHE_HEADER = "x-page-cache";

function acceptsGzip(request: IncomingMessage): boolean {
  const accepted = request.headers["accept-encoding"];
  return typeof accepted === "string" && /\bgzip\b(?!;q=0(\.0*)?(,|$))/i.test(accepted);
}

function etagMatches(request: IncomingMessage, etag: string | string[] | undefined): boolean {
  const wanted = request.headers["if-none-match"];
  if (typeof etag !== "string" || !wanted) return false;
  return wanted.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
}

function serve(request: IncomingMessage, response: ServerResponse, page: CachedPage) {
  const headers: Record<string, string | string[]> = { ...page.headers, [PAGE_CACHE_HEADER]: "HIT" };
  if (etagMatches(request, page.headers.etag)) {
    delete headers["content-type"];
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const body = page.gzip && acceptsGzip(request) ? page.gzip : page.body;
  if (body === page.gzip) headers["content-encoding"] = "gzip";
  headers["content-length"] = String(body.length);
  response.writeHead(page.status, headers);
  if (request.method === "HEAD") return void response.end();
  writeInSlices(response, body, 0);
}

const SLICE_BYTES = 64 * 1024;

/**
 * Writes a large body in 64 KiB slices, waiting for the socket to drain, as a file stream does:
 * handed over in one piece, a 270 KB home page stalled for 40 ms at a time under concurrent load
 * (p97.5 40 ms against 13 ms for a public/ file of the same size).
 */
function writeInSlices(response: ServerResponse, body: Buffer, from: number) {
  let offset = from;
  while (offset + SLICE_BYTES < body.length) {
    const slice = body.subarray(offset, offset + SLICE_BYTES);
    offset += SLICE_BYTES;
    if (!response.write(slice)) {
      response.once("drain", () => writeInSlices(response, body, offset));
      return;
    }
  }
  response.end(body.subarray(offset));
}

type Chunk = string | Uint8Array;

/** Copies what Next.js writes to the response, up to `limit` bytes (beyond it the copy is abandoned). */
function recordBody(response: ServerResponse, limit: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) {
      overflow = true;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  let headArgument: Record<string, string | string[] | number | undefined> = {};
  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse["write"];
  response.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return end(...args);
  }) as ServerResponse["end"];
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    // Headers passed to writeHead directly are not in getHeaders().
    const last = rest.at(-1);
    if (last && typeof last === "object" && !Array.isArray(last)) headArgument = Object.fromEntries(Object.entries(last).map(([k, v]) => [k.toLowerCase(), v]));
    return writeHead(status, ...rest);
  }) as ServerResponse["writeHead"];
  return {
    result: () => (overflow ? null : { body: Buffer.concat(chunks), headers: { ...response.getHeaders(), ...headArgument } }),
  };
}

export function cachedRequestHandler(cache: PageCache, handle: RequestHandler, options: { maxEntryBytes: number; onError?: (error: unknown) => void }): RequestHandler {
  return (request, response) => {
    if (!cache.enabled) return handle(request, response);
    const decision = pageCacheDecision(request);
    if (!decision.cache) return handle(request, response);
    const hit = cache.get(decision.key);
    if (hit) return serve(request, response, hit);

    response.setHeader(PAGE_CACHE_HEADER, request.method === "GET" ? "MISS" : "BYPASS");
    if (request.method !== "GET") return handle(request, response);
    const epoch = cache.currentEpoch();
    // Next.js compresses only with gzip here, so the copy is one known encoding (or plain, for a
    // body too small to compress); clients that take no gzip get the plain body.
    const gzipped = acceptsGzip(request);
    if (gzipped) request.headers["accept-encoding"] = "gzip";
    else delete request.headers["accept-encoding"];
    // A conditional request may be answered 304 with no body to keep.
    delete request.headers["if-none-match"];
    delete request.headers["if-modified-since"];
    const recorder = recordBody(response, options.maxEntryBytes);
    response.once("finish", () => {
      try {
        const recorded = recorder.result();
        if (!recorded) return;
        const compressed = gzipped && String(recorded.headers["content-encoding"] ?? "").toLowerCase() === "gzip";
        if (compressed) delete recorded.headers["content-encoding"];
        if (!isStorableResponse(response.statusCode, recorded.headers, decision.kind)) return;
        const headers: CachedPage["headers"] = {};
        for (const [name, value] of Object.entries(recorded.headers)) {
          if (value === undefined || UNSTORED_HEADERS.has(name) || name === PAGE_CACHE_HEADER) continue;
          headers[name] = Array.isArray(value) ? value.map(String) : String(value);
        }
        const status = response.statusCode;
        if (compressed) {
          // Unzipped at once (about a millisecond for a 300 KB page; the client has its answer): the
          // very next request for the page is a hit, as it was when misses were sent plain.
          const zipped = recorded.body;
          const body = gunzipSync(zipped);
          if (cache.set(decision.key, decision.path, { status, headers, body }, epoch)) cache.attachGzip(decision.key, body, zipped);
          return;
        }
        const body = recorded.body;
        if (!cache.set(decision.key, decision.path, { status, headers, body }, epoch)) return;
        gzip(body, { level: 6 }, (error, zipped) => {
          if (!error) cache.attachGzip(decision.key, body, zipped);
        });
      } catch (error) {
        options.onError?.(error);
      }
    });
    return handle(request, response);
  };
}
