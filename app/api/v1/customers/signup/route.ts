import { authSchemas } from "@/lib/validation/auth";
import { clientIp } from "@/server/auth/client-ip";
import { requestLocale } from "@/server/http/request-locale";
import { setFlowCookie } from "@/server/auth/flow-cookies";
import { AUTH_SERVER_MESSAGES } from "@/server/auth/messages";
import { signUpCustomer } from "@/server/auth/sign-up-customer";
import { db } from "@/server/db/client";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** docs/product.md#json-api POST /customers/signup: answers the pending verification {id, mobile, valid}. */
export const POST = apiRoute(async (request) => {
  const input = await readJson(request, authSchemas.signUp);
  const pending = await signUpCustomer({ db, input, ip: clientIp(request.headers), locale: requestLocale(request.headers) });
  await setFlowCookie("pending", pending.id);
  return { ...pending, message: AUTH_SERVER_MESSAGES.otpSent };
});
