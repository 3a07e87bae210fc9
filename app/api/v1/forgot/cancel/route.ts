import { clearFlowCookie } from "@/server/auth/flow-cookies";
import { apiRoute } from "@/server/http/route-handler";

/** "Use a different number" on /forgot-check: forgets this browser's forgot-password flow. */
export const POST = apiRoute(async () => {
  await clearFlowCookie("forgot");
  return { next: "/forgot-password" };
});
