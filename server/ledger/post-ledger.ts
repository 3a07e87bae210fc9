import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { executePrepared } from "@/server/db/prepared";
import { ledgerPostings } from "@/server/db/schema";

type PostingInsert = typeof ledgerPostings.$inferInsert;

/** Account kinds whose balance is cached in ledger_accounts.balance_paise (see docs/decisions/004-money-in-paise-and-double-entry-ledger.md). */
export const CACHED_BALANCE_KINDS = ["franchisee_wallet", "member_commission"] as const;
const CACHED_KINDS = sql.raw(`(${CACHED_BALANCE_KINDS.map((k) => `'${k}'`).join(", ")})`);

export type LedgerPosting = Omit<PostingInsert, "id" | "createdAt"> & {
  entries: { accountId: number; amountPaise: number }[];
  createdAt?: Date;
};

/**
 * Writes one balanced posting: the posting row, its entries, and the cached balances of the
 * accounts it touches. Must run inside the caller's transaction (the database checks the balance
 * of the posting at commit, and the wallet CHECK refuses an overdraft).
 *
 * One statement (data-modifying CTEs): a sale records itself while holding its wallet's row lock,
 * and every round trip inside that transaction lengthens the queue on the wallet and holds a pool
 * connection (docs/benchmarks.md, 2026-11-24: logged-in pages under load).
 */
export async function postLedger(db: Executor, posting: LedgerPosting): Promise<{ postingId: number }> {
  const { entries, ...values } = posting;
  const total = entries.reduce((sum, entry) => sum + entry.amountPaise, 0);
  if (entries.length < 2 || total !== 0) throw new Error(`unbalanced ledger posting (${entries.length} entries, off by ${total})`);
  if (entries.some((entry) => !Number.isSafeInteger(entry.amountPaise) || entry.amountPaise === 0)) {
    throw new Error("ledger amounts must be non-zero whole paise");
  }

  // Cached balances are kept for owned accounts only (wallets, member commission): company accounts
  // take part in every sale, and updating their one row would serialize all sales on its lock.
  const deltas = new Map<number, number>();
  for (const entry of entries) deltas.set(entry.accountId, (deltas.get(entry.accountId) ?? 0) + entry.amountPaise);
  const pairs = [...deltas].sort(([a], [b]) => a - b);
  const insertPosting = db.insert(ledgerPostings).values(values).returning({ id: ledgerPostings.id });
  // The entries go in in the given order (ids increasing), which the balance check relies on
  // (ledger_posting_must_balance: only a posting's last entry sums it). PostgreSQL runs every data-modifying CTE
  // exactly once, whether or not the final SELECT reads it.
  // Named (server/db/prepared.ts): its text depends only on the numbers of entries and accounts.
  const { rows } = await executePrepared<{ id: string }>(db, sql`
    WITH posting AS ${insertPosting /* Drizzle puts a query builder in parentheses */},
    entries AS (
      INSERT INTO ledger_entries (posting_id, account_id, amount_paise, created_at)
      SELECT posting.id, e.account_id, e.amount_paise, coalesce(${posting.createdAt ?? null}::timestamptz, now())
      FROM posting, (VALUES ${sql.join(entries.map((entry, i) => sql`(${i}::int, ${entry.accountId}::bigint, ${entry.amountPaise}::bigint)`), sql`, `)}) AS e(ord, account_id, amount_paise)
      ORDER BY e.ord
    ),
    balances AS (
      UPDATE ledger_accounts AS a SET balance_paise = a.balance_paise + d.delta
      FROM (VALUES ${sql.join(pairs.map(([id, delta]) => sql`(${id}::bigint, ${delta}::bigint)`), sql`, `)}) AS d(id, delta)
      WHERE a.id = d.id AND a.kind IN ${CACHED_KINDS}
    )
    SELECT id::text FROM posting`);
  const postingId = Number(rows[0]?.id);
  if (!Number.isSafeInteger(postingId) || postingId <= 0) throw new Error("ledger posting was not written");
  return { postingId };
}
