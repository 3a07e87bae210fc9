import { authSchemas } from "@/lib/validation/auth";
import { clientIp } from "@/server/auth/client-ip";
import { requestLocale } from "@/server/http/request-locale";
import { readFlowCookie, setFlowCookie } from "@/server/auth/flow-cookies";
import { AUTH_SERVER_MESSAGES } from "@/server/auth/messages";
import { resendCode } from "@/server/auth/resend-code";
import { db } from "@/server/db/client";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** docs/product.md#json-api POST /customers/resend: a new code; the new pending verification replaces the old. */
export const POST = apiRoute(async (request) => {
  const input = await readJson(request, authSchemas.resend);
  const flow = await resendCode({ db, id: input.id ?? (await readFlowCookie("pending")), purpose: "signup", ip: clientIp(request.headers), locale: requestLocale(request.headers) });
  await setFlowCookie("pending", flow.id);
  return { ...flow, message: AUTH_SERVER_MESSAGES.otpResent };
});
