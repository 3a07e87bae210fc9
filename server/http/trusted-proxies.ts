/**
 * Which address a request came from, given the proxies we trust (TRUSTED_PROXIES). Used by the
 * production server before Next.js sees a request (server/http/edge-request.ts) and by the app's one
 * reader of the client address (server/auth/client-ip.ts). Not `server-only`: scripts import it.
 */
import { BlockList, isIP } from "node:net";

/** `[::1]`, ` 1.2.3.4 ` and `::ffff:1.2.3.4` to their plain form; anything else unchanged. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim().replace(/^\[|\]$/g, "");
  return trimmed.toLowerCase().startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/** An address (`10.0.0.5`, `::1`) or a CIDR range (`10.0.0.0/8`, `2400:cb00::/32`). */
export function isProxyEntry(entry: string): boolean {
  const [base, bits, extra] = entry.trim().split("/");
  if (extra !== undefined || !base) return false;
  const family = isIP(normaliseIp(base));
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

const lists = new WeakMap<readonly string[], BlockList>();

/** The entries as a BlockList, made once per list (the env module's list lives as long as the process). */
function blockList(entries: readonly string[]): BlockList {
  let list = lists.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    if (!isProxyEntry(entry)) continue;
    const [base, bits] = entry.trim().split("/");
    const address = normaliseIp(base!);
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  lists.set(entries, list);
  return list;
}

export function isTrustedProxy(ip: string, trusted: readonly string[]): boolean {
  const address = normaliseIp(ip);
  const family = isIP(address);
  if (family === 0 || trusted.length === 0) return false;
  return blockList(trusted).check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address: the connection's peer, unless the peer is a trusted proxy; then the
 * X-Forwarded-For chain is walked from the right (each proxy appends the address it saw), skipping
 * trusted hops, and the first untrusted entry is the client. Entries left of it were written by
 * the client or by proxies we do not know, so they never count. A chain of trusted hops only gives
 * its leftmost entry. Null when there is nothing usable (no peer and no valid entry).
 */
export function resolveClientIp(options: { peer?: string | null; forwardedFor?: string | null; trusted: readonly string[] }): string | null {
  const chain = (options.forwardedFor ?? "")
    .split(",")
    .map(normaliseIp)
    .filter((entry) => isIP(entry) !== 0);
  const peer = options.peer ? normaliseIp(options.peer) : null;
  const hops = peer && isIP(peer) !== 0 ? [...chain, peer] : chain;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    if (i > 0 && isTrustedProxy(hop, options.trusted)) continue;
    return hop;
  }
  return null;
}
