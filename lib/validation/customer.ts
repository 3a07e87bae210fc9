import { z } from "zod";

/**
 * Customer-portal inputs (SPEC §5), shared by the forms (react-hook-form + zodResolver) and the
 * server. English texts are SPEC's exact messages where SPEC gives them.
 */

/**
 * SPEC's bodies name the customer (customer_id, customer); identity comes from the session, so the
 * field is optional and, when present, must be the signed-in customer's own id (DESIGN §5).
 */
export const claimedCustomerId = z.coerce.number().int().positive().optional();

/** SPEC §7 customers/favorites: { customer_id, franchisee_id } — franchisee_id is the shop's id. */
export const favouriteToggleSchema = z.object({
  franchisee_id: z.coerce.number({ error: "Please choose a shop." }).int("Please choose a shop.").positive("Please choose a shop."),
  customer_id: claimedCustomerId,
});
export type FavouriteToggleInput = z.output<typeof favouriteToggleSchema>;

/** Body of shops/favorites and shops/favorites/{page}. */
export const favouriteListSchema = z.object({ customer: claimedCustomerId, customer_id: claimedCustomerId });
