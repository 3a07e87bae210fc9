import "./zod-setup";
import { z } from "zod";

/** The largest value of PostgreSQL's `integer` (the `serial` ids of categories, news categories and plans). */
export const INTEGER_MAX = 2_147_483_647;

/**
 * An id of a table keyed by `serial`: a positive whole number that fits PostgreSQL's integer. A
 * larger one can name no row, and the database would refuse the comparison with an error (a 500)
 * rather than find nothing, so it is refused here with the field's own message.
 */
export const serialId = (message?: string) => z.coerce.number(message ? { error: message } : undefined).int(message).positive(message).max(INTEGER_MAX, message ?? "That record does not exist.");
