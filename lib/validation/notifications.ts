import "./zod-setup";
import { z } from "zod";
import { NOTIFICATION_KIND_LIST, NOTIFICATION_KINDS, type NotificationKind } from "@/lib/notifications/kinds";

export const NOTIFICATION_MESSAGES = {
  readTarget: "Name one notification (id) or all of them (all: true).",
  notFound: "That notification does not exist.",
  unknownKind: "There is no such notification.",
  cannotTurnOff: "Messages about money and security are always sent by SMS.",
} as const;

/** Notifications a page of the list holds. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** POST /api/v1/notifications/read: `{ id }` marks one read, `{ all: true }` every one. */
export const markReadSchema = z.union([
  z.strictObject({ id: z.coerce.number({ error: NOTIFICATION_MESSAGES.notFound }).int(NOTIFICATION_MESSAGES.notFound).positive(NOTIFICATION_MESSAGES.notFound).max(Number.MAX_SAFE_INTEGER, NOTIFICATION_MESSAGES.notFound) }),
  z.strictObject({ all: z.literal(true, { error: NOTIFICATION_MESSAGES.readTarget }) }),
], { error: NOTIFICATION_MESSAGES.readTarget });
export type MarkReadInput = z.output<typeof markReadSchema>;

/**
 * POST /api/v1/notifications/preferences: `{ sms: { <kind>: true | false } }`, the kinds whose SMS
 * the person may choose; a money or security kind cannot be turned off (refused, not ignored).
 */
export const preferencesSchema = z.strictObject({
  sms: z
    .record(z.string(), z.boolean({ error: "true or false" }))
    .superRefine((choices, ctx) => {
      for (const [kind, on] of Object.entries(choices)) {
        if (!(NOTIFICATION_KIND_LIST as string[]).includes(kind)) ctx.addIssue({ code: "custom", path: [kind], message: NOTIFICATION_MESSAGES.unknownKind });
        else if (NOTIFICATION_KINDS[kind as NotificationKind].sms === "always" && !on) ctx.addIssue({ code: "custom", path: [kind], message: NOTIFICATION_MESSAGES.cannotTurnOff });
      }
    })
    .transform((choices) => choices as Partial<Record<NotificationKind, boolean>>),
});
export type PreferencesInput = z.output<typeof preferencesSchema>;
