import { authSchemas } from "@/lib/validation/auth";
import { clientIp } from "@/server/auth/client-ip";
import { clearFlowCookie, readFlowCookie } from "@/server/auth/flow-cookies";
import { getViewerOf } from "@/server/auth/session";
import { verifySignUp } from "@/server/auth/verify-sign-up";
import { db } from "@/server/db/client";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** docs/product.md#json-api POST /customers/check: a correct code activates the account and signs it in. */
export const POST = apiRoute(async (request) => {
  const input = await readJson(request, authSchemas.codeCheck);
  const id = input.id ?? (await readFlowCookie("pending"));
  const verified = await verifySignUp({ db, id, otp: input.otp, ip: clientIp(request.headers) });
  await clearFlowCookie("pending");
  return { viewer: await getViewerOf(verified.userId, { startSession: true }), next: "/dashboard" };
});
