import { authSchemas } from "@/lib/validation/auth";
import { clientIp } from "@/server/auth/client-ip";
import { requestLocale } from "@/server/http/request-locale";
import { clearFlowCookie, setFlowCookie } from "@/server/auth/flow-cookies";
import { logIn } from "@/server/auth/log-in";
import { AUTH_SERVER_MESSAGES } from "@/server/auth/messages";
import { getViewerOf } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { apiRoute, readJson } from "@/server/http/route-handler";

/**
 * docs/product.md#json-api POST /customers/login (mobile, password). Success: the session cookie and `{viewer}`.
 * A right password on a never-verified number: a code is sent and `next` is /verifications.
 */
export const POST = apiRoute(async (request) => {
  const input = await readJson(request, authSchemas.login);
  const result = await logIn({ db, ...input, role: "customer", ip: clientIp(request.headers), locale: requestLocale(request.headers) });
  if (result.kind === "verify") {
    await setFlowCookie("pending", result.pending.id);
    return { viewer: null, next: "/verifications", pending: result.pending, message: AUTH_SERVER_MESSAGES.verifyFirst };
  }
  await clearFlowCookie("pending", "forgot", "reset");
  return { viewer: await getViewerOf(result.userId, { startSession: true }), next: "/dashboard" };
});
