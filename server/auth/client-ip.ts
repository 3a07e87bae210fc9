import { env } from "@/server/env";
import { resolveClientIp } from "@/server/http/trusted-proxies";

/** The header through which the app hands Better Auth the client IP it worked out. */
export const CLIENT_IP_HEADER = "x-dlmp-client-ip";

/**
 * The client's IP, the one answer every per-IP limit, the public forms and Better Auth's session
 * record use. The production server (scripts/serve-app.ts, server/http/edge-request.ts) works it
 * out from the connection and TRUSTED_PROXIES before Next.js sees the request, strips every
 * forwarding header the client sent and leaves exactly that address in X-Forwarded-For, so this
 * only reads it back. Under `next dev` and in tests the header is read right to left, skipping
 * trusted proxies (Next.js's dev server keeps a client's own X-Forwarded-For: development only).
 */
export function clientIp(headers: Headers, trusted: readonly string[] = env.TRUSTED_PROXIES): string {
  return resolveClientIp({ forwardedFor: headers.get("x-forwarded-for"), trusted }) ?? "unknown";
}

/** Headers for server-side auth.api calls: the caller's cookies and agent, and the worked-out IP. */
export function authHeaders(source: Headers): Headers {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent", "origin", "host"]) {
    const value = source.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, clientIp(source));
  return headers;
}
