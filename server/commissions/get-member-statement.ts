import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { num, parseMonth } from "./common";
import type { StatementSummary } from "./list-member-statements";

export type StatementLine = {
  kind: "commission" | "adjustment";
  saleId: number | null;
  saleDate: string | null;
  shopName: string | null;
  buyerCode: string | null;
  buyerName: string | null;
  level: number | null;
  basePaise: number;
  rateBp: number;
  amountPaise: number;
};

/**
 * One month's statement of one member with every line behind it ("why you got this"): which
 * purchase, whose, at which level, the base (the shop's fee), the rate and the amount. Buyers are
 * named by customer code and first name only.
 */
export async function getMemberStatement(options: { customerId: number; month: string; db: Executor }) {
  const month = parseMonth(options.month);
  const { rows: head } = await options.db.execute<Record<string, string>>(sql`
    SELECT month::text, line_total_paise, gross_paise, tds_paise, net_paise, carried_in_paise, payable_paise, status, hold_reason
    FROM commission_statements WHERE member_id = ${options.customerId} AND month = ${month}::date`);
  const h = head[0];
  if (!h) return null;
  const { rows } = await options.db.execute<Record<string, string | null>>(sql`
    SELECT l.kind, l.sale_id, to_char(s.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS sale_date, sh.name AS shop_name,
           b.code AS buyer_code, b.first_name AS buyer_name, l.level, l.base_paise, l.rate_bp, l.amount_paise
    FROM commission_lines l
    LEFT JOIN sales s ON s.id = l.sale_id
    LEFT JOIN shops sh ON sh.id = s.shop_id
    LEFT JOIN customers b ON b.id = l.buyer_id
    WHERE l.member_id = ${options.customerId} AND l.month = ${month}::date
    ORDER BY l.kind, s.created_at, l.sale_id, l.level`);
  const statement: StatementSummary & { lineTotalPaise: number } = {
    month: h.month!,
    lineTotalPaise: num(h.line_total_paise),
    grossPaise: num(h.gross_paise),
    tdsPaise: num(h.tds_paise),
    netPaise: num(h.net_paise),
    carriedInPaise: num(h.carried_in_paise),
    payablePaise: num(h.payable_paise),
    status: h.status as StatementSummary["status"],
    holdReason: h.hold_reason ?? null,
  };
  const lines: StatementLine[] = rows.map((r) => ({
    kind: r.kind as StatementLine["kind"],
    saleId: r.sale_id === null ? null : num(r.sale_id),
    saleDate: r.sale_date ?? null,
    shopName: r.shop_name ?? null,
    buyerCode: r.buyer_code ?? null,
    buyerName: r.buyer_name ?? null,
    level: r.level === null ? null : num(r.level),
    basePaise: num(r.base_paise),
    rateBp: num(r.rate_bp),
    amountPaise: num(r.amount_paise),
  }));
  return { statement, lines };
}
