import "server-only";
import { and, eq } from "drizzle-orm";
import { applyRateBp, formatPaise } from "@/lib/money";
import { kolkataMonthStart } from "@/lib/time";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { sales } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { getFranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { ensureLedgerAccount, lockWallet } from "@/server/ledger/ensure-account";
import { postLedger } from "@/server/ledger/post-ledger";
import { findCustomerByCode } from "./find-customer-by-code";

export type RecordSaleInput = { customerCode: string; amountPaise: number; items: string; idempotencyKey: string };
export type RecordedSale = {
  saleId: number;
  amountPaise: number;
  interestPaise: number;
  walletBalancePaise: number;
  customer: { code: string; firstName: string; lastName: string };
  /** True when this submission repeated one already recorded (a double click or a resubmit). */
  duplicate: boolean;
};

/**
 * A shop records a purchase for a customer. One transaction: the sale, the debit of its interest
 * from the shop's prepaid wallet, and the balanced ledger posting — or nothing. The wallet row is
 * locked first, so concurrent sales queue on it and can never overdraw it; the same idempotency
 * key always yields the one sale it first recorded.
 */
export async function recordSale({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: RecordSaleInput; db?: Database; now?: Date }): Promise<RecordedSale> {
  const shop = await getFranchiseeShop({ actor, db });
  const customer = await findCustomerByCode(db, input.customerCode, actor.userId);
  // Outside the transaction: it is created once and never changes, so no need to hold the wallet
  // lock (and a pool connection) for this round trip.
  const revenueId = await ensureLedgerAccount(db, "company_revenue");
  const buyer = { code: customer.code, firstName: customer.firstName, lastName: customer.lastName };

  return db.transaction(async (tx) => {
    const { walletId, balancePaise: balance } = await lockWallet(tx, shop.shopId);

    // Under the wallet lock, a repeat of an earlier submission finds the sale it recorded.
    const repeat = async (): Promise<RecordedSale | undefined> => {
      const [earlier] = await tx.select().from(sales).where(and(eq(sales.shopId, shop.shopId), eq(sales.idempotencyKey, input.idempotencyKey)));
      return earlier && { saleId: earlier.id, amountPaise: earlier.amountPaise, interestPaise: earlier.interestPaise, walletBalancePaise: balance, customer: buyer, duplicate: true };
    };

    const interestPaise = applyRateBp(input.amountPaise, shop.interestRateBp);
    if (interestPaise > balance) {
      const earlier = await repeat();
      if (earlier) return earlier;
      throw new AppError("insufficient_balance", {
        message: `wallet ${walletId} has ${balance} paise, sale needs ${interestPaise}`,
        userMessage: `Your wallet balance of ${formatPaise(balance)} is not enough for this sale's interest of ${formatPaise(interestPaise)}. Please top up your wallet and try again.`,
      });
    }

    // A repeat conflicts on (shop, idempotency key) and inserts nothing: then it is the earlier sale.
    const [sale] = await tx
      .insert(sales)
      .values({
        shopId: shop.shopId,
        customerId: customer.id,
        amountPaise: input.amountPaise,
        items: input.items,
        interestRateBp: shop.interestRateBp,
        interestPaise,
        // The sale's own Asia/Kolkata month; a database trigger moves it to the next open month
        // when that month is already closed (migration 0004), so no writer can rewrite a closed month.
        countedMonth: kolkataMonthStart(now),
        idempotencyKey: input.idempotencyKey,
        recordedBy: actor.userId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [sales.shopId, sales.idempotencyKey] })
      .returning({ id: sales.id })
      .prepare("sales.record_sale")
      .execute();
    if (!sale) {
      const earlier = await repeat();
      if (!earlier) throw new Error(`sale ${shop.shopId}/${input.idempotencyKey} conflicted but was not found`);
      return earlier;
    }

    if (interestPaise > 0) {
      await postLedger(tx, {
        kind: "sale_interest",
        saleId: sale.id,
        memo: `Sale interest at ${shop.interestRateBp / 100}%`,
        createdBy: actor.userId,
        createdAt: now,
        entries: [
          { accountId: walletId, amountPaise: -interestPaise },
          { accountId: revenueId, amountPaise: interestPaise },
        ],
      });
    }

    return {
      saleId: sale.id,
      amountPaise: input.amountPaise,
      interestPaise,
      walletBalancePaise: balance - interestPaise,
      customer: buyer,
      duplicate: false,
    };
  });
}
