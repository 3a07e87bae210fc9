/**
 * What the production server (scripts/serve-app.ts) does to every request before Next.js sees it:
 * works out the client's address from the connection and the trusted proxies, and holds the body
 * to its route's limit as it arrives. Not `server-only`: the production server imports it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { bodyLimitFor, TOO_LARGE_MESSAGE } from "./body-limits";
import { isMalformedUrl, malformedUrlResponse } from "./server-action-guard";
import { resolveClientIp } from "./trusted-proxies";

/**
 * Headers through which a client could name its own address. Stripped from every request, then
 * X-Forwarded-For is set to the one address worked out here: Next.js, Better Auth (which reads
 * the app's own header, set from it by server/auth/client-ip.ts) and the rate limits all see that.
 */
export const CLIENT_ADDRESS_HEADERS = [
  "x-forwarded-for",
  "x-real-ip",
  "forwarded",
  "x-dlmp-client-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
] as const;

/** Replaces whatever the client sent about its address with the address worked out from the connection. */
export function settleClientAddress(request: IncomingMessage, trusted: readonly string[]): string | null {
  const forwarded = request.headers["x-forwarded-for"];
  const address = resolveClientIp({
    peer: request.socket.remoteAddress,
    forwardedFor: Array.isArray(forwarded) ? forwarded.join(",") : forwarded,
    trusted,
  });
  for (const name of CLIENT_ADDRESS_HEADERS) delete request.headers[name];
  if (address) request.headers["x-forwarded-for"] = address;
  return address;
}

function pathnameOf(request: IncomingMessage): string {
  const url = request.url ?? "/";
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

const REFUSAL = JSON.stringify({ status: "failure", data: null, errors: { msg: TOO_LARGE_MESSAGE } });

/**
 * A refused connection closes as nginx's "lingering close" does: the server stops writing at once,
 * but reads and drops what the client goes on sending, and only closes the socket once the client
 * has been quiet for LINGER_IDLE_MS (or after LINGER_MAX_MS in all). A client still busy writing its
 * body has not read the 413 yet; closing under it resets the connection, and the client sees a
 * write error instead of the answer.
 */
const LINGER_IDLE_MS = 2_000;
const LINGER_MAX_MS = 15_000;

/** The refused requests' linger timers, kept fresh by every chunk the client still sends. */
const lingering = new WeakMap<IncomingMessage, NodeJS.Timeout>();

function answerTooLarge(request: IncomingMessage, response: ServerResponse) {
  const socket = request.socket as IncomingMessage["socket"] & { destroySoon?: () => void };
  let closing = false;
  const linger = () => {
    if (closing) return;
    closing = true;
    socket.end();
    const destroy = () => socket.destroy();
    const last = setTimeout(destroy, LINGER_MAX_MS).unref();
    lingering.set(request, setTimeout(destroy, LINGER_IDLE_MS).unref());
    socket.once("close", () => {
      clearTimeout(last);
      clearTimeout(lingering.get(request));
    });
  };
  // Node's server ends a `connection: close` answer with socket.destroySoon(), closing the socket as
  // soon as the answer is written, under a client that is still sending. This socket lingers instead.
  socket.destroySoon = linger;
  if (!response.headersSent && !response.writableEnded) {
    response.writeHead(413, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(REFUSAL),
      "cache-control": "no-store",
      connection: "close",
    });
    response.end(REFUSAL);
  }
  // Whatever Next.js writes later (its handler's body read fails when the socket closes) goes nowhere.
  silence(response);
  if (response.writableFinished) linger();
  else response.once("finish", linger);
}

/** The client of a refused request is still sending: it has not read the answer yet. */
function stillSending(request: IncomingMessage) {
  lingering.get(request)?.refresh();
}

/** Turns a response into a sink once the 413 is out, so a handler answering late cannot throw "headers already sent". */
function silence(response: ServerResponse) {
  const sink = response as unknown as Record<string, unknown>;
  const self = () => response;
  for (const name of ["setHeader", "appendHeader", "removeHeader", "writeHead", "flushHeaders"]) sink[name] = self;
  sink.write = () => true;
  sink.end = (...args: unknown[]) => {
    const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (callback) queueMicrotask(callback);
    return response;
  };
}

/**
 * Holds the request body to its route's limit (server/http/body-limits.ts). A declared length over
 * it is answered 413 at once, without reading; a chunked body is counted as the connection hands
 * it over, and past the limit nothing more is passed on, the 413 goes out and the connection
 * closes. Answers whether the request was refused (then it must not go on to Next.js).
 */
export function limitRequestBody(request: IncomingMessage, response: ServerResponse): boolean {
  const limit = bodyLimitFor(pathnameOf(request), request.headers["next-action"] !== undefined);
  const declared = request.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) {
    answerTooLarge(request, response);
    // The body never reaches anyone: drop it as it comes rather than leave it to fill buffers.
    request.on("data", () => stillSending(request));
    return true;
  }
  let seen = 0;
  let refused = false;
  // Node's HTTP parser hands every body chunk to push(); counting there sees each byte as it
  // arrives, whoever reads the stream and however (Next.js reads it in its own way per route kind).
  const push = request.push.bind(request);
  request.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) {
      if (chunk !== null && chunk !== undefined) stillSending(request);
      return true;
    }
    if (chunk !== null && chunk !== undefined) {
      seen += (chunk as Buffer).length;
      if (seen > limit) {
        refused = true;
        answerTooLarge(request, response);
        return true;
      }
    }
    return push(chunk, encoding);
  };
  return false;
}

/**
 * Answers 400 for an address with a NUL or percent-encoding that does not decode (Next.js answered
 * `/shops/%25` with a 500 while decoding the route's parameters). Answers whether it refused.
 */
export function refuseMalformedUrl(request: IncomingMessage, response: ServerResponse): boolean {
  const url = request.url ?? "/";
  if (!isMalformedUrl(url)) return false;
  const answer = malformedUrlResponse(pathnameOf(request));
  response.writeHead(answer.status, { "content-type": answer.type, "content-length": Buffer.byteLength(answer.body), "cache-control": "no-store" });
  response.end(request.method === "HEAD" ? undefined : answer.body);
  return true;
}
