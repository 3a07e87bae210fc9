import { sql } from "drizzle-orm";
import { SYSTEM_ACTOR } from "../../server/auth/actor";
import { afterAll, describe, expect, it } from "vitest";
import { closeMonth } from "../../server/commissions/close-month";
import { reconcileMonth } from "../../server/commissions/reconcile-month";
import { runMonth } from "../../server/commissions/run-month";
import { listCommissionMonths } from "../../server/commissions/list-commission-months";
import { createPayoutBatch } from "../../server/payouts/create-payout-batch";
import { listPayoutBatches } from "../../server/payouts/list-payout-batches";
import { getPayoutBatch } from "../../server/payouts/get-payout-batch";
import { exportPayoutBatchCsv } from "../../server/payouts/export-payout-batch";
import { markPayoutLineFailed, markPayoutLinePaid } from "../../server/payouts/mark-payout-line";
import { addSale, buildTree, completeKyc, dropTemplate, freshWorld, qualify, statementOf, type World } from "../support/commission-factories";

let world: World | undefined;
afterAll(async () => {
  await world?.close();
  await dropTemplate();
});

const operator = SYSTEM_ACTOR;

async function balances(db: World["db"]) {
  const { rows } = await db.execute<{ kind: string; customer_id: string | null; balance: string; entries: string }>(sql`
    SELECT a.kind, a.customer_id, a.balance_paise AS balance, coalesce(sum(e.amount_paise), 0) AS entries
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id`);
  // A member's kept balance is the sum of their entries; company accounts keep none (summed instead).
  for (const r of rows) expect(Number(r.balance), `${r.kind} ${r.customer_id}`).toBe(r.kind === "member_commission" ? Number(r.entries) : 0);
  return (kind: string, customerId?: number) =>
    Number(rows.find((r) => r.kind === kind && (customerId === undefined || Number(r.customer_id) === customerId))?.entries ?? 0);
}

describe("payouts", () => {
  it("pays approved amounts with KYC by NEFT batch; held amounts join the first batch after KYC; a failed line returns to held", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { K: "0", N: "1", K1: "00", N1: "10" }, { withPan: ["K", "N"] });
    await completeKyc(db, t.K!); // K has PAN and bank details; N has a PAN but no bank details yet
    const M = "2027-01-01";
    await qualify(db, [t.K!, t.N!], M);
    // K and N each earn 18 % of 100000 = 18000 (₹180).
    await addSale(db, { customerId: t.K1!, amountPaise: 2_000_000, interestPaise: 100_000, month: M });
    await addSale(db, { customerId: t.N1!, amountPaise: 2_000_000, interestPaise: 100_000, month: M });
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: M, trigger: "cli" }, db });
    await expect(createPayoutBatch({ actor: operator, db })).rejects.toThrow(); // nothing closed yet
    await closeMonth({ actor: operator, input: { month: M }, db });
    expect(await statementOf(db, t.K!, M)).toMatchObject({ status: "approved", payable: 18_000 });
    expect(await statementOf(db, t.N!, M)).toMatchObject({ status: "held", holdReason: "kyc_incomplete" });
    let ledger = await balances(db);
    expect(ledger("member_commission", t.K!)).toBe(18_000);
    expect(ledger("commission_expense")).toBe(-36_000);

    await expect(createPayoutBatch({ actor: { userId: "a-customer", roles: ["customer"] as const }, db })).rejects.toThrow(/operator/);
    const first = await createPayoutBatch({ actor: operator, db });
    expect(first).toMatchObject({ lineCount: 1, totalPaise: 18_000 });
    const csv = await exportPayoutBatchCsv({ actor: operator, input: { batchId: first.batchId }, db });
    const [header, row] = csv.trim().split("\r\n");
    expect(header).toBe("Beneficiary Name,Account Number,IFSC,Amount,Reference");
    const lineId = Number(/L(\d+)$/.exec(row!)![1]);
    expect(row).toBe(`Holder ${t.K},00001234${String(t.K).padStart(4, "0")},SBIN0000432,180.00,DLMP${first.batchId}L${lineId}`);
    // A second batch finds nothing new.
    await expect(createPayoutBatch({ actor: operator, db })).rejects.toThrow(/nothing to pay/);

    await markPayoutLinePaid({ actor: operator, input: { lineId, utr: "SBIN270112345678" }, db });
    expect(await statementOf(db, t.K!, M)).toMatchObject({ status: "paid" });
    await expect(markPayoutLinePaid({ actor: operator, input: { lineId, utr: "AGAIN0000000000001" }, db })).rejects.toThrow(/already paid/);
    ledger = await balances(db);
    expect(ledger("member_commission", t.K!)).toBe(0);
    expect(ledger("company_cash")).toBe(18_000);

    // N completes KYC: the held amount joins the next batch; the bank returns it; it is held again and joins the one after.
    await completeKyc(db, t.N!);
    const second = await createPayoutBatch({ actor: operator, db });
    expect(second).toMatchObject({ lineCount: 1, totalPaise: 18_000 });
    const { rows } = await db.execute<{ id: string }>(sql`SELECT id FROM payout_lines WHERE batch_id = ${second.batchId}`);
    const nLine = Number(rows[0]!.id);
    await expect(markPayoutLineFailed({ actor: operator, input: { lineId: nLine, reason: "" }, db })).rejects.toThrow();
    await markPayoutLineFailed({ actor: operator, input: { lineId: nLine, reason: "Account closed" }, db });
    expect(await statementOf(db, t.N!, M)).toMatchObject({ status: "held", holdReason: "payout_failed" });
    const third = await createPayoutBatch({ actor: operator, db });
    expect(third).toMatchObject({ lineCount: 1, totalPaise: 18_000 });

    const { batches } = await listPayoutBatches({ actor: operator, db });
    expect(batches.map((b) => [b.id, b.status, b.counts])).toEqual([
      [third.batchId, "draft", { pending: 1, paid: 0, failed: 0 }],
      [second.batchId, "completed", { pending: 0, paid: 0, failed: 1 }],
      [first.batchId, "completed", { pending: 0, paid: 1, failed: 0 }],
    ]);
    const { lines } = await getPayoutBatch({ actor: operator, input: { batchId: first.batchId }, db });
    expect(lines[0]).toMatchObject({ utr: "SBIN270112345678", accountLast4: String(t.K).padStart(4, "0").slice(-4), amountPaise: 18_000 });
    const { months } = await listCommissionMonths({ actor: operator, db });
    expect(months).toMatchObject([{ month: M, status: "closed", planVersion: 1, totals: { grossPaise: 36_000 } }]);
    await expect(listCommissionMonths({ actor: undefined, db })).rejects.toThrow(/operator/);

    const report = await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: M }, db });
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.figures).toMatchObject({ netPaise: 36_000, paidPaise: 18_000, approvedUnpaidPaise: 18_000, heldPaise: 0 });
  });
});
