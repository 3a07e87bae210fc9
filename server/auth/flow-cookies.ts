import "server-only";
import { cookies } from "next/headers";
import { env } from "@/server/env";

/**
 * docs/product.md keeps the pending-verification, forgot and reset "tokens" in browser storage. Here they are
 * httpOnly cookies holding the flow's random id (a one_time_codes row), so scripts cannot read
 * them and the server decides every redirect.
 */
export const FLOW_COOKIES = {
  pending: { name: "dlmp_pending", maxAgeSeconds: 60 * 60 },
  forgot: { name: "dlmp_forgot", maxAgeSeconds: 30 * 60 },
  reset: { name: "dlmp_reset", maxAgeSeconds: 15 * 60 },
} as const;

export type FlowCookie = keyof typeof FLOW_COOKIES;

export async function readFlowCookie(kind: FlowCookie): Promise<string | undefined> {
  return (await cookies()).get(FLOW_COOKIES[kind].name)?.value;
}

export async function setFlowCookie(kind: FlowCookie, id: string): Promise<void> {
  (await cookies()).set(FLOW_COOKIES[kind].name, id, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production",
    path: "/",
    maxAge: FLOW_COOKIES[kind].maxAgeSeconds,
  });
}

export async function clearFlowCookie(...kinds: FlowCookie[]): Promise<void> {
  const store = await cookies();
  for (const kind of kinds) store.delete(FLOW_COOKIES[kind].name);
}
