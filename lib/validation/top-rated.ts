import "./zod-setup";
import { z } from "zod";

/** How far "Top rated near you" looks around the visitor, in kilometres (docs/product.md#reviews). */
export const TOP_RATED_RADIUS_KM = 15;
/** Cards in the home page's "Top rated" tab. */
export const TOP_RATED_SIZE = 8;

/**
 * The visitor's position for "Top rated near you", rounded to 0.01° (about a kilometre): as near
 * as the answer needs, and no closer than the visitor's neighbourhood is kept in logs.
 */
const coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ error: `${name} should be a number.` })
    .min(-limit, `${name} should be between -${limit} and ${limit}.`)
    .max(limit, `${name} should be between -${limit} and ${limit}.`)
    .transform((degrees) => Math.round(degrees * 100) / 100 || 0);

export const topRatedNearSchema = z.object({ lat: coordinate("lat", 90), lng: coordinate("lng", 180) });
export type TopRatedNearInput = z.input<typeof topRatedNearSchema>;
