import "server-only";
import { headers } from "next/headers";
import { clientIp } from "@/server/auth/client-ip";

/**
 * The caller's IP address for a limit or a counter: the one place the Verify limit and the shop
 * visit counter read it, so a change in how the address is derived (clientIp) reaches both. From
 * the request's headers in a route handler, from next/headers in a server action.
 */
export async function callerIp(from?: Headers): Promise<string> {
  return clientIp(from ?? (await headers()));
}
