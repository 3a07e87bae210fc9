import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { formatPaise } from "@/lib/money";
import { recordAudit } from "@/server/audit/record-audit";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { ledgerPostings, sales } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { ensureLedgerAccount, lockAccountBalance } from "@/server/ledger/ensure-account";
import { postLedger } from "@/server/ledger/post-ledger";
import { formatDate } from "@/lib/format";
import { createNotifications } from "@/server/notifications/create-notifications";

export type ReverseSaleInput = { saleId: number; reason: string };
export type ReversedSale = {
  saleId: number;
  interestReturnedPaise: number;
  walletBalancePaise: number;
  countedMonth: string;
  /** Closed: the next open month's run deducts the sale's commissions as adjustments. Open: the sale drops out at its next run. */
  monthClosed: boolean;
  postingId: number | null;
};

/**
 * An operator reverses a sale recorded by mistake (issue 8, docs/product.md#commission-plan). One transaction: the sale
 * becomes 'reversed' with who, when and why; a sale_reversal posting returns its interest from
 * company revenue to the shop's wallet (naming the posting it undoes); the audit entry; the
 * customer's and the shop owner's notifications. Commissions
 * need nothing here: the engine reads the sale's status — reversed in an open month it drops out at
 * the month's next run; in a closed month the next open month's run writes negative adjustment lines
 * (server/commissions/compute-month.ts). The month's row is share-locked so a close in progress
 * finishes first: the reversal then sees the month closed, never half-closed. When it was the
 * customer's last recorded purchase at the shop, their review of it leaves the public page and the
 * shop's rating in this same transaction, by trigger (shop_customers_verify_reviews).
 */
export async function reverseSale({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: ReverseSaleInput; db?: Database; now?: Date }): Promise<ReversedSale> {
  assertRole(actor, "operator", "Only operators can reverse sales.");
  const reason = input.reason.trim();
  if (!reason) throw new AppError("validation_failed", { fieldErrors: { reason: "Please give the reason for the reversal." } });
  if (reason.length > 500) throw new AppError("validation_failed", { fieldErrors: { reason: "The reason should be at most 500 characters." } });

  return db.transaction(async (tx) => {
    const [sale] = await tx.select().from(sales).where(eq(sales.id, input.saleId)).for("update");
    if (!sale) throw new AppError("not_found", { userMessage: "Sale not found." });
    if (sale.status === "reversed") {
      throw new AppError("conflict", { userMessage: `This sale was already reversed${sale.reversedAt ? ` on ${formatDate(sale.reversedAt, "en")}` : ""}.` });
    }
    const { rows: months } = await tx.execute<{ status: string }>(sql`SELECT status::text FROM commission_months WHERE month = ${sale.countedMonth}::date FOR SHARE`);
    const monthClosed = months[0]?.status === "closed";

    // The wallet before the sale's status: the status change updates the shop's sale totals
    // (sales_recount_shop_totals), which a sale updates after locking the wallet, so both take them in the
    // same order and cannot deadlock.
    const walletId = await ensureLedgerAccount(tx, "franchisee_wallet", { shopId: sale.shopId });
    const before = await lockAccountBalance(tx, walletId);
    await tx.update(sales).set({ status: "reversed", reversedAt: now, reversedBy: actor.userId, reversalReason: reason }).where(eq(sales.id, sale.id));

    let postingId: number | null = null;
    if (sale.interestPaise > 0) {
      const revenueId = await ensureLedgerAccount(tx, "company_revenue");
      const [original] = await tx
        .select({ id: ledgerPostings.id })
        .from(ledgerPostings)
        .where(and(eq(ledgerPostings.saleId, sale.id), eq(ledgerPostings.kind, "sale_interest")));
      ({ postingId } = await postLedger(tx, {
        kind: "sale_reversal",
        saleId: sale.id,
        memo: `Sale #${sale.id} reversed: ${reason}`.slice(0, 600),
        reversesPostingId: original?.id ?? null,
        // One reversal per sale, whatever happens above: a second posting would break the unique key.
        idempotencyKey: `sale_reversal:${sale.id}`,
        createdBy: actor.userId,
        createdAt: now,
        entries: [
          { accountId: walletId, amountPaise: sale.interestPaise },
          { accountId: revenueId, amountPaise: -sale.interestPaise },
        ],
      }));
    }
    const walletBalancePaise = before + sale.interestPaise;
    await recordAudit(tx, {
      actor,
      action: "sale.reverse",
      entityType: "sale",
      entityId: sale.id,
      before: { status: sale.status, shopId: sale.shopId, customerId: sale.customerId, amountPaise: sale.amountPaise, interestPaise: sale.interestPaise, countedMonth: sale.countedMonth, walletBalancePaise: before },
      after: { status: "reversed", reason, postingId, walletBalancePaise, monthClosed, interestReturned: formatPaise(sale.interestPaise) },
    });
    // The customer whose code it was on and the shop owner whose wallet got the interest back.
    await createNotifications(tx, {
      now,
      select: sql`
        SELECT c.user_id, 'sale_reversed' AS kind, 'sale_reversal:' || s.id AS event_key,
               jsonb_build_object('saleId', s.id, 'shopName', sh.name, 'amountPaise', s.amount_paise) AS params, '/purchase' AS link
        FROM sales s JOIN customers c ON c.id = s.customer_id JOIN shops sh ON sh.id = s.shop_id WHERE s.id = ${sale.id}
        UNION ALL
        SELECT f.user_id, 'shop_sale_reversed', 'sale_reversal:' || s.id,
               jsonb_build_object('saleId', s.id, 'amountPaise', s.amount_paise, 'interestPaise', s.interest_paise, 'reason', ${reason}::text), '/franchisee-transactions'
        FROM sales s JOIN shops sh ON sh.id = s.shop_id JOIN franchisees f ON f.id = sh.franchisee_id WHERE s.id = ${sale.id}`,
    });
    return { saleId: sale.id, interestReturnedPaise: sale.interestPaise, walletBalancePaise, countedMonth: sale.countedMonth, monthClosed, postingId };
  });
}
