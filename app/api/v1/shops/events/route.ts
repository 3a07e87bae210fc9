import { apiRoute, readJson } from "@/server/http/route-handler";
import { callerIp } from "@/server/http/caller-ip";
import { shopEventSchema } from "@/lib/validation/insights";
import { recordShopEvents } from "@/server/insights/record-shop-events";

/**
 * The shop-event beacon: taps on controls carrying `data-shop-event` (lib/insights/shop-event-script.ts)
 * and the shops a listing showed, sent with navigator.sendBeacon (a text/plain JSON body). Counted in
 * memory, so it answers without touching the database (docs/decisions/135-shop-insights.md).
 */
export const POST = apiRoute(async (request) => {
  const input = await readJson(request, shopEventSchema);
  return recordShopEvents({ input, userAgent: request.headers.get("user-agent"), address: await callerIp(request.headers) });
});
