import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { ledgerEntries, ledgerPostings } from "@/server/db/schema";

type PostingInsert = typeof ledgerPostings.$inferInsert;

/** Account kinds whose balance is cached in ledger_accounts.balance_paise (see docs/decisions.md). */
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
 */
export async function postLedger(db: Executor, posting: LedgerPosting): Promise<{ postingId: number }> {
  const { entries, ...values } = posting;
  const total = entries.reduce((sum, entry) => sum + entry.amountPaise, 0);
  if (entries.length < 2 || total !== 0) throw new Error(`unbalanced ledger posting (${entries.length} entries, off by ${total})`);
  if (entries.some((entry) => !Number.isSafeInteger(entry.amountPaise) || entry.amountPaise === 0)) {
    throw new Error("ledger amounts must be non-zero whole paise");
  }

  const [row] = await db.insert(ledgerPostings).values(values).returning({ id: ledgerPostings.id });
  const postingId = row!.id;
  await db.insert(ledgerEntries).values(
    entries.map((entry) => ({ postingId, accountId: entry.accountId, amountPaise: entry.amountPaise, createdAt: posting.createdAt })),
  );
  // Cached balances are kept for owned accounts only (wallets, member commission): company accounts
  // take part in every sale, and updating their one row would serialize all sales on its lock.
  const deltas = new Map<number, number>();
  for (const entry of entries) deltas.set(entry.accountId, (deltas.get(entry.accountId) ?? 0) + entry.amountPaise);
  const pairs = [...deltas].sort(([a], [b]) => a - b);
  await db.execute(sql`
    UPDATE ledger_accounts AS a SET balance_paise = a.balance_paise + d.delta
    FROM (VALUES ${sql.join(pairs.map(([id, delta]) => sql`(${id}::bigint, ${delta}::bigint)`), sql`, `)}) AS d(id, delta)
    WHERE a.id = d.id AND a.kind IN ${CACHED_KINDS}`);
  return { postingId };
}
