import { isIP } from "node:net";
import { env } from "@/server/env";

/** The header through which the app hands Better Auth the client IP it worked out. */
export const CLIENT_IP_HEADER = "x-dlmp-client-ip";

function ipv4ToInt(ip: string): number {
  return ip.split(".").reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
}

function normalise(ip: string): string {
  const trimmed = ip.trim().replace(/^\[|\]$/g, "");
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/** Whether ip equals an entry or falls in an IPv4 CIDR range of the list. */
export function isTrustedProxy(ip: string, trusted: readonly string[]): boolean {
  const address = normalise(ip);
  return trusted.some((entry) => {
    const [base, bits] = entry.split("/");
    if (!base) return false;
    if (bits === undefined) return normalise(base) === address;
    if (isIP(base) !== 4 || isIP(address) !== 4) return false;
    const prefix = Number(bits);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > 32) return false;
    const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
    return (ipv4ToInt(base) & mask) === (ipv4ToInt(address) & mask);
  });
}

/**
 * The client's IP for rate limits. X-Forwarded-For is read right to left: the rightmost entry is
 * what the immediate hop reported (Next.js fills the header from the socket when none came in);
 * entries added by configured trusted proxies are skipped. With no trusted proxies (the default)
 * only the rightmost entry counts, so a client cannot pick its own key by sending the header.
 */
export function clientIp(headers: Headers, trusted: readonly string[] = env.TRUSTED_PROXIES): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map(normalise)
    .filter((entry) => isIP(entry) !== 0);
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const hop = chain[i]!;
    if (i > 0 && isTrustedProxy(hop, trusted)) continue;
    return hop;
  }
  return "unknown";
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
