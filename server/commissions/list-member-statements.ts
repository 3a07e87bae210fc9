import "server-only";
import { ACCOUNT_LIST_PAGE_SIZE } from "@/lib/lists/page-size";
import { sql } from "drizzle-orm";
import { preparedSql } from "@/server/db/prepared";
import type { Executor } from "@/server/db/connect";
import { num } from "@/server/db/num";

export type StatementSummary = {
  month: string;
  grossPaise: number;
  tdsPaise: number;
  netPaise: number;
  carriedInPaise: number;
  payablePaise: number;
  status: "pending" | "approved" | "held" | "paid";
  holdReason: string | null;
};

export const STATEMENT_PAGE_SIZE = ACCOUNT_LIST_PAGE_SIZE;

/**
 * One member's monthly statements, newest first, five a page (docs/product.md#business-constants). The caller passes the
 * signed-in customer's own id: identity comes from the session, never from the request.
 */
export async function listMemberStatements(options: { customerId: number; page?: number; db: Executor }) {
  const page = Math.max(1, Math.floor(options.page ?? 1));
  // Named and built once (server/db/prepared.ts): the dashboard and the commissions page read it on every view.
  const { rows } = await preparedSql<Record<string, string>>(options.db, "commissions.member_statements", () => sql`
    SELECT month::text, gross_paise, tds_paise, net_paise, carried_in_paise, payable_paise, status, hold_reason,
           count(*) OVER () AS total
    FROM commission_statements WHERE member_id = ${sql.placeholder("memberId")}
    ORDER BY month DESC LIMIT ${STATEMENT_PAGE_SIZE} OFFSET ${sql.placeholder("offset")}`).execute({ memberId: options.customerId, offset: (page - 1) * STATEMENT_PAGE_SIZE });
  const statements: StatementSummary[] = rows.map((r) => ({
    month: r.month!,
    grossPaise: num(r.gross_paise),
    tdsPaise: num(r.tds_paise),
    netPaise: num(r.net_paise),
    carriedInPaise: num(r.carried_in_paise),
    payablePaise: num(r.payable_paise),
    status: r.status as StatementSummary["status"],
    holdReason: r.hold_reason ?? null,
  }));
  const count = rows[0] ? num(rows[0].total) : 0;
  return { statements, count, page, pages: Math.ceil(count / STATEMENT_PAGE_SIZE) };
}
