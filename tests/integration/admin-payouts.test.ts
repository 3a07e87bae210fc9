import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closeMonth } from "../../server/commissions/close-month";
import { runMonth } from "../../server/commissions/run-month";
import { applyBankResponse } from "../../server/payouts/apply-bank-response";
import { createPayoutBatch } from "../../server/payouts/create-payout-batch";
import { exportPayoutBatchCsv } from "../../server/payouts/export-payout-batch";
import { exportPayoutLines } from "../../server/payouts/export-payout-lines";
import { getPayoutBatch } from "../../server/payouts/get-payout-batch";
import { listPayoutBatches } from "../../server/payouts/list-payout-batches";
import { markPayoutLineFailed, markPayoutLinePaid } from "../../server/payouts/mark-payout-line";
import { markPayoutLinesFailed } from "../../server/payouts/mark-payout-lines-failed";
import { previewPayoutBatch } from "../../server/payouts/preview-payout-batch";
import { actors, auditEntries, countRows } from "../support/admin-money-factories";
import { addSale, buildTree, completeKyc, dropTemplate, freshWorld, qualify, statementOf, type World } from "../support/commission-factories";

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});
afterAll(() => dropTemplate());

const JAN = "2027-01-01";

/** Three members under the root, each earning ₹180 in January from a downline purchase; all with KYC. A closed month, one batch. */
async function seedBatch(db: World["db"], operator: Awaited<ReturnType<typeof actors>>["operator"]) {
  const t = await buildTree(db, { K: "0", L: "1", M: "00", K1: "000", L1: "10", M1: "001" }, { withPan: ["K", "L", "M"] });
  for (const id of [t.K!, t.L!, t.M!]) await completeKyc(db, id);
  await qualify(db, [t.K!, t.L!, t.M!], JAN);
  await addSale(db, { customerId: t.K1!, amountPaise: 2_000_000, interestPaise: 100_000, month: JAN }); // M level 1 ₹180, K level 2 ₹150
  await addSale(db, { customerId: t.L1!, amountPaise: 2_000_000, interestPaise: 100_000, month: JAN }); // L level 1 ₹180
  await runMonth({ actor: operator, input: { month: JAN, trigger: "operator" }, db });
  await closeMonth({ actor: operator, input: { month: JAN }, db });
  const batch = await createPayoutBatch({ actor: operator, db });
  const { rows } = await db.execute<{ id: string; member_id: string }>(sql`SELECT id, member_id FROM payout_lines WHERE batch_id = ${batch.batchId} ORDER BY id`);
  const lineOf = Object.fromEntries(rows.map((r) => [Number(r.member_id), Number(r.id)]));
  return { t, batch, line: { K: lineOf[t.K!]!, L: lineOf[t.L!]!, M: lineOf[t.M!]! } };
}

describe("payouts in the console", () => {
  it("refuses customers and franchisees everywhere", async () => {
    world = await freshWorld();
    const db = world.db;
    const who = await actors(db);
    const { batch, line } = await seedBatch(db, who.operator);
    const before = await countRows(db, "audit_log");
    for (const actor of [who.customer, who.franchisee, undefined]) {
      await expect(createPayoutBatch({ actor, db })).rejects.toThrow(/operator/);
      await expect(previewPayoutBatch({ actor, db })).rejects.toThrow(/operator/);
      await expect(listPayoutBatches({ actor, db })).rejects.toThrow(/operator/);
      await expect(getPayoutBatch({ actor, input: { batchId: batch.batchId }, db })).rejects.toThrow(/operator/);
      await expect(exportPayoutBatchCsv({ actor, input: { batchId: batch.batchId }, db })).rejects.toThrow(/operator/);
      expect(() => exportPayoutLines({ actor, filter: {}, db })).toThrow(/operator/);
      await expect(markPayoutLinePaid({ actor, input: { lineId: line.K, utr: "SBIN326123456789" }, db })).rejects.toThrow(/operator/);
      await expect(markPayoutLineFailed({ actor, input: { lineId: line.K, reason: "x" }, db })).rejects.toThrow(/operator/);
      await expect(markPayoutLinesFailed({ actor, input: { batchId: batch.batchId, lineIds: [line.K], reason: "x" }, db })).rejects.toThrow(/operator/);
      await expect(applyBankResponse({ actor, input: { batchId: batch.batchId, csv: "Reference,Status\n" }, db })).rejects.toThrow(/operator/);
    }
    expect(await countRows(db, "audit_log")).toBe(before);
    expect((await getPayoutBatch({ actor: who.operator, input: { batchId: batch.batchId }, db })).batch.counts).toEqual({ pending: 3, paid: 0, failed: 0 });
  });

  it("audits the batch, each bank-file download, a paid line (UTR checked, recorded in capitals, never twice) and a failed one", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    const { t, batch, line } = await seedBatch(db, operator);
    expect(batch).toMatchObject({ lineCount: 3, totalPaise: 51_000 });
    expect(await auditEntries(db, "payout_batch.create")).toEqual([
      { actor: operator.userId, action: "payout_batch.create", entityType: "payout_batch", entityId: String(batch.batchId), before: null, after: { lineCount: 3, totalPaise: 51_000 } },
    ]);
    expect(await previewPayoutBatch({ actor: operator, db })).toEqual({ members: 0, totalPaise: 0, waitingForKycMembers: 0, waitingForKycPaise: 0 });

    const csv = await exportPayoutBatchCsv({ actor: operator, input: { batchId: batch.batchId }, db });
    expect(csv.split("\r\n")[0]).toBe("Beneficiary Name,Account Number,IFSC,Amount,Reference");
    expect(csv).toContain(`Holder ${t.K},00001234${String(t.K).padStart(4, "0")},SBIN0000432,150.00,DLMP${batch.batchId}L${line.K}\r\n`);
    await exportPayoutBatchCsv({ actor: operator, input: { batchId: batch.batchId }, db });
    expect((await auditEntries(db, "payout_batch.export_bank_file")).map((a) => [a.before, a.after])).toEqual([
      [{ status: "draft" }, { status: "exported", lines: 3 }],
      [{ status: "exported" }, { status: "exported", lines: 3 }],
    ]);

    for (const bad of ["SBIN32612345", "SBIN3261234567890123456", "SBIN-326123456789", ""]) {
      await expect(markPayoutLinePaid({ actor: operator, input: { lineId: line.K, utr: bad }, db })).rejects.toMatchObject({ fieldErrors: { utr: expect.any(String) } });
    }
    await markPayoutLinePaid({ actor: operator, input: { lineId: line.K, utr: " sbin326123456789 " }, db });
    const [paid] = await auditEntries(db, "payout_line.mark_paid");
    expect(paid).toMatchObject({ actor: operator.userId, entityId: String(line.K), before: { status: "pending" }, after: { status: "paid", utr: "SBIN326123456789", amountPaise: 15_000 } });
    await expect(markPayoutLinePaid({ actor: operator, input: { lineId: line.L, utr: "SBIN326123456789" }, db })).rejects.toMatchObject({ userMessage: expect.stringMatching(/already recorded on payout line/) });
    await expect(markPayoutLinePaid({ actor: operator, input: { lineId: line.K, utr: "SBIN326123456790" }, db })).rejects.toMatchObject({ userMessage: expect.stringMatching(/already paid/) });
    expect(await auditEntries(db, "payout_line.mark_paid")).toHaveLength(1);

    await expect(markPayoutLineFailed({ actor: operator, input: { lineId: line.L, reason: "  " }, db })).rejects.toMatchObject({ fieldErrors: { reason: expect.any(String) } });
    await markPayoutLineFailed({ actor: operator, input: { lineId: line.L, reason: "Account closed" }, db });
    expect(await auditEntries(db, "payout_line.mark_failed")).toMatchObject([{ entityId: String(line.L), after: { status: "failed", reason: "Account closed" } }]);
    expect(await statementOf(db, t.L!, JAN)).toMatchObject({ status: "held", holdReason: "payout_failed" });
    expect(await statementOf(db, t.K!, JAN)).toMatchObject({ status: "paid" });

    const { batch: summary, lines, total } = await getPayoutBatch({ actor: operator, input: { batchId: batch.batchId, filter: { status: "pending" } }, db });
    expect(summary).toMatchObject({ status: "exported", counts: { pending: 1, paid: 1, failed: 1 }, paidPaise: 15_000 });
    expect([total, lines.map((l) => l.id)]).toEqual([1, [line.M]]);
    expect((await getPayoutBatch({ actor: operator, input: { batchId: batch.batchId, filter: { search: "SBIN326123456789" } }, db })).lines.map((l) => l.id)).toEqual([line.K]);
    expect((await getPayoutBatch({ actor: operator, input: { batchId: batch.batchId, filter: { search: `dlmp${batch.batchId}l${line.M}` } }, db })).lines.map((l) => l.id)).toEqual([line.M]);
  });

  it("marks several lines failed all or nothing", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    const { batch, line } = await seedBatch(db, operator);
    await markPayoutLinePaid({ actor: operator, input: { lineId: line.K, utr: "SBIN326123456789" }, db });
    await expect(markPayoutLinesFailed({ actor: operator, input: { batchId: batch.batchId, lineIds: [line.L, line.K], reason: "File rejected" }, db }))
      .rejects.toMatchObject({ userMessage: expect.stringMatching(/already paid/) });
    expect(await auditEntries(db, "payout_line.mark_failed")).toEqual([]);
    expect((await getPayoutBatch({ actor: operator, input: { batchId: batch.batchId }, db })).batch.counts).toEqual({ pending: 2, paid: 1, failed: 0 });
    await expect(markPayoutLinesFailed({ actor: operator, input: { batchId: batch.batchId + 1, lineIds: [line.L], reason: "x" }, db })).rejects.toThrow(/not in batch/);
    expect(await markPayoutLinesFailed({ actor: operator, input: { batchId: batch.batchId, lineIds: [line.L, line.M], reason: "File rejected" }, db })).toEqual({ failed: 2 });
    expect((await getPayoutBatch({ actor: operator, input: { batchId: batch.batchId }, db })).batch).toMatchObject({ status: "completed", counts: { pending: 0, paid: 1, failed: 2 } });
    expect(await auditEntries(db, "payout_line.mark_failed")).toHaveLength(2);
  });

  it("records the bank's response file: all rows or none, and the same file twice changes nothing", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    const { t, batch, line } = await seedBatch(db, operator);
    const ref = (id: number) => `DLMP${batch.batchId}L${id}`;
    const bad = [
      "\uFEFFReference No,UTR No,Status,Remarks",
      `${ref(line.K)},SBIN326123456789,Success,`,
      `${ref(line.L)},SHORT,Success,`,
      `DLMP999L1,SBIN326123456780,Success,`,
      `${ref(line.M)},,Pending,`,
    ].join("\r\n");
    const refused = await applyBankResponse({ actor: operator, input: { batchId: batch.batchId, csv: bad }, db }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ userMessage: expect.stringMatching(/3 rows of the file have problems: nothing was recorded/) });
    expect(Object.keys((refused as { fieldErrors: object }).fieldErrors)).toEqual(["row 3", "row 4", "row 5"]);
    expect(await auditEntries(db, "payout_line.mark_paid")).toEqual([]);

    const good = [
      "Reference,UTR,Status,Reason",
      `${ref(line.K)},sbin326123456789,Paid,`,
      `"${ref(line.L)}",,Returned,"Account closed, beneficiary deceased"`,
      `${ref(line.M)},SBIN326123456790,SUCCESS,`,
    ].join("\n");
    expect(await applyBankResponse({ actor: operator, input: { batchId: batch.batchId, csv: good }, db })).toEqual({ paid: 2, failed: 1, unchanged: 0 });
    expect(await statementOf(db, t.L!, JAN)).toMatchObject({ status: "held", holdReason: "payout_failed" });
    expect((await getPayoutBatch({ actor: operator, input: { batchId: batch.batchId, filter: { status: "failed" } }, db })).lines[0]).toMatchObject({ failureReason: "Account closed, beneficiary deceased" });
    expect(await applyBankResponse({ actor: operator, input: { batchId: batch.batchId, csv: good }, db })).toEqual({ paid: 0, failed: 0, unchanged: 3 });
    expect((await auditEntries(db)).filter((a) => a.action.startsWith("payout_line.")).map((a) => a.action)).toEqual(["payout_line.mark_paid", "payout_line.mark_failed", "payout_line.mark_paid"]);
    expect((await auditEntries(db, "payout_batch.bank_response")).map((a) => a.after)).toEqual([{ paid: 2, failed: 1, unchanged: 0 }, { paid: 0, failed: 0, unchanged: 3 }]);
    // A different UTR for a line already paid is a conflict, not a silent change.
    const conflicting = `Reference,UTR,Status\n${ref(line.K)},SBIN326123456799,Paid\n`;
    await expect(applyBankResponse({ actor: operator, input: { batchId: batch.batchId, csv: conflicting }, db })).rejects.toMatchObject({ fieldErrors: { "row 2": expect.stringMatching(/already paid/) } });
  });

  it("pays a bank file's lines as marking them one by one would (ledger, statements, audit), in a fixed number of statements whatever its size", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    const { t, batch, line } = await seedBatch(db, operator);
    const ref = (id: number) => `DLMP${batch.batchId}L${id}`;
    const balances = async () => {
      const { rows } = await db.execute<{ kind: string; customer_id: string | null; balance_paise: string; summed: string }>(sql`
        SELECT a.kind, a.customer_id, a.balance_paise, (SELECT coalesce(sum(amount_paise), 0) FROM ledger_entries e WHERE e.account_id = a.id) AS summed
        FROM ledger_accounts a WHERE a.kind IN ('member_commission', 'company_cash') ORDER BY a.id`);
      return rows;
    };
    const before = await balances();
    const memberBalance = (rows: typeof before, id: number) => Number(rows.find((r) => r.kind === "member_commission" && Number(r.customer_id) === id)!.balance_paise);

    // One UTR on two rows, and a UTR already on another line, are refused with the row named.
    await markPayoutLinePaid({ actor: operator, input: { lineId: line.M, utr: "SBIN326000000001" }, db });
    const twice = `Reference,UTR,Status\n${ref(line.K)},SBIN326000000002,Paid\n${ref(line.L)},SBIN326000000002,Paid\n`;
    await expect(applyBankResponse({ actor: operator, input: { batchId: batch.batchId, csv: twice }, db })).rejects.toMatchObject({
      fieldErrors: { "row 3": `UTR SBIN326000000002 is already recorded on payout line ${line.K}.` },
    });
    const reused = `Reference,UTR,Status\n${ref(line.K)},SBIN326000000001,Paid\n`;
    await expect(applyBankResponse({ actor: operator, input: { batchId: batch.batchId, csv: reused }, db })).rejects.toMatchObject({
      fieldErrors: { "row 2": `UTR SBIN326000000001 is already recorded on payout line ${line.M}.` },
    });

    // The statements a file sends, counted at the driver: marking each row with its own dozen
    // statements made a 20,000-row file take minutes.
    const original = pg.Client.prototype.query;
    let statements = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof original>) {
      statements += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      const file = `Reference,UTR,Status,Reason\n${ref(line.L)},,Rejected,Invalid IFSC\n${ref(line.K)},SBIN326000000003,Credited,\n`;
      expect(await applyBankResponse({ actor: operator, input: { batchId: batch.batchId, csv: file }, db })).toEqual({ paid: 1, failed: 1, unchanged: 0 });
    } finally {
      pg.Client.prototype.query = original;
    }
    expect(statements).toBeLessThanOrEqual(16);

    const after = await balances();
    expect(memberBalance(after, t.K!)).toBe(memberBalance(before, t.K!) - 15_000);
    expect(memberBalance(after, t.L!)).toBe(memberBalance(before, t.L!));
    // A member's cached balance stays the sum of their entries.
    for (const account of after.filter((a) => a.kind === "member_commission")) expect(account.balance_paise, `member ${account.customer_id}`).toBe(account.summed);
    const { rows: postings } = await db.execute<{ reference: string; idempotency_key: string; entries: string }>(sql`
      SELECT p.reference, p.idempotency_key, (SELECT count(*) FROM ledger_entries e WHERE e.posting_id = p.id) AS entries
      FROM ledger_postings p WHERE p.kind = 'commission_payout' ORDER BY p.id`);
    expect(postings).toEqual([
      { reference: "SBIN326000000001", idempotency_key: `commission_payout:${line.M}`, entries: "2" },
      { reference: "SBIN326000000003", idempotency_key: `commission_payout:${line.K}`, entries: "2" },
    ]);
    expect(await statementOf(db, t.K!, JAN)).toMatchObject({ status: "paid" });
    expect(await statementOf(db, t.L!, JAN)).toMatchObject({ status: "held", holdReason: "payout_failed" });
    const audits = (await auditEntries(db)).filter((a) => a.action.startsWith("payout_line."));
    expect(audits.slice(1)).toMatchObject([
      { entityId: String(line.L), before: { status: "pending" }, after: { status: "failed", reason: "Invalid IFSC", amountPaise: 18_000, batchId: batch.batchId } },
      { entityId: String(line.K), before: { status: "pending" }, after: { status: "paid", utr: "SBIN326000000003", amountPaise: 15_000, batchId: batch.batchId, postingId: expect.any(Number) } },
    ]);
    expect((await getPayoutBatch({ actor: operator, input: { batchId: batch.batchId }, db })).batch.status).toBe("completed");
  });

  it("lists batches with their progress and exports payout lines (masked accounts) as CSV", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    const { t, batch, line } = await seedBatch(db, operator);
    await markPayoutLinePaid({ actor: operator, input: { lineId: line.K, utr: "SBIN326123456789" }, db });
    const { batches, total } = await listPayoutBatches({ actor: operator, db });
    expect(total).toBe(1);
    expect(batches[0]).toMatchObject({ id: batch.batchId, lineCount: 3, totalPaise: 51_000, counts: { pending: 2, paid: 1, failed: 0 }, paidPaise: 15_000, createdBy: "Olga Operator" });
    const rows = [];
    for await (const chunk of exportPayoutLines({ actor: operator, filter: { batchId: batch.batchId, status: "paid" }, db })()) rows.push(...chunk);
    expect(rows).toEqual([[batch.batchId, line.K, `DLMP${batch.batchId}L${line.K}`, expect.stringMatching(/^DLMP/), `Holder ${t.K}`, "State Bank of India", "SBIN0000432", String(t.K).padStart(4, "0").slice(-4), "150.00", "paid", "SBIN326123456789", null, expect.any(String), expect.any(String)]]);
  });
});
