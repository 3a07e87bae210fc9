import "./zod-setup";
import { z } from "zod";
import { commissionMonthSchema } from "./commissions";

/** Preview, run, reconcile and close name one month as YYYY-MM. */
export const adminMonthSchema = commissionMonthSchema;
export type AdminMonthInput = z.input<typeof adminMonthSchema>;

export const adminMonthParamSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
export const adminMemberCodeSchema = z.string().regex(/^DLMP\d{6,}$/i);
/** A commission job's id in the progress route's path. */
export const adminCommissionJobIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
