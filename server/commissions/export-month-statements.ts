import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { csvRupees } from "@/server/http/csv-stream";
import { MONTH_STATEMENT_COLUMNS, type MonthStatementFilter, monthStatementsWhere, toMonthStatementRow } from "./list-month-statements";
import { type Actor, assertRole } from "@/server/auth/actor";
import { parseMonth } from "@/server/commissions/commission-month";

export const MONTH_STATEMENTS_CSV_HEADER = [
  "Month", "Customer code", "Name", "Lines", "Gross", "TDS", "Net", "Carried in", "Payable", "Status", "Hold reason",
] as const;

const BATCH = 5_000;

/**
 * A month's statements as CSV rows (operators only), the same filter as the list, produced in
 * batches in member order (keyset on the statements' primary key), so a month of hundreds of
 * thousands of members never sits in memory at once. Checks the actor before the first row.
 */
export function exportMonthStatements(options: { actor: Actor | undefined; filter: MonthStatementFilter; db: Executor }) {
  assertRole(options.actor, "operator");
  const month = parseMonth(options.filter.month);
  const where = monthStatementsWhere(options.filter);
  const { db } = options;
  return async function* batches() {
    let after = 0;
    for (;;) {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        SELECT ${MONTH_STATEMENT_COLUMNS}
        FROM commission_statements cs LEFT JOIN customers c ON c.id = cs.member_id
        WHERE ${where} AND cs.member_id > ${after}
        ORDER BY cs.member_id LIMIT ${BATCH}`);
      if (rows.length === 0) return;
      const statements = rows.map(toMonthStatementRow);
      after = statements.at(-1)!.memberId;
      yield statements.map((s) => [
        month.slice(0, 7), s.code, s.name, csvRupees(s.lineTotalPaise), csvRupees(s.grossPaise), csvRupees(s.tdsPaise),
        csvRupees(s.netPaise), csvRupees(s.carriedInPaise), csvRupees(s.payablePaise), s.status, s.holdReason,
      ]);
      if (rows.length < BATCH) return;
    }
  };
}
