import "./zod-setup";
import { z } from "zod";

/** The moderation queue's tabs; pending first. */
export const COMMENT_STATUS_FILTERS = ["pending", "approved", "hidden", "all"] as const;
export type CommentStatusFilter = (typeof COMMENT_STATUS_FILTERS)[number];

/** Approve or hide one comment or a selection from one page of the queue (at most a page and a bit). */
export const moderateCommentsSchema = z.object({
  ids: z
    .array(z.coerce.number().int().positive(), { error: "Select at least one comment." })
    .min(1, "Select at least one comment.")
    .max(100, "Select at most 100 comments at a time."),
  status: z.enum(["approved", "hidden"], { error: "Choose approve or hide." }),
});
export type ModerateCommentsInput = z.output<typeof moderateCommentsSchema>;
