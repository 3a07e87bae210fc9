import { authSchemas } from "@/lib/validation/auth";
import { clientIp } from "@/server/auth/client-ip";
import { clearFlowCookie, readFlowCookie, setFlowCookie } from "@/server/auth/flow-cookies";
import { confirmResetCode } from "@/server/auth/confirm-reset-code";
import { db } from "@/server/db/client";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** docs/product.md#json-api POST /forgot/check: a correct code swaps the forgot token for the reset token. */
export const POST = apiRoute(async (request) => {
  const input = await readJson(request, authSchemas.codeCheck);
  const confirmed = await confirmResetCode({ db, id: input.id ?? (await readFlowCookie("forgot")), otp: input.otp, ip: clientIp(request.headers) });
  await clearFlowCookie("forgot");
  await setFlowCookie("reset", confirmed.id);
  return { mobile: confirmed.mobile, next: "/reset-password" };
});
