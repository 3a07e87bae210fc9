import "server-only";
import { publicSiteUrl } from "@/server/env";
import { AppError } from "@/server/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site's page (CSRF): a browser names the page's
 * origin in `Origin` (and `Sec-Fetch-Site`) on every POST, and those must be this site. Requests
 * with neither header come from non-browser clients (the mobile app, curl), which carry no
 * ambient cookies of ours. SameSite=Lax session cookies are the second layer.
 */
export function isCrossOriginWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  if (origin) {
    if (origin === "null") return true;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return true;
    }
    const allowed = new Set([new URL(publicSiteUrl()).host, request.headers.get("host") ?? "", new URL(request.url).host]);
    return !allowed.has(host);
  }
  const site = request.headers.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site";
}

export function assertSameOrigin(request: Request): void {
  if (isCrossOriginWrite(request)) {
    throw new AppError("forbidden", { message: "cross-origin write refused", userMessage: "This request came from another website and was refused." });
  }
}
