import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { executePrepared } from "@/server/db/prepared";
import type { ledgerPostings } from "@/server/db/schema";
import { type PostingColumn, postingCtes } from "./posting-ctes";

type PostingInsert = typeof ledgerPostings.$inferInsert;

export type LedgerPosting = Omit<PostingInsert, "id" | "createdAt"> & {
  entries: { accountId: number; amountPaise: number }[];
  createdAt?: Date;
};

/** The posting's fields as ledger_postings names them. */
const COLUMNS = {
  kind: "kind",
  saleId: "sale_id",
  method: "method",
  reference: "reference",
  memo: "memo",
  reversesPostingId: "reverses_posting_id",
  idempotencyKey: "idempotency_key",
  createdBy: "created_by",
  createdAt: "created_at",
} as const satisfies Record<Exclude<keyof LedgerPosting, "entries">, PostingColumn>;

/**
 * Writes one balanced posting: the posting row, its entries, and the kept balances of the accounts
 * it touches (postingCtes, the ledger's one door). Must run inside the caller's transaction (the
 * database checks the balance of the posting at commit, and the wallet CHECK refuses an overdraft).
 *
 * One statement: a sale records itself while holding its wallet's row lock, and every round trip
 * inside that transaction lengthens the queue on the wallet and holds a pool connection
 * (docs/benchmarks.md, 2026-11-24: logged-in pages under load).
 */
export async function postLedger(db: Executor, posting: LedgerPosting): Promise<{ postingId: number }> {
  const { entries, ...values } = posting;
  const total = entries.reduce((sum, entry) => sum + entry.amountPaise, 0);
  if (entries.length < 2 || total !== 0) throw new Error(`unbalanced ledger posting (${entries.length} entries, off by ${total})`);
  if (entries.some((entry) => !Number.isSafeInteger(entry.amountPaise) || entry.amountPaise === 0)) {
    throw new Error("ledger amounts must be non-zero whole paise");
  }

  const given = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter((field) => values[field] !== undefined);
  const row: SQL[] = given.map((field) => {
    const value = values[field];
    return sql`${value instanceof Date ? value.toISOString() : value} AS ${sql.raw(COLUMNS[field])}`;
  });
  // The entries go in in the given order (ids increasing). Named (server/db/prepared.ts): its text
  // depends only on the fields given and the number of entries.
  const { rows } = await executePrepared<{ id: string }>(db, sql`
    WITH ${postingCtes({
      columns: given.map((field) => COLUMNS[field]),
      postings: sql`SELECT ${sql.join(row, sql`, `)}`,
      entries: sql`
        SELECT s.posting_id, e.account_id, e.amount_paise, ${posting.createdAt?.toISOString() ?? null}::timestamptz AS created_at
        FROM ledger_posting_set AS s,
          (VALUES ${sql.join(entries.map((entry, i) => sql`(${i}::int, ${entry.accountId}::bigint, ${entry.amountPaise}::bigint)`), sql`, `)}) AS e(ord, account_id, amount_paise)
        ORDER BY e.ord`,
      entriesGiveCreatedAt: true,
    })}
    SELECT posting_id::text AS id FROM ledger_posting_set`);
  const postingId = Number(rows[0]?.id);
  if (!Number.isSafeInteger(postingId) || postingId <= 0) throw new Error("ledger posting was not written");
  return { postingId };
}
