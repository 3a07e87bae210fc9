import { cookies } from "next/headers";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { shopIdSchema } from "@/lib/validation/public";
import { kolkataDate } from "@/lib/time";
import { recordShopVisit } from "@/server/shops/record-shop-visit";

const COOKIE = "dlmp_visits";
const MAX_REMEMBERED = 300;

/**
 * Counts a visit to a shop page once per visitor per day (Asia/Kolkata). Shop pages are static,
 * so the browser reports the visit; a per-day cookie lists the shops already counted today.
 */
export const POST = apiRoute(async (request) => {
  const { id } = await readJson(request, shopIdSchema);
  const jar = await cookies();
  const today = kolkataDate(new Date());
  const [day, list = ""] = (jar.get(COOKIE)?.value ?? "").split(":");
  const seen = day === today ? list.split(".").filter(Boolean) : [];
  if (seen.includes(String(id))) return { counted: false };

  const visitors = await recordShopVisit({ shopId: id });
  jar.set(COOKIE, `${today}:${[...seen, String(id)].slice(-MAX_REMEMBERED).join(".")}`, {
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    path: "/api/v1/shops/visit",
    maxAge: 36 * 3600,
  });
  return { counted: true, visitors };
});
