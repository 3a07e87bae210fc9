"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";

type SavedShop = { href: string; name: string };

/** The shop pages the service worker keeps (its "dlmp-shops-v1" cache), newest first, in this page's language. */
async function savedShops(locale: string): Promise<SavedShop[]> {
  if (!("caches" in window)) return [];
  const cache = await caches.open("dlmp-shops-v1");
  const prefix = locale === "en" ? "" : `/${locale}`;
  const shops: SavedShop[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    const { pathname } = new URL(request.url);
    if (!new RegExp(`^${prefix}/shops/\\d+/`).test(pathname)) continue;
    const html = (await (await cache.match(request))?.text()) ?? "";
    // The page title is "<shop>, <town> | DLMP": keep the shop and town.
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/\s*\|\s*DLMP\s*$/, "") ?? pathname;
    const text = new DOMParser().parseFromString(`<p>${title}</p>`, "text/html").body.textContent ?? title;
    shops.push({ href: pathname, name: text });
  }
  return shops;
}

/** The offline page's words and buttons, and links to the shop pages kept for offline use. */
export function OfflineContent() {
  const t = useTranslations("Offline");
  const locale = useLocale();
  const [shops, setShops] = useState<SavedShop[] | null>(null);
  const home = locale === "en" ? "/" : `/${locale}`;

  useEffect(() => {
    savedShops(locale).then(setShops, () => setShops([]));
  }, [locale]);

  return (
    <section aria-labelledby="offline-title" className="page-container max-w-2xl py-12 sm:py-16">
      <h1 id="offline-title" className="text-3xl font-extrabold tracking-tight text-brand-900">
        {t("title")}
      </h1>
      <p className="mt-3 text-lg text-stone-700">{t("body")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={() => window.location.reload()} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          {t("retry")}
        </button>
        {/* Plain links: a full page load, which the service worker answers from its cache. */}
        <a href={home} className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-5 font-semibold text-stone-800 hover:border-brand-500">
          {t("home")}
        </a>
      </div>
      <h2 className="mt-10 text-xl font-bold text-brand-900">{t("savedShops")}</h2>
      {shops && shops.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {shops.map((shop) => (
            <li key={shop.href}>
              <a href={shop.href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
                {shop.name}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone-600">{t("noSavedShops")}</p>
      )}
    </section>
  );
}
