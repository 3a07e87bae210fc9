import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { deriveMemberLines } from "./derived-lines";
import type { StatementSummary } from "./list-member-statements";
import { num } from "@/server/db/num";
import { parseMonth } from "@/server/commissions/commission-month";

export type AdjustmentReason = "sale_reversed" | "qualification_lost" | "cap_relief";

export type StatementLine = {
  kind: "commission" | "adjustment";
  /** Why an adjustment was made (null for a commission line): qualification_lost names the reversed sale. */
  reason: AdjustmentReason | null;
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
 *
 * The commission lines are derived from the month's counted sales (derived-lines.ts) and add up to
 * the stored commission; the adjustments are stored. Lines add up to lineTotalPaise; gross is that
 * less what went over the monthly cap (capExcessPaise).
 */
export async function getMemberStatement(options: { customerId: number; month: string; db: Executor }) {
  const month = parseMonth(options.month);
  const { rows: head } = await options.db.execute<Record<string, string | boolean>>(sql`
    SELECT month::text, qualified, commission_paise, line_total_paise, gross_paise, tds_paise, net_paise, carried_in_paise, payable_paise,
           status, hold_reason
    FROM commission_statements WHERE member_id = ${options.customerId} AND month = ${month}::date`);
  const h = head[0];
  if (!h) return null;
  const commission = h.qualified ? await deriveMemberLines(options.db, { memberId: options.customerId, month }) : [];
  const { rows: adjustments } = await options.db.execute<Record<string, string | null>>(sql`
    SELECT a.sale_id, to_char(s.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS sale_date, sh.name AS shop_name,
           b.code AS buyer_code, b.first_name AS buyer_name, a.level, a.base_paise, a.rate_bp, a.amount_paise, a.kind::text AS kind
    FROM commission_adjustments a
    LEFT JOIN sales s ON s.id = a.sale_id
    LEFT JOIN shops sh ON sh.id = s.shop_id
    LEFT JOIN customers b ON b.id = a.buyer_id
    WHERE a.member_id = ${options.customerId} AND a.month = ${month}::date
    ORDER BY s.created_at, a.sale_id, a.level, a.source_month, a.id`);
  const lineTotal = num(h.line_total_paise);
  const gross = num(h.gross_paise);
  const commissionPaise = num(h.commission_paise);
  const statement: StatementSummary & { lineTotalPaise: number; commissionPaise: number; adjustmentPaise: number; capExcessPaise: number } = {
    month: String(h.month),
    lineTotalPaise: lineTotal,
    grossPaise: gross,
    tdsPaise: num(h.tds_paise),
    netPaise: num(h.net_paise),
    carriedInPaise: num(h.carried_in_paise),
    payablePaise: num(h.payable_paise),
    status: h.status as StatementSummary["status"],
    holdReason: (h.hold_reason as string | null) ?? null,
    commissionPaise,
    adjustmentPaise: lineTotal - commissionPaise,
    capExcessPaise: lineTotal - gross,
  };
  const lines: StatementLine[] = [
    ...commission.map((l) => ({
      kind: "commission" as const,
      reason: null,
      saleId: l.saleId,
      saleDate: l.saleDate,
      shopName: l.shopName,
      buyerCode: l.buyerCode,
      buyerName: l.buyerName,
      level: l.level,
      basePaise: l.basePaise,
      rateBp: l.rateBp,
      amountPaise: l.amountPaise,
    })),
    ...adjustments.map((r) => ({
      kind: "adjustment" as const,
      reason: r.kind as AdjustmentReason,
      saleId: r.sale_id === null ? null : num(r.sale_id),
      saleDate: r.sale_date ?? null,
      shopName: r.shop_name ?? null,
      buyerCode: r.buyer_code ?? null,
      buyerName: r.buyer_name ?? null,
      level: r.level === null ? null : num(r.level),
      basePaise: num(r.base_paise),
      rateBp: num(r.rate_bp),
      amountPaise: num(r.amount_paise),
    })),
  ];
  return { statement, lines };
}
