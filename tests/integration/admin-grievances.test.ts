import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grievanceClocks } from "../../lib/admin/grievance-clock";
import { grievanceActionSchema } from "../../lib/validation/admin-grievances";
import { contactMessages, fraudReports, grievanceNotes } from "../../server/db/schema";
import { getGrievance } from "../../server/grievances/get-grievance";
import { listGrievances } from "../../server/grievances/list-grievances";
import { updateGrievance } from "../../server/grievances/update-grievance";
import { parseInput } from "../../server/http/validation";
import { auditOf, createOperatorActor, GHOST_OPERATOR, NOT_OPERATORS } from "../support/admin-factories";
import { dropTemplate, freshWorld, type World } from "../support/commission-factories";
import { createCodedCustomer } from "../support/sales-factories";

// The list spans every grievance: these tests get a database of their own.
let world: World;
beforeAll(async () => {
  world = await freshWorld();
});
afterAll(async () => {
  await world.close();
  await dropTemplate();
});

const HOUR = 3_600_000;
const NOW = new Date("2026-11-20T06:30:00Z"); // 12:00 in India
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
const action = (values: Record<string, unknown>) => parseInput(grievanceActionSchema, values);

async function contact(createdAt: Date, values: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await world.db.insert(contactMessages).values({ name: "Visitor", email: "v@example.test", mobile: "9822012345", subject: "Question", query: "When do you open?", createdAt, ...values }).returning();
  return row!;
}

describe("operator console: grievances", () => {
  it("lists contact messages and fraud reports together, overdue first (most overdue first), then by the nearest deadline", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const reporter = await createCodedCustomer(db, { firstName: "Kavita", lastName: "Pawar" });
    const fresh = await contact(ago(2), { subject: "fresh" });
    const ackLate = await contact(ago(50), { subject: "ack overdue" });
    const [fraudLate] = await db.insert(fraudReports).values({ customerId: reporter.id, subject: "fraud ack overdue", body: "Shop asked for cash", createdAt: ago(100) }).returning();
    const acknowledgedOld = await contact(ago(24 * 40), { subject: "resolve overdue", status: "acknowledged", acknowledgedAt: ago(24 * 39) });
    const acknowledgedRecent = await contact(ago(24 * 3), { subject: "acknowledged, in time", status: "acknowledged", acknowledgedAt: ago(24 * 3 - 1) });
    await contact(ago(24 * 60), { subject: "done", status: "resolved", acknowledgedAt: ago(24 * 59), resolvedAt: ago(24 * 50) });

    const open = await listGrievances({ actor: operator, filters: { kind: "all", status: "open", sort: "due" }, now: NOW, db });
    expect(open.rows.map((r) => r.subject)).toEqual(["resolve overdue", "fraud ack overdue", "ack overdue", "fresh", "acknowledged, in time"]);
    expect(open.rows.map((r) => r.overdue)).toEqual([true, true, true, false, false]);
    expect(open).toMatchObject({ total: 5, overdue: 3 });
    expect(open.rows[1]).toMatchObject({ kind: "fraud", id: fraudLate!.id, who: "Kavita Pawar", customerId: reporter.id });
    // The page's clock words agree with the SQL's overdue flag.
    for (const row of open.rows) expect(grievanceClocks(row, NOW).overdue).toBe(row.overdue);

    expect((await listGrievances({ actor: operator, filters: { kind: "fraud", status: "open", sort: "due" }, now: NOW, db })).rows.map((r) => r.id)).toEqual([fraudLate!.id]);
    expect((await listGrievances({ actor: operator, filters: { kind: "contact", status: "resolved", sort: "due" }, now: NOW, db })).rows.map((r) => r.subject)).toEqual(["done"]);
    expect((await listGrievances({ actor: operator, filters: { kind: "contact", status: "all", sort: "newest" }, now: NOW, db })).rows.map((r) => r.id).slice(0, 3)).toEqual([fresh.id, ackLate.id, acknowledgedRecent.id]);
    expect(acknowledgedOld.id).toBeGreaterThan(0);
    for (const actor of NOT_OPERATORS) await expect(listGrievances({ actor, filters: { kind: "all", status: "open", sort: "due" }, db })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("acknowledges then resolves with notes: timestamps for the clocks, a history row per step, an audit entry per step", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const message = await contact(ago(10));
    expect(await updateGrievance({ actor: operator, input: action({ kind: "contact", id: message.id, action: "acknowledge" }), db, now: ago(9) })).toEqual({ status: "acknowledged" });
    await updateGrievance({ actor: operator, input: action({ kind: "contact", id: message.id, action: "note", note: "Called back, no answer." }), db, now: ago(8) });
    await updateGrievance({ actor: operator, input: action({ kind: "contact", id: message.id, action: "resolve", note: "Explained our hours by phone." }), db, now: ago(1) });
    const detail = await getGrievance({ actor: operator, kind: "contact", id: message.id, db });
    expect(detail).toMatchObject({ status: "resolved", acknowledgedAt: ago(9), resolvedAt: ago(1), handledBy: "Operator Test" });
    expect(detail.notes.map((n) => [n.fromStatus, n.toStatus, n.note])).toEqual([
      ["new", "acknowledged", "Acknowledged."],
      ["acknowledged", "acknowledged", "Called back, no answer."],
      ["acknowledged", "resolved", "Explained our hours by phone."],
    ]);
    expect(grievanceClocks(detail, NOW)).toMatchObject({ acknowledge: { state: "met", text: "acknowledged in 1 h" }, resolve: { state: "met" }, overdue: false });
    expect((await auditOf(db, "contact_message", message.id)).map((e) => e.action)).toEqual(["grievance.resolve", "grievance.note", "grievance.acknowledge"]);
    await expect(updateGrievance({ actor: operator, input: action({ kind: "contact", id: message.id, action: "resolve", note: "again" }), db })).rejects.toMatchObject({ code: "conflict" });
    // Reopening keeps the acknowledgement and clears the resolution.
    await updateGrievance({ actor: operator, input: action({ kind: "contact", id: message.id, action: "reopen", note: "Customer wrote again." }), db, now: NOW });
    expect(await getGrievance({ actor: operator, kind: "contact", id: message.id, db })).toMatchObject({ status: "acknowledged", acknowledgedAt: ago(9), resolvedAt: null });
  });

  it("resolving a new fraud report acknowledges it too; a note is required except to acknowledge", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const reporter = await createCodedCustomer(db);
    const [report] = await db.insert(fraudReports).values({ customerId: reporter.id, subject: "Fake caller", body: "Asked for OTP", createdAt: ago(5) }).returning();
    expect(() => action({ kind: "fraud", id: report!.id, action: "resolve", note: "  " })).toThrow(expect.objectContaining({ fieldErrors: { note: "Please write a note: what was done, or why." } }));
    await updateGrievance({ actor: operator, input: action({ kind: "fraud", id: report!.id, action: "resolve", note: "Warned customers by SMS." }), db, now: ago(4) });
    const [row] = await db.select().from(fraudReports).where(eq(fraudReports.id, report!.id));
    expect(row).toMatchObject({ status: "resolved", acknowledgedAt: ago(4), resolvedAt: ago(4), handledBy: operator.userId });
    expect(await auditOf(db, "fraud_report", report!.id)).toMatchObject([{ action: "grievance.resolve", before: { status: "new" }, after: { status: "resolved", note: "Warned customers by SMS." } }]);
    const detail = await getGrievance({ actor: operator, kind: "fraud", id: report!.id, db });
    expect(detail.from).toMatchObject({ customerId: reporter.id, customerCode: reporter.code });
  });

  it("refuses non-operators and unknown grievances; writes nothing without its audit entry", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const message = await contact(ago(3));
    for (const actor of NOT_OPERATORS) {
      await expect(updateGrievance({ actor, input: action({ kind: "contact", id: message.id, action: "acknowledge" }), db })).rejects.toMatchObject({ code: "forbidden" });
      await expect(getGrievance({ actor, kind: "contact", id: message.id, db })).rejects.toMatchObject({ code: "forbidden" });
    }
    await expect(updateGrievance({ actor: operator, input: action({ kind: "fraud", id: 99_999_999, action: "acknowledge" }), db })).rejects.toMatchObject({ code: "not_found" });
    await expect(updateGrievance({ actor: GHOST_OPERATOR, input: action({ kind: "contact", id: message.id, action: "acknowledge" }), db })).rejects.toThrow();
    const [row] = await db.select({ status: contactMessages.status, acknowledgedAt: contactMessages.acknowledgedAt }).from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(row).toEqual({ status: "new", acknowledgedAt: null });
    expect(await db.select().from(grievanceNotes).where(eq(grievanceNotes.contactMessageId, message.id))).toHaveLength(0);
    // The history table takes exactly one grievance per note.
    await expect(db.execute(sql`INSERT INTO grievance_notes (note, from_status, to_status) VALUES ('x', 'new', 'new')`)).rejects.toThrow();
  });
});
