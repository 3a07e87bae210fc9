import "server-only";
import type { Executor } from "@/server/db/connect";
import { type Actor, assertOperator } from "./common";
import { type Reconciliation, reconcileMonth, reconciliationReport } from "./reconcile-month";

/** The console's "Reconcile" button (operators only): the month's reconciliation report, read-only. */
export async function checkMonthReconciliation(options: { actor: Actor | undefined; month: string; db: Executor }): Promise<Reconciliation> {
  assertOperator(options.actor);
  return reconciliationReport(await reconcileMonth({ month: options.month, db: options.db }));
}
