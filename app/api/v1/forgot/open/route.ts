import { NextResponse } from "next/server";
import { clearFlowCookie, setFlowCookie } from "@/server/auth/flow-cookies";
import { findOpenFlow } from "@/server/auth/one-time-code";
import { FLOW_MAX_AGE_MINUTES } from "@/server/auth/resend-code";
import { db } from "@/server/db/client";

/**
 * GET /api/v1/forgot/open?flow=…: the link in a password code an operator sent a shop owner
 * (server/shop-admin/send-franchisee-password-code.ts). It puts the flow in this browser, as
 * POST /forgot/index does, and opens /forgot-check, where the owner types the code from the same
 * SMS; then /reset-password. The id alone grants nothing: the code is still needed. An unknown or
 * spent flow leads to the franchisee login, which says to contact the service provider.
 */
export async function GET(request: Request) {
  const id = new URL(request.url).searchParams.get("flow") ?? undefined;
  const flow = id && id.length <= 64 ? await findOpenFlow(db, { id, purpose: "password_reset", stage: "code", maxAgeMinutes: FLOW_MAX_AGE_MINUTES.password_reset }) : null;
  if (!flow) return NextResponse.redirect(new URL("/franchisee-login", request.url), 303);
  await setFlowCookie("forgot", flow.id);
  await clearFlowCookie("reset");
  return NextResponse.redirect(new URL("/forgot-check", request.url), 303);
}
