import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { KEPT_BALANCE_KINDS } from "@/server/db/schema";

/** The columns of ledger_postings a posting set may give (`kind` always); the others take their defaults. */
export type PostingColumn = "kind" | "sale_id" | "method" | "reference" | "memo" | "reverses_posting_id" | "idempotency_key" | "created_by" | "created_at";

/** Each column as the INSERT reads it: a writer may give text for an enum or an untyped NULL. */
const COLUMN_TYPES: Record<PostingColumn, string> = {
  kind: "posting_kind",
  sale_id: "bigint",
  method: "payment_method",
  reference: "text",
  memo: "text",
  reverses_posting_id: "bigint",
  idempotency_key: "text",
  created_by: "text",
  created_at: "timestamptz",
};

/**
 * Postings written by one statement, whatever their number: one sale's, a month's commission
 * credit with an entry per member, a bank file's payouts with a posting per line.
 */
export type PostingSet = {
  /**
   * A query with one row per posting, naming its columns as ledger_postings does (`columns`), in
   * the order the postings' ids are drawn. It may carry more columns for `entries` to read; none
   * named `posting_id`.
   */
  postings: SQL;
  columns: readonly PostingColumn[];
  /**
   * A query with one row per entry: `posting_id, account_id, amount_paise` (and `created_at` when
   * `entriesGiveCreatedAt`; otherwise the transaction's time, the column's default). It reads the
   * postings, with the id drawn for each, as `ledger_posting_set`. Entries are inserted in its order.
   */
  entries: SQL;
  entriesGiveCreatedAt?: boolean;
  /**
   * Bulk loads only (server/scale/bulk.ts: ids by arithmetic, sequences advanced after): `postings`
   * gives each posting's `id` and `entries` each entry's `id`; `entries` then need not read
   * `ledger_posting_set`, which is not materialized.
   */
  givenIds?: boolean;
};

const KEPT = sql.raw(`(${KEPT_BALANCE_KINDS.map((kind) => `'${kind}'`).join(", ")})`);

/**
 * The one writer of postings, entries and kept balances (docs/decisions/129-ledger-one-door.md): the
 * common table expressions of a statement that writes a set of postings, to follow a caller's own
 * (a sale writes its row, its posting and its wallet's balance in one statement: record-sale.ts).
 * `postLedger` and `postLedgerSet` run them alone.
 *
 * The balance rule, once: an account of a kept kind (KEPT_BALANCE_KINDS: wallets, member
 * commission) moves by the sum of its entries in the statement, under its row's lock; a company
 * account's row is neither updated nor locked (its balance is summed from entries, and a hot row
 * would serialize every sale). The database checks that each posting balances, at commit
 * (ledger_entries_balanced), and refuses an overdrawn wallet.
 *
 * Ids are drawn up front (nextval, in the postings' order), so entries need no join back from
 * the postings' insert (the planner cannot estimate a data-modifying CTE and may loop over it).
 * The identity's sequence is named (drizzle names it so) rather than looked up: a sale pays for
 * every catalog read (pg_get_serial_sequence reads pg_depend).
 * The CTEs are named `ledger_posting_set`, `ledger_posted`, `ledger_entered`, `ledger_deltas` and
 * `ledger_kept`; `ledger_deltas` has, per account, the statement's `delta` and number of entries `n`.
 */
export function postingCtes(set: PostingSet): SQL {
  if (!set.columns.includes("kind")) throw new Error("a posting set must give each posting's kind");
  const columns = sql.raw(set.columns.join(", "));
  const typed = sql.raw(set.columns.map((column) => `${column}::${COLUMN_TYPES[column]}`).join(", "));
  const postingSet = set.givenIds
    ? sql`ledger_posting_set AS (SELECT s.*, s.id AS posting_id FROM (${set.postings}) AS s)`
    : sql`ledger_posting_set AS MATERIALIZED (
        SELECT s.*, nextval('ledger_postings_id_seq'::regclass) AS posting_id FROM (${set.postings}) AS s
      )`;
  const createdAt = set.entriesGiveCreatedAt ? sql.raw("coalesce(e.created_at, now())") : sql.raw("now()");
  const entries = set.givenIds
    ? sql`INSERT INTO ledger_entries (id, posting_id, account_id, amount_paise, created_at) OVERRIDING SYSTEM VALUE
      SELECT e.id, e.posting_id, e.account_id, e.amount_paise, ${createdAt} FROM (${set.entries}) AS e`
    : sql`INSERT INTO ledger_entries (posting_id, account_id, amount_paise, created_at)
      SELECT e.posting_id, e.account_id, e.amount_paise, ${createdAt} FROM (${set.entries}) AS e`;
  return sql`${postingSet},
    ledger_posted AS (
      INSERT INTO ledger_postings (id, ${columns}) OVERRIDING SYSTEM VALUE
      SELECT posting_id, ${typed} FROM ledger_posting_set
    ),
    ledger_entered AS (
      ${entries}
      RETURNING account_id, amount_paise
    ),
    ledger_deltas AS (
      SELECT account_id, paise_sum(amount_paise) AS delta, count(*) AS n FROM ledger_entered GROUP BY account_id
    ),
    ledger_kept AS (
      UPDATE ledger_accounts AS a SET balance_paise = a.balance_paise + d.delta
      FROM ledger_deltas AS d
      WHERE a.id = d.account_id AND a.kind IN ${KEPT}
    )`;
}
