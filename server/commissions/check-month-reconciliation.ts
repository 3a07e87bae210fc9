import "server-only";
import { sql } from "drizzle-orm";
import type { Database, Executor } from "@/server/db/connect";
import { type Reconciliation, reconcileMonth, reconciliationReport } from "./reconcile-month";
import { type Actor, assertRole } from "@/server/auth/actor";

/**
 * The console's "Reconcile" (operators only): the month's reconciliation report, read-only. Its
 * queries share one snapshot (a read-only REPEATABLE READ transaction), so a run, a close or a
 * payout batch committing in the middle of it (it takes no commission lock, and at full scale takes
 * most of a minute) cannot give it figures from before on one side of a check and after on the other.
 */
export async function checkMonthReconciliation(options: { actor: Actor | undefined; input: { month: string }; db: Executor }): Promise<Reconciliation> {
  assertRole(options.actor, "operator");
  const { db } = options;
  // Inside a caller's transaction the snapshot is the caller's.
  if (isTransaction(db)) return reconciliationReport(await reconcileMonth({ actor: options.actor, input: options.input, db }));
  return db.transaction(
    async (tx) => {
      // Before the snapshot is taken (at the first query): a run swapping a month's partition
      // (DETACH, DROP, ATTACH: not MVCC-safe) commits first, or waits for this transaction, so the
      // snapshot never reads a swapped partition as empty.
      await tx.execute(sql`LOCK TABLE commission_statements IN ACCESS SHARE MODE`);
      return reconciliationReport(await reconcileMonth({ actor: options.actor, input: options.input, db: tx }));
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

function isTransaction(db: Executor): db is Exclude<Executor, Database> {
  return "rollback" in db;
}
