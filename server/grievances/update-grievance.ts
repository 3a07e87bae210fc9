import "server-only";
import { eq } from "drizzle-orm";
import type { GrievanceActionInput } from "@/lib/validation/admin-grievances";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { contactMessages, fraudReports, grievanceNotes } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { assertRole } from "@/server/auth/actor";

type Status = "new" | "acknowledged" | "resolved";

/** Which status each action leads to, from which statuses it is allowed. */
const TRANSITIONS: Record<GrievanceActionInput["action"], { from: readonly Status[]; to: (current: Status) => Status }> = {
  acknowledge: { from: ["new"], to: () => "acknowledged" },
  resolve: { from: ["new", "acknowledged"], to: () => "resolved" },
  reopen: { from: ["resolved"], to: () => "acknowledged" },
  note: { from: ["new", "acknowledged", "resolved"], to: (current) => current },
};

const REFUSED: Record<GrievanceActionInput["action"], string> = {
  acknowledge: "This grievance is already acknowledged.",
  resolve: "This grievance is already resolved.",
  reopen: "Only a resolved grievance can be reopened.",
  note: "",
};

/**
 * Moves a grievance along new → acknowledged → resolved (resolving a new one acknowledges it at the
 * same moment; a resolved one can be reopened), or only adds a note. Each step writes a note row
 * (who, when, the note, the status change), sets the timestamps the clocks read, and an audit entry,
 * all in one transaction.
 */
export async function updateGrievance({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: GrievanceActionInput; db?: Database; now?: Date }): Promise<{ status: Status }> {
  assertRole(actor, "operator");
  const table = input.kind === "contact" ? contactMessages : fraudReports;
  const rule = TRANSITIONS[input.action];
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: table.status, acknowledgedAt: table.acknowledgedAt, resolvedAt: table.resolvedAt })
      .from(table)
      .where(eq(table.id, input.id))
      .for("update");
    if (!current) throw new AppError("not_found", { userMessage: "Grievance not found." });
    if (!rule.from.includes(current.status)) throw new AppError("conflict", { userMessage: REFUSED[input.action] });
    const status = rule.to(current.status);
    const times = {
      acknowledgedAt: status === "new" ? null : (current.acknowledgedAt ?? now),
      resolvedAt: status === "resolved" ? (current.resolvedAt ?? now) : null,
    };
    if (input.action !== "note") {
      await tx.update(table).set({ status, ...times, handledBy: actor.userId, updatedAt: now }).where(eq(table.id, input.id));
    }
    const note = input.note || "Acknowledged.";
    await tx.insert(grievanceNotes).values({
      contactMessageId: input.kind === "contact" ? input.id : null,
      fraudReportId: input.kind === "fraud" ? input.id : null,
      authorUserId: actor.userId,
      note,
      fromStatus: current.status,
      toStatus: status,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor,
      action: `grievance.${input.action}`,
      entityType: input.kind === "contact" ? "contact_message" : "fraud_report",
      entityId: input.id,
      before: { status: current.status, acknowledgedAt: current.acknowledgedAt, resolvedAt: current.resolvedAt },
      after: { status, ...(input.action === "note" ? {} : times), note },
    });
    return { status };
  });
}
