import "server-only";
import { headers } from "next/headers";
import { configuredSiteUrl, siteUrl } from "@/lib/site";

/**
 * The site's public address for canonical, referral and SMS links: NEXT_PUBLIC_SITE_URL. In
 * development without it, the address the request came to, so a phone on the same network gets
 * links it can open instead of "http://localhost:3000". Outside development the request is never
 * asked: a page Next.js keeps for everyone must not carry whatever Host header one client sent
 * (and the production server does not start without the setting: server/env.ts).
 */
export async function siteOrigin(): Promise<URL> {
  if (configuredSiteUrl || process.env.NODE_ENV !== "development") return siteUrl;
  try {
    const request = await headers();
    const host = request.get("x-forwarded-host")?.split(",")[0]?.trim() || request.get("host");
    const protocol = request.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
    if (host) return new URL(`${protocol}://${host}`);
  } catch {
    // Outside a request (a script): this machine's address.
  }
  return siteUrl;
}
