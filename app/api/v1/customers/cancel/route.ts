import { clearFlowCookie } from "@/server/auth/flow-cookies";
import { apiRoute } from "@/server/http/route-handler";

/** "Use a different number" on /verifications: forgets this browser's pending sign-up, so /register opens again. */
export const POST = apiRoute(async () => {
  await clearFlowCookie("pending");
  return { next: "/register" };
});
