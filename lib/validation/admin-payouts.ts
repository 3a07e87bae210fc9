import "./zod-setup";
import { z } from "zod";
import { markPayoutFailedSchema, markPayoutPaidSchema } from "./commissions";

export { UTR_MESSAGE } from "./commissions";

/** Mark one line paid: the bank's UTR (16–22 letters and digits, recorded in capitals). */
export const adminMarkPaidSchema = markPayoutPaidSchema;
export type AdminMarkPaidForm = z.input<typeof adminMarkPaidSchema>;

/** Mark one line failed: why the bank returned it. */
export const adminMarkFailedSchema = markPayoutFailedSchema;
export type AdminMarkFailedForm = z.input<typeof adminMarkFailedSchema>;

/** Mark several pending lines of a batch failed with one reason (a bank rejecting a whole file). */
export const adminMarkFailedBulkSchema = z.object({
  batchId: z.coerce.number().int().positive(),
  lineIds: z.array(z.coerce.number().int().positive()).min(1, "Select at least one line.").max(500, "At most 500 lines at a time."),
  reason: markPayoutFailedSchema.shape.reason,
});

export const adminBatchIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
