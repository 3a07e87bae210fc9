import { sql } from "drizzle-orm";
import type { Database, Executor } from "../../server/db/connect";
import { customers } from "../../server/db/schema";
import { ensureLedgerAccount } from "../../server/ledger/ensure-account";
import { postLedger } from "../../server/ledger/post-ledger";
import { formatCustomerCode } from "../../server/referrals/customer-code";
import type { UserActor } from "../../server/auth/actor";
import { createCustomer, createShop, createUser } from "./factories";

/** A shop whose owner can act as a franchisee, with its wallet funded by a balanced top-up. */
export async function createFundedShop(db: Database, { balancePaise = 10_000_00, interestRateBp = 500 }: { balancePaise?: number; interestRateBp?: number } = {}) {
  const { shop, franchisee, owner } = await createShop(db, { interestRateBp });
  const actor: UserActor = { userId: owner.id, roles: ["franchisee"] };
  // Through the ledger's one door, as a real top-up is: the kept balance is the door's to write.
  const walletId = await db.transaction(async (tx) => {
    const wallet = await ensureLedgerAccount(tx, "franchisee_wallet", { shopId: shop.id });
    if (balancePaise > 0) {
      const cash = await ensureLedgerAccount(tx, "company_cash");
      await postLedger(tx, {
        kind: "wallet_topup",
        method: "upi",
        reference: "TEST",
        entries: [
          { accountId: wallet, amountPaise: balancePaise },
          { accountId: cash, amountPaise: -balancePaise },
        ],
      });
    }
    return wallet;
  });
  return { shop, franchisee, owner, actor, walletId };
}

/** A verified customer with a DLMP code. */
export async function createCodedCustomer(db: Database, overrides: { userId?: string; firstName?: string; lastName?: string } = {}) {
  const [{ next }] = (await db.execute<{ next: string }>(sql`SELECT nextval('customer_code_seq')::text AS next`)).rows as [{ next: string }];
  const userId = overrides.userId ?? (await createUser(db)).id;
  const customer = await createCustomer(db, { userId, code: formatCustomerCode(Number(next)), firstName: overrides.firstName ?? "Meera", lastName: overrides.lastName ?? "Joshi", verifiedAt: new Date() });
  return customer as typeof customers.$inferSelect & { code: string };
}

export async function walletState(db: Database, walletId: number) {
  const rows = await db.execute<{ cached: string; summed: string }>(sql`
    SELECT a.balance_paise::text AS cached, coalesce((SELECT sum(amount_paise) FROM ledger_entries WHERE account_id = a.id), 0)::text AS summed
    FROM ledger_accounts a WHERE a.id = ${walletId}`);
  return { cached: Number(rows.rows[0]!.cached), summed: Number(rows.rows[0]!.summed) };
}

/** Shops and (shop, customer) pairs whose maintained figures differ from a fresh aggregate over sales (0 when exact). */
export async function shopTotalsDrift(db: Executor): Promise<{ shops: number; pairs: number }> {
  const { rows } = await db.execute<{ shops: string; pairs: string }>(sql`
    SELECT
      (SELECT count(*) FROM (
         SELECT shop_id, sum(amount_paise)::bigint AS paise, count(*) AS n, count(DISTINCT customer_id)::int AS customers FROM sales WHERE status = 'recorded' GROUP BY 1) r
       FULL JOIN shop_sale_totals t ON t.shop_id = r.shop_id
       WHERE (r.paise, r.n, r.customers) IS DISTINCT FROM (t.sales_paise, t.sale_count, t.unique_customers))::text AS shops,
      (SELECT count(*) FROM (SELECT shop_id, customer_id, count(*)::int AS n FROM sales WHERE status = 'recorded' GROUP BY 1, 2) r
       FULL JOIN shop_customers c ON c.shop_id = r.shop_id AND c.customer_id = r.customer_id
       WHERE r.n IS DISTINCT FROM c.recorded_sales)::text AS pairs`);
  return { shops: Number(rows[0]!.shops), pairs: Number(rows[0]!.pairs) };
}
