import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { type PostingSet, postingCtes } from "./posting-ctes";

/**
 * Writes a set of postings in one statement, whatever their number (postingCtes): a month's
 * commission credit, a bank file's payouts, a data load. Set-based, so thousands of entries cost
 * one round trip and one pass; inside the caller's transaction (each posting's balance is checked
 * at commit). Returns the number of entries written.
 */
export async function postLedgerSet(db: Executor, set: PostingSet): Promise<{ entries: number }> {
  const { rows } = await db.execute<{ entries: string }>(sql`
    WITH ${postingCtes(set)}
    SELECT coalesce(sum(n), 0)::text AS entries FROM ledger_deltas`);
  return { entries: Number(rows[0]?.entries ?? 0) };
}
