import { authSchemas } from "@/lib/validation/auth";
import { clientIp } from "@/server/auth/client-ip";
import { logIn } from "@/server/auth/log-in";
import { getViewerOf } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** docs/product.md#json-api POST /franchisee/login (mobile, password): the session cookie (the product's franchisee token) and `{viewer}`. */
export const POST = apiRoute(async (request) => {
  const input = await readJson(request, authSchemas.login);
  const result = await logIn({ db, ...input, role: "franchisee", ip: clientIp(request.headers) });
  if (result.kind !== "signed-in") throw new Error("franchisee login never asks for verification");
  return { viewer: await getViewerOf(result.userId, { startSession: true }), next: "/franchisee-dashboard" };
});
