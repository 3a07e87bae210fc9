import "./zod-setup";
import { z } from "zod";

/** Contact messages (from /contact-us) and fraud reports (from signed-in customers). */
export const GRIEVANCE_KINDS = ["contact", "fraud"] as const;
export type GrievanceKind = (typeof GRIEVANCE_KINDS)[number];
export const GRIEVANCE_KIND_FILTERS = ["all", ...GRIEVANCE_KINDS] as const;
/** `open` = new or acknowledged: what still needs work. */
export const GRIEVANCE_STATUS_FILTERS = ["open", "new", "acknowledged", "resolved", "all"] as const;
/** `due`: overdue first, then the nearest deadline; `newest`: by arrival. */
export const GRIEVANCE_SORTS = ["due", "newest"] as const;

export const GRIEVANCE_ACTIONS = ["acknowledge", "resolve", "reopen", "note"] as const;
export type GrievanceAction = (typeof GRIEVANCE_ACTIONS)[number];

export const grievanceActionSchema = z
  .object({
    kind: z.enum(GRIEVANCE_KINDS),
    id: z.coerce.number().int().positive(),
    action: z.enum(GRIEVANCE_ACTIONS, { error: "Choose what to do." }),
    note: z.string().trim().max(2000, "The note should be at most 2,000 characters.").default(""),
  })
  .refine((value) => value.action === "acknowledge" || value.note !== "", { message: "Please write a note: what was done, or why.", path: ["note"] });
export type GrievanceActionInput = z.output<typeof grievanceActionSchema>;
