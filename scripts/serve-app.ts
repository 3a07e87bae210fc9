/**
 * The production server (`npm start`, `npm run cluster`, the benchmarks): Next.js's own request
 * handler (`next({ dev: false })`, the documented custom-server form) behind the in-process page
 * cache, plus the PostgreSQL channel through which instances tell each other that public pages
 * changed (docs/decisions/079-in-process-page-cache.md). Run as
 * `NODE_ENV=production node --import tsx scripts/serve-app.ts` after `next build`; PORT and the
 * database come from the environment (scripts/run-app.ts sets them). `npm run dev` keeps `next dev`.
 */
import { createServer } from "node:http";
import next from "next";
import { databaseUrl, parseEnv } from "../server/env";
import { withoutRepeatedHeaders } from "../server/http/repeated-headers";
import { limitRequestBody, refuseMalformedUrl, settleClientAddress } from "../server/http/edge-request";
import { cachedRequestHandler } from "../server/page-cache/cached-request-handler";
import { INTERNAL_SECRET_HEADER, internalSecret } from "../server/page-cache/internal-secret";
import { PageCache } from "../server/page-cache/page-cache";
import { openPageChangeChannel } from "../server/page-cache/page-change-channel";
import { installPageChangeHook, publicPagePaths, type PublicPageChange } from "../server/page-cache/public-page-change";
import { flushPendingShopEvents } from "../server/insights/pending-shop-events";

async function main() {
  if (process.env.NODE_ENV !== "production") throw new Error("scripts/serve-app.ts serves the production build: run it with NODE_ENV=production (npm start does)");
  const settings = parseEnv();
  // Before Next.js loads the server chunks: with source maps on (tsx turns them on for the whole
  // process) Node.js parses and keeps every chunk's map, and Next.js decodes one more per logged error.
  process.setSourceMapsEnabled(settings.SERVER_SOURCE_MAPS);
  const port = settings.PORT;
  const maxBytes = settings.PAGE_CACHE_MAX_MB * 1024 * 1024;
  const maxEntryBytes = Math.min(8 * 1024 * 1024, Math.floor(maxBytes / 8));
  const cache = new PageCache({ maxBytes, maxEntryBytes, ttlMs: settings.PAGE_CACHE_TTL_SECONDS * 1000 });

  const app = next({ dev: false, hostname: "localhost", port });
  await app.prepare();
  const handle = app.getRequestHandler();

  const invalidate = (change: PublicPageChange) => (change.categoriesChanged ? cache.clear() : cache.invalidatePaths(publicPagePaths(change)));
  const secret = internalSecret(settings.BETTER_AUTH_SECRET);
  const channel = openPageChangeChannel({
    connectionString: databaseUrl(settings),
    onChange: (change) => {
      invalidate(change);
      // Next.js expires its ISR copies only inside a request: ask this instance's internal route,
      // then drop again whatever was cached from the old copies meanwhile.
      fetch(`http://127.0.0.1:${port}/api/internal/revalidate`, {
        method: "POST",
        headers: { "content-type": "application/json", [INTERNAL_SECRET_HEADER]: secret },
        body: JSON.stringify(change),
      })
        .then((response) => {
          if (response.status !== 204) console.error(`[page-cache] internal revalidation answered ${response.status}`);
        })
        .catch((error: unknown) => console.error("[page-cache] internal revalidation failed:", error instanceof Error ? error.message : error))
        .finally(() => invalidate(change));
    },
  });
  installPageChangeHook({
    invalidate,
    publish: (change) => {
      invalidate(change);
      channel.publish(change).catch((error: unknown) => console.error("[page-cache] could not publish a change:", error instanceof Error ? error.message : error));
    },
  });

  // Outside the cache, so a page it keeps and a response it never sees are both cleaned of repeated headers.
  const pages = withoutRepeatedHeaders(cachedRequestHandler(cache, handle, { maxEntryBytes, onError: (error) => console.error("[page-cache] could not keep a page:", error) }));
  // Before anything reads a header or a byte of the body: the client's address from the connection
  // and TRUSTED_PROXIES (whatever forwarding headers the client sent), and the body held to its
  // route's limit as it arrives (docs/decisions/100-client-address-from-the-connection.md,
  // docs/decisions/101-request-body-limits-at-the-edge.md).
  const server = createServer((request, response) => {
    settleClientAddress(request, settings.TRUSTED_PROXIES);
    if (limitRequestBody(request, response) || refuseMalformedUrl(request, response)) return;
    return pages(request, response);
  });
  // A reverse proxy reuses idle connections to the app for up to a minute (nginx's upstream
  // keepalive_timeout, load balancers' idle timeouts); Node closes them after 5 s by default, so a
  // request sent on a connection Node was closing got "connection reset" and nginx answered 502
  // (a POST is not retried on the other instance). Keep them open longer than the proxy does.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(port, resolve));
  console.log(`[app] ready on http://localhost:${port} (page cache ${cache.enabled ? `${settings.PAGE_CACHE_MAX_MB} MiB, ${settings.PAGE_CACHE_TTL_SECONDS} s` : "off"})`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 10_000).unref();
    installPageChangeHook(undefined);
    await channel.close();
    server.close();
    server.closeAllConnections();
    // The shop taps and impressions this instance still holds in memory (docs/decisions/135-shop-insights.md).
    await flushPendingShopEvents().catch((error: unknown) => console.error("[app] could not write the last shop counts:", error));
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

main().catch((error: unknown) => {
  console.error("[app] could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
