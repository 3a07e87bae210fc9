import { clearFlowCookie } from "@/server/auth/flow-cookies";
import { endSession } from "@/server/auth/session";
import { apiRoute } from "@/server/http/route-handler";

/** /logout: revokes the session and clears every account cookie (docs/product.md: "clears all stored data"). */
export const POST = apiRoute(async () => {
  await endSession();
  await clearFlowCookie("pending", "forgot", "reset");
  return { viewer: null };
});
