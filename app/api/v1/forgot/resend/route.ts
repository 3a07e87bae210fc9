import { authSchemas } from "@/lib/validation/auth";
import { clientIp } from "@/server/auth/client-ip";
import { requestLocale } from "@/server/http/request-locale";
import { readFlowCookie, setFlowCookie } from "@/server/auth/flow-cookies";
import { AUTH_SERVER_MESSAGES } from "@/server/auth/messages";
import { resendCode } from "@/server/auth/resend-code";
import { db } from "@/server/db/client";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** docs/product.md#json-api POST /forgot/resend: a new code and a new forgot token. */
export const POST = apiRoute(async (request) => {
  const input = await readJson(request, authSchemas.resend);
  const flow = await resendCode({ db, id: input.id ?? (await readFlowCookie("forgot")), purpose: "password_reset", ip: clientIp(request.headers), locale: requestLocale(request.headers) });
  await setFlowCookie("forgot", flow.id);
  return { ...flow, message: AUTH_SERVER_MESSAGES.otpResent };
});
