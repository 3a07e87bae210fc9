/*
 * DLMP service worker (hand-written; registered by components/pwa/service-worker-registration.tsx).
 *
 * - Precaches the shell: the home page and the offline page in each language, and the CSS, JS and
 *   fonts those pages load.
 * - Shop pages (/shops/{id}/{slug}, any language): network first; each one opened is kept, the last
 *   MAX_SHOPS of them, and served from the cache when the network fails.
 * - The home pages: network first, the precached copy when offline.
 * - Any other page: the network, or the offline page in the page's language when it fails.
 * - Never cached: /api, /admin and the account pages (they are signed-in pages), nor any response
 *   marked private or no-store, nor redirects.
 * - Build files (/_next/static) and the Devanagari font (/fonts, its version in its name): cache
 *   first. Images: cache, refreshed in the background, last MAX_IMAGES kept.
 */
const SHELL_CACHE = "dlmp-shell-v1";
const SHOP_CACHE = "dlmp-shops-v1";
const ASSET_CACHE = "dlmp-assets-v1";
const IMAGE_CACHE = "dlmp-images-v1";
const CURRENT_CACHES = [SHELL_CACHE, SHOP_CACHE, ASSET_CACHE, IMAGE_CACHE];
const MAX_SHOPS = 20;
const MAX_ASSETS = 150;
const MAX_IMAGES = 80;

const HOME_PAGES = ["/", "/mr", "/hi"];
const OFFLINE_PAGES = { en: "/offline", mr: "/mr/offline", hi: "/hi/offline" };
const SHELL_FILES = ["/manifest.webmanifest", "/pwa/icon-192.png", "/icon.svg"];

const SHOP_PAGE = /^(?:\/(?:mr|hi))?\/shops\/\d+\/[^/]+\/?$/;
const PRIVATE =
  /^(?:\/(?:en|mr|hi))?\/(?:admin|dashboard|profile|kyc|downline|favorites|purchase|commisions|commissions|report-fraud|logout|login|register|verifications|verify-otp|forgot-password|forgot-check|reset-password|franchisee-[a-z-]+)(?:\/|$)/;

function localeOf(pathname) {
  const match = /^\/(mr|hi)(?:\/|$)/.exec(pathname);
  return match ? match[1] : "en";
}

function isHome(pathname) {
  return HOME_PAGES.includes(pathname.replace(/\/$/, "") || "/");
}

/** Keep a response only when it is a plain, public, successful page or file of this site. */
function storable(response) {
  if (!response || !response.ok || response.type !== "basic" || response.redirected) return false;
  const cacheControl = response.headers.get("Cache-Control") || "";
  return !/private|no-store/i.test(cacheControl);
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  // Cache.put appends (a re-visited page moves to the end), so the oldest entries come first.
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

/** The /_next/static files and fonts a page's HTML names (scripts, styles, preloaded fonts). */
function assetsIn(html) {
  const found = new Set();
  for (const match of html.matchAll(/\/_next\/static\/[^"'\s)\\]+|\/fonts\/[^"'\s)\\]+\.woff2/g)) found.add(match[0]);
  return [...found];
}

async function precache() {
  const shell = await caches.open(SHELL_CACHE);
  const assets = await caches.open(ASSET_CACHE);
  const pages = [...HOME_PAGES, ...Object.values(OFFLINE_PAGES)];
  const wanted = new Set();
  await Promise.all(
    pages.map(async (path) => {
      // Without cookies: the shell is the same for everyone, and the proxy does not send a plain URL
      // to the visitor's remembered language (the path names the language).
      const response = await fetch(new Request(path, { cache: "reload", credentials: "omit" }));
      if (!storable(response)) throw new Error(`precache ${path}: ${response.status}`);
      const html = await response.clone().text();
      for (const asset of assetsIn(html)) wanted.add(asset);
      await shell.put(path, response);
    }),
  );
  await shell.addAll(SHELL_FILES);
  await Promise.all(
    [...wanted].map(async (asset) => {
      if (await assets.match(asset)) return;
      const response = await fetch(asset);
      if (storable(response)) await assets.put(asset, response);
    }),
  );
  // CSS files name fonts; fetch those the stylesheets name too (woff2 only).
  for (const key of await assets.keys()) {
    if (!key.url.endsWith(".css")) continue;
    const css = await (await assets.match(key)).text();
    for (const match of css.matchAll(/(?:\/_next\/static\/media|\/fonts)\/[^"'\s)]+\.woff2/g)) {
      if (await assets.match(match[0])) continue;
      const response = await fetch(match[0]);
      if (storable(response)) await assets.put(match[0], response);
    }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("dlmp-") && !CURRENT_CACHES.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/**
 * A navigation answered through a redirect (a plain URL sent to the visitor's language) comes back
 * followed; hand the browser the redirect itself, so the address bar shows where it landed.
 */
async function fetchPage(request) {
  // Always ask the server (a conditional request when the HTTP cache has the page): Next.js marks
  // static pages stale-while-revalidate, and a stale copy would skip the proxy, which sends a plain
  // URL to the visitor's chosen language.
  // The copy is no longer a navigation, so it says it is one (x-dlmp-page, i18n/remembered-locale.ts).
  const headers = new Headers(request.headers);
  headers.set("x-dlmp-page", "1");
  const response = await fetch(new Request(request, { cache: "no-cache", headers }));
  if (response.redirected && request.mode === "navigate") return Response.redirect(response.url, 303);
  return response;
}

async function offlinePage(pathname) {
  const cached = (await caches.match(OFFLINE_PAGES[localeOf(pathname)])) || (await caches.match(OFFLINE_PAGES.en));
  return cached || new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Network first; a good answer is kept under the path (no query); the kept copy when offline. */
async function networkFirst(request, url, cacheName, max) {
  const key = url.origin + url.pathname.replace(/(.)\/$/, "$1");
  try {
    const response = await fetchPage(request);
    if (storable(response)) {
      const cache = await caches.open(cacheName);
      await cache.put(key, response.clone());
      if (max) await trim(cacheName, max);
    }
    return response;
  } catch {
    const cached = await caches.match(key);
    if (cached) return cached;
    return offlinePage(url.pathname);
  }
}

async function navigate(event, url) {
  if (SHOP_PAGE.test(url.pathname)) return networkFirst(event.request, url, SHOP_CACHE, MAX_SHOPS);
  if (isHome(url.pathname)) return networkFirst(event.request, url, SHELL_CACHE, 0);
  try {
    return await fetchPage(event.request);
  } catch {
    return offlinePage(url.pathname);
  }
}

async function cacheFirst(request, cacheName, max) {
  const cached = await caches.match(request, { cacheName });
  if (cached) return cached;
  const response = await fetch(request);
  if (storable(response)) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
    await trim(cacheName, max);
  }
  return response;
}

async function staleWhileRevalidate(event, cacheName, max) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(event.request);
  const refresh = fetch(event.request).then(async (response) => {
    if (storable(response)) {
      await cache.put(event.request, response.clone());
      await trim(cacheName, max);
    }
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/") || url.pathname === "/sw.js") return;

  if (request.mode === "navigate") {
    if (PRIVATE.test(url.pathname)) {
      // Signed-in and account pages: always the network, never kept; the offline page if it fails.
      event.respondWith(fetchPage(request).catch(() => offlinePage(url.pathname)));
      return;
    }
    event.respondWith(navigate(event, url));
    return;
  }
  if (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/fonts/")) {
    event.respondWith(cacheFirst(request, ASSET_CACHE, MAX_ASSETS));
    return;
  }
  if (url.pathname.startsWith("/_next/image") || /^\/(?:media|images|pwa|icons)\//.test(url.pathname)) {
    event.respondWith(staleWhileRevalidate(event, IMAGE_CACHE, MAX_IMAGES));
    return;
  }
  // Everything else (data requests of the client router, /manifest.webmanifest, ...) goes to the
  // network as usual; a precached shell file answers when that fails.
  if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname).then((cached) => cached || Response.error())));
  }
});
