import "server-only";
import { TAP_COLUMN } from "@/lib/insights/metrics";
import type { ShopEventInput } from "@/lib/validation/insights";
import { takeBeaconAllowance } from "./beacon-limit";
import { isBotUserAgent } from "./is-bot";
import { bufferShopEvents } from "./shop-event-buffer";

export type RecordedShopEvents = { counted: number };

/**
 * Counts what a browser reported about shops (POST /api/v1/shops/events): a tap on Call, WhatsApp,
 * Directions or Share, or the shops a listing page showed. Anyone may report (visitors are who it
 * is for); robots by user agent count nothing, and an address past its allowance counts nothing
 * more this minute (answered as not counted, never as an error the page would have to handle).
 * In memory only; written by the buffer's next flush (docs/decisions/135-shop-insights.md).
 */
export function recordShopEvents({ input, userAgent, address, now = new Date() }: { input: ShopEventInput; userAgent: string | null; address: string; now?: Date }): RecordedShopEvents {
  if (isBotUserAgent(userAgent)) return { counted: 0 };
  if (input.event === "impression") {
    const shopIds = [...new Set(input.shops)];
    if (!takeBeaconAllowance(address, 1, now)) return { counted: 0 };
    bufferShopEvents(shopIds, "impressions", now);
    return { counted: shopIds.length };
  }
  if (!takeBeaconAllowance(address, 1, now)) return { counted: 0 };
  bufferShopEvents([input.shop], TAP_COLUMN[input.event], now);
  return { counted: 1 };
}
