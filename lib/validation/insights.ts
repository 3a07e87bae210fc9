import "./zod-setup";
import { z } from "zod";
import { INSIGHT_PERIODS, TAP_EVENTS } from "@/lib/insights/metrics";
import { idField } from "./public";

/** A listing page reports at most this many shops at once (a page shows 12). */
export const MAX_IMPRESSIONS_PER_BEACON = 60;

/**
 * What the browser reports about shops (POST /api/v1/shops/events, sent with navigator.sendBeacon):
 * a tap on a control carrying `data-shop-event` and `data-shop-id`, or the shops a listing page showed.
 */
export const shopEventSchema = z.discriminatedUnion("event", [
  z.object({ event: z.enum(TAP_EVENTS), shop: idField }),
  z.object({ event: z.literal("impression"), shops: z.array(idField).min(1).max(MAX_IMPRESSIONS_PER_BEACON) }),
]);
export type ShopEventInput = z.infer<typeof shopEventSchema>;

/** The insights period: 7, 30 or 90 days; anything else is 30. */
export const insightsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((n): n is (typeof INSIGHT_PERIODS)[number] => (INSIGHT_PERIODS as readonly number[]).includes(n), "days should be 7, 30 or 90.")
    .catch(30)
    .default(30),
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;
