import { authSchemas } from "@/lib/validation/auth";
import { clientIp } from "@/server/auth/client-ip";
import { requestLocale } from "@/server/http/request-locale";
import { clearFlowCookie, setFlowCookie } from "@/server/auth/flow-cookies";
import { AUTH_SERVER_MESSAGES } from "@/server/auth/messages";
import { startPasswordReset } from "@/server/auth/start-password-reset";
import { db } from "@/server/db/client";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** docs/product.md#json-api POST /forgot/index (mobile): the forgot token; the same answer for any number. */
export const POST = apiRoute(async (request) => {
  const input = await readJson(request, authSchemas.forgot);
  const flow = await startPasswordReset({ db, mobile: input.mobile, ip: clientIp(request.headers), locale: requestLocale(request.headers) });
  await setFlowCookie("forgot", flow.id);
  await clearFlowCookie("reset");
  return { ...flow, message: AUTH_SERVER_MESSAGES.otpSent };
});
