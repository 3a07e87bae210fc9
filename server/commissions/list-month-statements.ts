import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";
import { parseMonth } from "@/server/commissions/commission-month";

export const STATEMENT_STATUSES = ["pending", "approved", "held", "paid"] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export type MonthStatementRow = {
  memberId: number;
  code: string | null;
  name: string;
  lineTotalPaise: number;
  grossPaise: number;
  tdsPaise: number;
  netPaise: number;
  carriedInPaise: number;
  payablePaise: number;
  status: StatementStatus;
  holdReason: string | null;
};

export type MonthStatementFilter = { month: string; search?: string; status?: StatementStatus | "all" };

/** The members a search names: a customer code (DLMP…, exact) or part of a name. */
export function memberSearchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  if (/^DLMP\d+$/i.test(text)) return sql`c.code = ${text.toUpperCase()}`;
  const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`concat_ws(' ', c.first_name, c.middle_name, c.last_name) ILIKE ${pattern}`;
}

export function monthStatementsWhere(filter: MonthStatementFilter): SQL {
  const month = parseMonth(filter.month);
  const conditions = [sql`cs.month = ${month}::date`];
  if (filter.status && filter.status !== "all") conditions.push(sql`cs.status = ${filter.status}::commission_statement_status`);
  const search = memberSearchCondition(filter.search);
  if (search) conditions.push(search);
  return sql.join(conditions, sql` AND `);
}

export function toMonthStatementRow(r: Record<string, unknown>): MonthStatementRow {
  return {
    memberId: num(r.member_id),
    code: (r.code as string | null) ?? null,
    name: String(r.name ?? ""),
    lineTotalPaise: num(r.line_total_paise),
    grossPaise: num(r.gross_paise),
    tdsPaise: num(r.tds_paise),
    netPaise: num(r.net_paise),
    carriedInPaise: num(r.carried_in_paise),
    payablePaise: num(r.payable_paise),
    status: r.status as StatementStatus,
    holdReason: (r.hold_reason as string | null) ?? null,
  };
}

export const MONTH_STATEMENT_COLUMNS = sql`cs.member_id, c.code, concat_ws(' ', c.first_name, c.last_name) AS name, cs.line_total_paise, cs.gross_paise,
  cs.tds_paise, cs.net_paise, cs.carried_in_paise, cs.payable_paise, cs.status, cs.hold_reason`;

/**
 * One month's member statements (operators only), largest payable first, searchable by customer
 * code or name and filterable by status, a page at a time.
 */
export async function listMonthStatements(options: { actor: Actor | undefined; input: { filter: MonthStatementFilter; page?: number; pageSize?: number }; db: Executor }) {
  assertRole(options.actor, "operator");
  const pageSize = options.input.pageSize ?? 20;
  const page = Math.max(0, Math.floor(options.input.page ?? 0));
  const where = monthStatementsWhere(options.input.filter);
  const { rows } = await options.db.execute<Record<string, unknown>>(sql`
    SELECT ${MONTH_STATEMENT_COLUMNS}
    FROM commission_statements cs LEFT JOIN customers c ON c.id = cs.member_id
    WHERE ${where}
    ORDER BY cs.payable_paise DESC, cs.member_id
    LIMIT ${pageSize} OFFSET ${page * pageSize}`);
  const { rows: countRows } = await options.db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM commission_statements cs LEFT JOIN customers c ON c.id = cs.member_id WHERE ${where}`);
  return { statements: rows.map(toMonthStatementRow), total: num(countRows[0]?.n) };
}
