import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { checkMonthReconciliation } from "../../server/commissions/check-month-reconciliation";
import { closeMonth } from "../../server/commissions/close-month";
import { exportMonthStatements, MONTH_STATEMENTS_CSV_HEADER } from "../../server/commissions/export-month-statements";
import { getCommissionCalendar } from "../../server/commissions/get-commission-calendar";
import { getCommissionStatementForOperator } from "../../server/commissions/get-commission-statement-for-operator";
import { getCommissionMonth, listCommissionMonths } from "../../server/commissions/list-commission-months";
import { listMonthStatements } from "../../server/commissions/list-month-statements";
import { runMonth } from "../../server/commissions/run-month";
import { csvStreamResponse } from "../../server/http/csv-stream";
import { actors, auditEntries, countRows } from "../support/admin-money-factories";
import { addSale, buildTree, dropTemplate, freshWorld, qualify, type World } from "../support/commission-factories";
import { takeCommissionLock } from "../../server/commissions/commission-lock";

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});
afterAll(() => dropTemplate());

const [JAN, FEB] = ["2027-01-01", "2027-02-01"];

/** A: root's left child; B under A; C under B. B and C buy; A and B qualify. */
async function seedMonth(db: World["db"]) {
  const t = await buildTree(db, { A: "0", B: "00", C: "000" }, { withPan: ["A", "B"] });
  await qualify(db, [t.A!, t.B!], JAN);
  // C buys ₹20,000 at 5 %: interest ₹1,000. B (level 1) 18 % = ₹180; A (level 2) 15 % = ₹150.
  await addSale(db, { customerId: t.C!, amountPaise: 2_000_000, interestPaise: 100_000, month: JAN });
  await addSale(db, { customerId: t.B!, amountPaise: 200_000, interestPaise: 10_000, month: FEB });
  return t;
}

describe("commission months in the console", () => {
  it("refuses customers and franchisees everywhere, before reading or writing anything", async () => {
    world = await freshWorld();
    const db = world.db;
    const who = await actors(db);
    await seedMonth(db);
    for (const actor of [who.customer, who.franchisee, undefined]) {
      await expect(listCommissionMonths({ actor, db })).rejects.toThrow(/operator/);
      await expect(getCommissionMonth({ actor, input: { month: "2027-01" }, db })).rejects.toThrow(/operator/);
      await expect(getCommissionCalendar({ actor, db })).rejects.toThrow(/operator/);
      await expect(listMonthStatements({ actor, input: { filter: { month: "2027-01" } }, db })).rejects.toThrow(/operator/);
      await expect(getCommissionStatementForOperator({ actor, input: { month: "2027-01", code: "DLMP101002" }, db })).rejects.toThrow(/operator/);
      expect(() => exportMonthStatements({ actor, filter: { month: "2027-01" }, db })).toThrow(/operator/);
      await expect(checkMonthReconciliation({ actor, input: { month: "2027-01" }, db })).rejects.toThrow(/operator/);
      await expect(runMonth({ actor, input: { month: "2027-01", trigger: "operator" }, db })).rejects.toThrow(/operator/);
      await expect(runMonth({ actor, input: { month: "2027-01", trigger: "operator", dryRun: true }, db })).rejects.toThrow(/operator/);
      await expect(closeMonth({ actor, input: { month: "2027-01" }, db })).rejects.toThrow(/operator/);
    }
    expect(await countRows(db, "commission_runs")).toBe(0);
    expect(await countRows(db, "audit_log")).toBe(0);
  });

  it("previews without writing, runs with an audit entry (the re-run records what it replaced), reconciles, and closes with an audit entry", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    await seedMonth(db);

    expect(await getCommissionCalendar({ actor: operator, db })).toEqual({ lastClosed: null, unrun: [JAN, FEB], nextToClose: JAN, busy: false });
    const preview = await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator", dryRun: true }, db });
    expect(preview).toMatchObject({ dryRun: true, runId: null, previous: null, totals: { salesCounted: 3, grossPaise: 33_000, members: 2 } });
    // Nothing written: no month, no statements, no run record, no audit entry.
    expect([await countRows(db, "commission_months"), await countRows(db, "commission_statements"), await countRows(db, "commission_runs"), await countRows(db, "audit_log")]).toEqual([0, 0, 0, 0]);

    const run = await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db });
    expect(run.totals).toEqual(preview.totals);
    const [runAudit] = await auditEntries(db, "commission_month.run");
    expect(runAudit).toMatchObject({ actor: operator.userId, entityType: "commission_month", entityId: "2027-01", before: null, after: { runId: run.runId, trigger: "operator", planVersion: 1, totals: { grossPaise: 33_000 } } });

    const again = await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db });
    expect(again.previous).toEqual({ runId: run.runId, runNumber: 1, totals: run.totals });
    expect((await auditEntries(db, "commission_month.run"))[1]).toMatchObject({ before: { runId: run.runId }, after: { runId: again.runId } });

    const month = await getCommissionMonth({ actor: operator, input: { month: "2027-01" }, db });
    expect(month).toMatchObject({ status: "open", planVersion: 1, lastRunId: again.runId, members: { pending: 2, approved: 0, held: 0, paid: 0 } });
    expect(await getCommissionCalendar({ actor: operator, db })).toMatchObject({ unrun: [FEB], nextToClose: JAN });

    const report = await checkMonthReconciliation({ actor: operator, input: { month: "2027-01" }, db });
    expect(report).toMatchObject({ ok: true, status: "open", figures: { poolPaise: 100_000, memberCommissionPaise: 33_000, companySharePaise: 67_000 } });

    // February cannot close before January; the refusal leaves no audit entry.
    await runMonth({ actor: operator, input: { month: "2027-02", trigger: "operator" }, db });
    await expect(closeMonth({ actor: operator, input: { month: "2027-02" }, db })).rejects.toThrow(/Close 2027-01 first/);
    expect(await auditEntries(db, "commission_month.close")).toEqual([]);

    const closed = await closeMonth({ actor: operator, input: { month: "2027-01" }, db });
    expect(closed).toMatchObject({ approved: 0, held: 2 }); // no bank details yet: held for KYC
    const [closeAudit] = await auditEntries(db, "commission_month.close");
    expect(closeAudit).toMatchObject({ actor: operator.userId, entityId: "2027-01", before: { status: "open", totals: { grossPaise: 33_000 } }, after: { status: "closed", approved: 0, held: 2 } });
    await expect(runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator", dryRun: true }, db })).rejects.toThrow(/closed month never changes/);
    const { months, total } = await listCommissionMonths({ actor: operator, db });
    expect(total).toBe(2);
    expect(months.map((m) => [m.month, m.status, m.members?.held])).toEqual([[FEB, "open", 0], [JAN, "closed", 2]]);
    expect(await getCommissionCalendar({ actor: operator, db })).toEqual({ lastClosed: JAN, unrun: [], nextToClose: FEB, busy: false });
  });

  it("a close refused because sales changed since the run writes nothing and leaves no audit entry", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    const t = await seedMonth(db);
    await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db });
    await addSale(db, { customerId: t.C!, amountPaise: 100_000, interestPaise: 5_000, month: JAN });
    await expect(closeMonth({ actor: operator, input: { month: "2027-01" }, db })).rejects.toMatchObject({ userMessage: expect.stringMatching(/figures changed since its last run/) });
    expect(await getCommissionMonth({ actor: operator, input: { month: "2027-01" }, db })).toMatchObject({ status: "open" });
    expect(await auditEntries(db, "commission_month.close")).toEqual([]);
    expect((await db.execute(sql`SELECT 1 FROM ledger_postings WHERE kind = 'commission_credit'`)).rows).toEqual([]);
  });

  it("two runs at once: the second is refused with the engine's message, and the calendar shows the run in progress", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    await seedMonth(db);
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const first = db.transaction(async (tx) => {
      await takeCommissionLock(tx);
      locked();
      await holding;
    });
    await lockTaken;
    try {
      await expect(runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db })).rejects.toThrow(/Another commission run, close or payout batch is in progress/);
      expect(await getCommissionCalendar({ actor: operator, db })).toMatchObject({ busy: true });
    } finally {
      release();
      await first;
    }
    expect(await getCommissionCalendar({ actor: operator, db })).toMatchObject({ busy: false });
    expect(await auditEntries(db, "commission_month.run")).toEqual([]);
  });

  it("lists a month's statements by code or name and status, shows each one's lines, and exports them as CSV (formula-safe)", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    const t = await seedMonth(db);
    await db.execute(sql`UPDATE customers SET first_name = '=HYPERLINK("x")' WHERE id = ${t.A!}`);
    await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db });
    const codes = Object.fromEntries((await db.execute<{ id: string; code: string }>(sql`SELECT id, code FROM customers`)).rows.map((r) => [Number(r.id), r.code]));

    const all = await listMonthStatements({ actor: operator, input: { filter: { month: "2027-01" } }, db });
    expect(all.total).toBe(2);
    expect(all.statements.map((s) => [s.code, s.payablePaise, s.status])).toEqual([[codes[t.B!], 18_000, "pending"], [codes[t.A!], 15_000, "pending"]]);
    const byCode = await listMonthStatements({ actor: operator, input: { filter: { month: "2027-01", search: codes[t.A!]!.toLowerCase() } }, db });
    expect(byCode.statements.map((s) => s.memberId)).toEqual([t.A]);
    const byName = await listMonthStatements({ actor: operator, input: { filter: { month: "2027-01", search: "b" } }, db });
    expect(byName.statements.map((s) => s.memberId)).toEqual([t.B]);
    expect((await listMonthStatements({ actor: operator, input: { filter: { month: "2027-01", status: "paid" } }, db })).total).toBe(0);
    const paged = await listMonthStatements({ actor: operator, input: { filter: { month: "2027-01" }, page: 1, pageSize: 1 }, db });
    expect(paged).toMatchObject({ total: 2, statements: [{ memberId: t.A }] });

    const found = await getCommissionStatementForOperator({ actor: operator, input: { month: "2027-01", code: codes[t.B!]! }, db });
    expect(found.member).toMatchObject({ id: t.B, kycComplete: false });
    expect(found.lines).toEqual([expect.objectContaining({ kind: "commission", level: 1, basePaise: 100_000, rateBp: 1_800, amountPaise: 18_000, buyerCode: codes[t.C!] })]);
    await expect(getCommissionStatementForOperator({ actor: operator, input: { month: "2027-01", code: codes[t.C!]! }, db })).rejects.toThrow(/has no statement/);

    const response = csvStreamResponse("x.csv", MONTH_STATEMENTS_CSV_HEADER, exportMonthStatements({ actor: operator, filter: { month: "2027-01" }, db }));
    const text = await response.text();
    const [header, ...rows] = text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(header).toBe(MONTH_STATEMENTS_CSV_HEADER.join(","));
    expect(rows).toEqual([
      `2027-01,${codes[t.A!]},"'=HYPERLINK(""x"") Patil",150.00,150.00,0.00,150.00,0.00,150.00,pending,`,
      `2027-01,${codes[t.B!]},B Patil,180.00,180.00,0.00,180.00,0.00,180.00,pending,`,
    ]);
  });
});
