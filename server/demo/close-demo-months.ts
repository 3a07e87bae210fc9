import "server-only";
import { sql } from "drizzle-orm";
import { addMonths, kolkataMonthStart } from "../../lib/time";
import { closeMonth } from "../commissions/close-month";
import { runMonth } from "../commissions/run-month";
import type { Transaction } from "../db/connect";
import { applyBankResponse } from "../payouts/apply-bank-response";
import { createPayoutBatch } from "../payouts/create-payout-batch";
import { SYSTEM_ACTOR } from "@/server/auth/actor";

/**
 * Months this many before the load's month and older are closed by the demo; the three between stay
 * open. The console's journeys close the oldest open months with sales one after another, and the
 * scale seed refuses a closed month among the three it fills (docs/decisions/125-demo-data-rules.md).
 */
export const DEMO_OPEN_MONTHS_BEFORE_CURRENT = 3;

export type ClosedDemoMonths = { closed: string[]; paidMonths: string[]; batchId: number; paidLines: number };

/** Approved amounts with complete KYC in closed months, not yet in a batch (what createPayoutBatch pays). */
async function anythingToPay(tx: Transaction): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM commission_statements cs JOIN commission_months cm ON cm.month = cs.month AND cm.status = 'closed'
    JOIN customers c ON c.id = cs.member_id AND c.pan IS NOT NULL JOIN kyc_details k ON k.customer_id = cs.member_id
    WHERE cs.payout_line_id IS NULL AND cs.status = 'approved' AND cs.payable_paise > 0 LIMIT 1`);
  return rows.length > 0;
}

/**
 * Runs and closes the demo's past months through the commission engine, as the system operator
 * (the command line's `npm run commissions -- --close` does the same), oldest first as closes must
 * go; pays every month but the last closed (all of them, when there is one or the older one pays
 * nobody) by a bank batch and the bank's response, so the customer sees commissions paid (and approved), and the console sees closed
 * months, a completed batch (and approved statements waiting for the next one).
 */
export async function closeDemoMonths(tx: Transaction, now: Date, onStep?: (label: string, ms: number) => void): Promise<ClosedDemoMonths> {
  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await work();
    onStep?.(label, performance.now() - started);
    return value;
  };
  const lastToClose = addMonths(kolkataMonthStart(now), -(DEMO_OPEN_MONTHS_BEFORE_CURRENT + 1));
  const { rows } = await tx.execute<{ month: string }>(
    sql`SELECT DISTINCT counted_month::text AS month FROM sales WHERE counted_month <= ${lastToClose}::date ORDER BY 1`,
  );
  const months = rows.map((r) => r.month);
  if (months.length === 0) throw new Error("demo data: no month with sales to close");

  const close = async (month: string) => {
    await timed(`  run ${month.slice(0, 7)}`, () => runMonth({ actor: SYSTEM_ACTOR, input: { month, trigger: "cli" }, db: tx, wait: true }));
    await timed(`  close ${month.slice(0, 7)}`, () => closeMonth({ actor: SYSTEM_ACTOR, input: { month }, db: tx, wait: true }));
  };
  // One month or two, by the day of the month the data is loaded on (purchaseDaysAgo). The oldest
  // may hold a day or two of sales, too little to pay anyone: then the batch waits for the next.
  for (const month of months.slice(0, -1)) await close(month);
  if (months.length === 1 || !(await anythingToPay(tx))) await close(months.at(-1)!);
  const paidMonths = (await tx.execute<{ month: string }>(sql`SELECT month::text AS month FROM commission_months WHERE status = 'closed' ORDER BY month`)).rows.map((r) => r.month);

  const batch = await timed("  payout batch", () => createPayoutBatch({ actor: SYSTEM_ACTOR, db: tx, wait: true }));
  const { rows: lines } = await tx.execute<{ id: string }>(sql`SELECT id::text FROM payout_lines WHERE batch_id = ${batch.batchId} ORDER BY id`);
  // The bank's response file, as an operator would upload it: every line paid with its own UTR.
  const csv = [
    "Reference,UTR,Status,Reason",
    ...lines.map((line) => `DLMP${batch.batchId}L${line.id},UTIB${String(batch.batchId).padStart(4, "0")}${line.id.padStart(8, "0")},Paid,`),
  ].join("\r\n");
  const response = await timed("  bank response", () => applyBankResponse({ actor: SYSTEM_ACTOR, input: { batchId: batch.batchId, csv }, db: tx }));

  if (!paidMonths.includes(months.at(-1)!)) await close(months.at(-1)!);
  return { closed: months, paidMonths, batchId: batch.batchId, paidLines: response.paid };
}
