import { createHash } from "node:crypto";
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import type { Executor } from "./connect";

/**
 * Hot statements run as named prepared statements. An unnamed statement is parsed and planned
 * on every call, and for the short lookups of a request planning costs far more than running:
 * the session check's five-table join plans in ~0.55 ms and runs in 0.05 ms (EXPLAIN on the scale
 * data; shops alone has 13 indexes to consider). Named, each pool connection parses it once and
 * PostgreSQL switches to a cached generic plan after five executions (docs/benchmarks.md,
 * "Recording a sale: where the CPU goes").
 *
 * Only for statements whose text is fixed (values are parameters): every distinct name stays
 * prepared on each connection for the connection's life. node-postgres refuses one name used for
 * two different texts on a connection: raw SQL is named by its text here; a query builder's
 * `.prepare(name)` takes a constant name unique to its call site ("module.purpose").
 */
export function statementName(text: string): string {
  return `p_${createHash("sha1").update(text).digest("base64url")}`;
}

const dialect = new PgDialect({ casing: "snake_case" });

/** `db.execute(query)` as a named prepared statement (see above). */
export async function executePrepared<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<{ rows: T[] }> {
  const built = dialect.sqlToQuery(query);
  return db._.session.prepareQuery(built, undefined, statementName(built.sql), false).execute() as Promise<{ rows: T[] }>;
}

type Executable<R> = { execute(values?: Record<string, unknown>): Promise<R> };
const builtOnce = new WeakMap<Executor, Map<string, Executable<unknown>>>();

function once<R>(db: Executor, name: string, make: () => Executable<R>): Executable<R> {
  let forDb = builtOnce.get(db);
  if (!forDb) builtOnce.set(db, (forDb = new Map()));
  let prepared = forDb.get(name) as Executable<R> | undefined;
  if (!prepared) forDb.set(name, (prepared = make()));
  return prepared;
}

/**
 * A query builder's named statement, built once per executor: drizzle turns a builder into SQL text
 * on every call (a tenth of the web process's CPU on the dashboard's API, docs/benchmarks.md,
 * session 15), so the hottest statements are built with `sql.placeholder("…")` for their values
 * and run with `.execute({ … })`. Transactions are executors of their own (kept weakly).
 */
export function preparedQuery<R>(db: Executor, name: string, build: (db: Executor) => { prepare(name: string): Executable<R> }): Executable<R> {
  return once(db, name, () => build(db).prepare(name));
}

/** Raw SQL with `sql.placeholder("…")` values as a named statement built once per executor (see preparedQuery). */
export function preparedSql<T extends Record<string, unknown>>(db: Executor, name: string, query: () => SQL): Executable<{ rows: T[] }> {
  return once(db, name, () => db._.session.prepareQuery(dialect.sqlToQuery(query()), undefined, name, false) as Executable<{ rows: T[] }>);
}
