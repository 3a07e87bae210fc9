import { cookies } from "next/headers";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { shopIdSchema } from "@/lib/validation/public";
import { callerIp } from "@/server/http/caller-ip";
import { countShopVisit, VISITOR_COOKIE } from "@/server/shops/count-shop-visit";

/**
 * Counts a visit to a shop page once per visitor per India day. Shop pages are static, so the page
 * reports the visit from the browser; the answer gives a visitor without a valid signed id one,
 * which the browser sends with its next visits (docs/decisions/114-shop-visit-counter.md).
 */
export const POST = apiRoute(async (request) => {
  const { id } = await readJson(request, shopIdSchema);
  const jar = await cookies();
  const result = await countShopVisit({ shopId: id, visitorCookie: jar.get(VISITOR_COOKIE)?.value, ip: await callerIp(request.headers), userAgent: request.headers.get("user-agent") });
  if (result.newCookie) {
    jar.set(VISITOR_COOKIE, result.newCookie, {
      httpOnly: true,
      sameSite: "lax",
      secure: new URL(request.url).protocol === "https:",
      path: "/api/v1/shops/visit",
      maxAge: 400 * 24 * 3600,
    });
  }
  return result.counted ? { counted: true, visitors: result.visitors } : { counted: false };
});
