import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { applyRateBp, formatPaise } from "@/lib/money";
import { kolkataMonthStart } from "@/lib/time";
import type { UserActor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { sales } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { preparedSql } from "@/server/db/prepared";
import { getFranchiseeShop, type FranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { ensureLedgerAccount } from "@/server/ledger/ensure-account";
import { postingCtes } from "@/server/ledger/posting-ctes";
import { notificationCtes } from "@/server/notifications/create-notifications";
import { MIN_SALE_PAISE, minimumSalePaise, SALES_MESSAGES } from "@/lib/validation/sales";
import { findCustomerByCode } from "./find-customer-by-code";
import { shortLastName } from "./short-name";

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
 * A shop records a purchase for a customer. One statement, so one transaction: lock the shop's
 * wallet, insert the sale, and debit its interest from the wallet in a balanced posting — or
 * nothing. The wallet row is locked first, so concurrent sales queue on it and can never overdraw
 * it; the same idempotency key always yields the one sale it first recorded, and is refused for a
 * different sale (docs/decisions/112-sale-idempotency-and-minimum.md).
 */
export async function recordSale({ actor, input, db = appDb, now = new Date() }: { actor: UserActor; input: RecordSaleInput; db?: Database; now?: Date }): Promise<RecordedSale> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < MIN_SALE_PAISE) {
    throw new AppError("validation_failed", { userMessage: SALES_MESSAGES.amountTooSmall, fieldErrors: { amount: SALES_MESSAGES.amountTooSmall } });
  }
  // Both reads at once (a sale is the back office's hottest write); the shop's refusal wins, so a
  // visitor who is not a shop owner learns nothing about customer codes.
  const [shopRead, customerRead] = await Promise.allSettled([getFranchiseeShop({ actor, db }), findCustomerByCode(db, input.customerCode, actor.userId)]);
  if (shopRead.status === "rejected") throw shopRead.reason;
  if (customerRead.status === "rejected") throw customerRead.reason;
  const shop = shopRead.value;
  const customer = customerRead.value;
  // Named as Verify names them: the first name and the last name's initial.
  const buyer = { code: customer.code, firstName: customer.firstName, lastName: shortLastName(customer.lastName) };
  const interestPaise = applyRateBp(input.amountPaise, shop.interestRateBp);
  // A fee that rounds to 0 paise would record a sale with no posting at a shop that charges one.
  const minimum = minimumSalePaise(shop.interestRateBp);
  if (input.amountPaise < minimum) {
    const message = `At this shop's fee the smallest sale is ${formatPaise(minimum)}.`;
    throw new AppError("validation_failed", { userMessage: message, fieldErrors: { amount: message } });
  }
  const sale: SaleWrite = { shop, customerId: customer.id, customerUserId: customer.userId, input, interestPaise, actorUserId: actor.userId, now };

  let written = await writeSale(db, sale);
  if (!written) {
    // The shop's first sale without a top-up, or the first sale of all (no revenue account yet).
    await ensureLedgerAccount(db, "franchisee_wallet", { shopId: shop.shopId });
    await ensureLedgerAccount(db, "company_revenue");
    written = await writeSale(db, sale);
    if (!written) throw new Error(`the wallet of shop ${shop.shopId} or the revenue account could not be created`);
  }
  const { walletId, balancePaise: balance, saleId } = written;
  if (saleId !== null) {
    return { saleId, amountPaise: input.amountPaise, interestPaise, walletBalancePaise: balance - interestPaise, customer: buyer, duplicate: false };
  }

  // Nothing inserted: the key repeats an earlier submission (a double click or a resubmit), or the
  // wallet cannot cover the interest. A new statement sees a sale committed while this one waited
  // for the wallet lock.
  const [earlier] = await db
    .select({ id: sales.id, customerId: sales.customerId, amountPaise: sales.amountPaise, items: sales.items, interestPaise: sales.interestPaise })
    .from(sales)
    .where(and(eq(sales.shopId, shop.shopId), eq(sales.idempotencyKey, input.idempotencyKey)));
  if (earlier) {
    // A replay must be the same sale; a key reused for another one is refused, as payment APIs do,
    // rather than answering "duplicate" about a sale that was never recorded.
    if (earlier.customerId !== customer.id || earlier.amountPaise !== input.amountPaise || earlier.items !== input.items) {
      throw new AppError("validation_failed", { message: `idempotency key of sale ${earlier.id} reused for another sale`, userMessage: SALES_MESSAGES.keyReused });
    }
    return { saleId: earlier.id, amountPaise: earlier.amountPaise, interestPaise: earlier.interestPaise, walletBalancePaise: balance, customer: buyer, duplicate: true };
  }
  if (interestPaise > balance) {
    throw new AppError("insufficient_balance", {
      message: `wallet ${walletId} has ${balance} paise, sale needs ${interestPaise}`,
      userMessage: `Your wallet balance of ${formatPaise(balance)} is not enough for this sale's interest of ${formatPaise(interestPaise)}. Please top up your wallet and try again.`,
    });
  }
  throw new Error(`sale ${shop.shopId}/${input.idempotencyKey} conflicted but was not found`);
}

type SaleWrite = { shop: FranchiseeShop; customerId: number; customerUserId: string; input: RecordSaleInput; interestPaise: number; actorUserId: string; now: Date };

const v = (name: string) => sql.placeholder(name);

/** Built once per executor with placeholders (server/db/prepared.ts): drizzle building this text on every sale cost CPU. */
const writeSaleStatement = (db: Database) =>
  preparedSql<{ wallet_id: string; balance_paise: string; revenue_id: string | null; sale_id: string | null }>(db, "sales.write_sale", () => sql`
    WITH wallet AS (
      SELECT id, balance_paise FROM ledger_accounts WHERE kind = 'franchisee_wallet' AND shop_id = ${v("shopId")}::bigint FOR UPDATE
    ),
    revenue AS (
      SELECT id FROM ledger_accounts WHERE kind = 'company_revenue' AND shop_id IS NULL AND customer_id IS NULL
    ),
    sale AS (
      INSERT INTO sales (shop_id, customer_id, amount_paise, items, interest_rate_bp, interest_paise, counted_month, idempotency_key, recorded_by, created_at)
      SELECT ${v("shopId")}::bigint, ${v("customerId")}::bigint, ${v("amountPaise")}::bigint, ${v("items")}::text, ${v("rateBp")}::integer,
             ${v("interest")}::bigint, ${v("countedMonth")}::date, ${v("idempotencyKey")}::text, ${v("actorUserId")}::text, ${v("at")}::timestamptz
      FROM wallet, revenue
      WHERE wallet.balance_paise >= ${v("interest")}::bigint
      ON CONFLICT (shop_id, idempotency_key) DO NOTHING
      RETURNING id
    ),
    ${postingCtes({
      columns: ["kind", "sale_id", "memo", "created_by", "created_at"],
      postings: sql`
        SELECT 'sale_interest' AS kind, sale.id AS sale_id, ${v("memo")}::text AS memo, ${v("actorUserId")}::text AS created_by, ${v("at")}::timestamptz AS created_at
        FROM sale WHERE ${v("interest")}::bigint > 0`,
      entries: sql`
        SELECT s.posting_id, e.account_id, e.amount_paise, s.created_at
        FROM ledger_posting_set AS s, wallet, revenue, LATERAL (VALUES (0, wallet.id, -${v("interest")}::bigint), (1, revenue.id, ${v("interest")}::bigint)) AS e(ord, account_id, amount_paise)
        ORDER BY e.ord`,
      entriesGiveCreatedAt: true,
    })},
    ${notificationCtes(
      sql`
        SELECT ${v("customerUserId")}::text AS user_id, 'sale_recorded' AS kind, 'sale:' || sale.id AS event_key,
               jsonb_build_object('saleId', sale.id, 'shopName', ${v("shopName")}::text, 'amountPaise', ${v("amountPaise")}::bigint, 'items', ${v("items")}::text) AS params,
               '/purchase' AS link
        FROM sale`,
      sql`${v("at")}::timestamptz`,
    )}
    SELECT wallet.id::text AS wallet_id, wallet.balance_paise::text AS balance_paise, (SELECT id FROM revenue)::text AS revenue_id, sale.id::text AS sale_id
    FROM wallet LEFT JOIN sale ON true`);

/**
 * The sale's whole write in one statement (data-modifying CTEs), so that nothing waits on the app
 * while the wallet is locked and the sale costs one round trip instead of five (BEGIN, lock,
 * insert, posting, COMMIT; docs/benchmarks.md, "Recording a sale: where the CPU goes"). The ledger
 * part is the ledger's own (postingCtes in server/ledger/posting-ctes.ts, as postLedger writes):
 * the posting, its two entries in order, and the wallet's kept balance (company revenue keeps
 * none). The database still checks the posting balances and the wallet is never overdrawn. The
 * customer's notification (and its SMS outbox row) is written by the same statement
 * (notificationCtes, server/notifications/create-notifications.ts): no sale without it, none without a sale.
 *
 * Under READ COMMITTED, FOR UPDATE returns the wallet row as the last sale on it committed it, and
 * the debit updates that version, not this statement's snapshot. Undefined when the wallet or the
 * revenue account does not exist yet; `saleId` null when nothing was inserted (the key repeats, or
 * the wallet cannot cover the interest).
 */
async function writeSale(db: Database, sale: SaleWrite): Promise<{ walletId: number; balancePaise: number; saleId: number | null } | undefined> {
  const { shop, input, interestPaise, now } = sale;
  const { rows } = await writeSaleStatement(db).execute({
    shopId: shop.shopId,
    customerId: sale.customerId,
    customerUserId: sale.customerUserId,
    shopName: shop.shopName,
    amountPaise: input.amountPaise,
    items: input.items,
    rateBp: shop.interestRateBp,
    interest: interestPaise,
    // The sale's own Asia/Kolkata month; a database trigger moves it to the next open month when that
    // month is already closed (the trigger sales_count_in_open_month), so no writer can rewrite a closed month.
    countedMonth: kolkataMonthStart(now),
    idempotencyKey: input.idempotencyKey,
    actorUserId: sale.actorUserId,
    at: now.toISOString(),
    memo: `Sale interest at ${shop.interestRateBp / 100}%`,
  });
  const row = rows[0];
  if (!row || row.revenue_id === null) return undefined;
  return { walletId: Number(row.wallet_id), balancePaise: Number(row.balance_paise), saleId: row.sale_id === null ? null : Number(row.sale_id) };
}
