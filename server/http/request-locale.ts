import { routing, type AppLocale } from "@/i18n/routing";

/**
 * The language a request asks for, for texts the server sends on its own (SMS). Our pages' forms
 * send `Accept-Language: <the page's language>` (the page's `<html lang>`), so an SMS follows the
 * language of the page the person used; any other client may send its own. The first supported
 * language in preference order wins (q-values honoured, region ignored: mr-IN is mr); English
 * otherwise.
 */
export function requestLocale(headers: Headers): AppLocale {
  const header = headers.get("accept-language");
  if (!header) return routing.defaultLocale;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.language !== "" && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry) => (routing.locales as readonly string[]).includes(entry.language));
  return (match?.language as AppLocale | undefined) ?? routing.defaultLocale;
}
