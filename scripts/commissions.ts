/**
 * `npm run commissions -- --month YYYY-MM [--dry-run] [--wait] [--close] [--reconcile]`
 *
 * Runs a commission month (docs/product.md#commission-plan) from the command line: computes every line and statement in
 * one transaction and prints the figures. --dry-run computes and rolls back; --wait queues behind a
 * run in progress instead of refusing; --close closes the month after the run (as the system
 * operator); --reconcile prints the month's reconciliation report.
 */
import { parseArgs } from "node:util";
import { closeMonth } from "../server/commissions/close-month";
import { type Reconciliation, reconcileMonth } from "../server/commissions/reconcile-month";
import { runMonth } from "../server/commissions/run-month";
import { isAppError } from "../server/errors";
import { openScriptDatabase } from "./lib/script-database";
import { SYSTEM_ACTOR } from "../server/auth/actor";

const rupees = (paise: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);

async function main() {
  const { values } = parseArgs({
    options: {
      month: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      wait: { type: "boolean", default: false },
      close: { type: "boolean", default: false },
      reconcile: { type: "boolean", default: false },
    },
  });
  if (!values.month) {
    console.error("usage: npm run commissions -- --month YYYY-MM [--dry-run] [--wait] [--close] [--reconcile]");
    return 2;
  }
  const database = await openScriptDatabase();
  try {
    const started = performance.now();
    const pauseMs = Number(process.env.COMMISSIONS_TEST_PAUSE_BEFORE_COMMIT_MS ?? 0);
    const result = await runMonth({
      actor: SYSTEM_ACTOR,
      input: { month: values.month, trigger: "cli", dryRun: values["dry-run"] },
      wait: values.wait,
      db: database.db,
      beforeCommit: pauseMs > 0 ? async () => {
        console.log("[commissions] written, committing");
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      } : undefined,
    });
    const t = result.totals;
    console.log(`[commissions] ${result.month.slice(0, 7)} ${result.dryRun ? "dry run (nothing written)" : `run ${result.runId}`} with plan v${result.plan.version} in ${Math.round(performance.now() - started)} ms`);
    console.table({
      "sales counted": t.salesCounted,
      "pool (sale interest)": rupees(t.poolPaise),
      "members earning": t.earners,
      "commission lines": t.commissionLines,
      "adjustment lines": t.adjustmentLines,
      "statements": t.members,
      "commission before cap": rupees(t.commissionPaise),
      "cap excess (company)": rupees(t.capExcessPaise),
      "adjustments": rupees(t.adjustmentPaise),
      "gross": rupees(t.grossPaise),
      "TDS": rupees(t.tdsPaise),
      "net": rupees(t.netPaise),
      "carried in": rupees(t.carriedInPaise),
      "payable": rupees(t.payablePaise),
      "company share": rupees(t.companySharePaise),
    });
    let report: Reconciliation | undefined;
    if (values.close && !values["dry-run"]) {
      const closed = await closeMonth({ actor: SYSTEM_ACTOR, input: { month: values.month }, db: database.db, wait: values.wait });
      console.log(`[commissions] ${closed.month.slice(0, 7)} closed: ${closed.approved} approved, ${closed.held} held`);
      report = closed.reconciliation; // made inside the closing transaction, after the close
    }
    if (values.reconcile || values.close) {
      report ??= await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: values.month }, db: database.db });
      for (const c of report.checks) console.log(`${c.ok ? "ok  " : "FAIL"} ${c.name}: ${c.left} / ${c.right}`);
      if (!report.ok) return 1;
    }
    return 0;
  } finally {
    await database.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[commissions] ${isAppError(error) ? (error.userMessage ?? error.message) : error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
