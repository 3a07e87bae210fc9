import { authSchemas } from "@/lib/validation/auth";
import { clientIp } from "@/server/auth/client-ip";
import { clearFlowCookie, readFlowCookie } from "@/server/auth/flow-cookies";
import { resetPassword } from "@/server/auth/reset-password";
import { endSession } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** docs/product.md#json-api POST /forgot/reset (password, confirm_password): `data.message`; every session of the account ends. */
export const POST = apiRoute(async (request) => {
  const input = await readJson(request, authSchemas.resetPassword);
  const result = await resetPassword({ db, id: input.id ?? (await readFlowCookie("reset")), password: input.password, ip: clientIp(request.headers) });
  await clearFlowCookie("reset", "forgot");
  await endSession().catch(() => undefined);
  return { message: result.message, next: result.loginPath };
});
