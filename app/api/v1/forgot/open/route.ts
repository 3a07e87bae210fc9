import { clearFlowCookie, setFlowCookie } from "@/server/auth/flow-cookies";
import { findOpenFlow } from "@/server/auth/one-time-code";
import { FLOW_MAX_AGE_MINUTES } from "@/server/auth/resend-code";
import { db } from "@/server/db/client";

/**
 * GET /api/v1/forgot/open?flow=…: the link in a password code an operator sent a shop owner
 * (server/franchisees/send-franchisee-password-code.ts). It puts the flow in this browser, as
 * POST /forgot/index does, and opens /forgot-check, where the owner types the code from the same
 * SMS; then /reset-password. The id alone grants nothing: the code is still needed. An unknown or
 * spent flow leads to the franchisee login, which says to contact the service provider.
 */
export async function GET(request: Request) {
  const id = new URL(request.url).searchParams.get("flow") ?? undefined;
  const flow = id && id.length <= 64 ? await findOpenFlow(db, { id, purpose: "password_reset", stage: "code", maxAgeMinutes: FLOW_MAX_AGE_MINUTES.password_reset }) : null;
  if (!flow) return seeOther("/franchisee-login");
  await setFlowCookie("forgot", flow.id);
  await clearFlowCookie("reset");
  return seeOther("/forgot-check");
}

/**
 * A relative Location: request.url names the host the server listens on (localhost), which may not
 * be the one the browser used; a redirect there would leave the flow cookie behind on the other host.
 */
function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
}
