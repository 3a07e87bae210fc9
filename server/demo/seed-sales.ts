import { sql } from "drizzle-orm";
import { kolkataDate, kolkataMonthStart } from "../../lib/time";
import type { Transaction } from "../db/connect";
import { ledgerAccounts, sales } from "../db/schema";
import { ensureLedgerAccount } from "../ledger/ensure-account";
import { postLedgerSet } from "../ledger/post-ledger-set";
import { demoFranchiseeLogin } from "./content/people";
import { demoShops } from "./content/shops";
import type { seededRandom } from "./random";
import type { SeededMember } from "./seed-members";
import type { SeededShop } from "./seed-shops";

const DAY = 86_400_000;
const ITEMS: Record<string, string[]> = {
  grocery: ["Rice 10 kg, toor dal 2 kg", "Atta 10 kg, sugar 5 kg", "Groundnut oil 5 L", "Monthly kirana list", "Tea, biscuits, poha"],
  "fruits-vegetables": ["Alphonso mangoes 2 dozen", "Nagpur oranges 5 kg", "Weekly vegetables", "Onions 10 kg, potatoes"],
  "dairy-sweets": ["Paneer 1 kg, ghee 1 L", "Diwali sweets box", "Milk subscription", "Kaju katli 1 kg"],
  medical: ["Monthly BP medicines", "Diabetes strips", "First-aid kit", "Vitamins and syrup"],
  electronics: ["Smartphone", "Bluetooth speaker", "LED TV 43 inch", "Earphones and charger"],
  "home-appliances": ["Mixer grinder", "Ceiling fan x2", "Water purifier", "Induction cooktop"],
  clothing: ["Cotton kurta set", "School uniforms", "Saree", "Jeans and shirts"],
};
const DEFAULT_ITEMS = ["Household purchase", "Festival shopping", "Monthly purchase", "Gift items"];

/** How far back the demo purchases go: five months or so, whatever the day of the month. */
export const PURCHASE_HISTORY_DAYS = 150;

/**
 * The days before the load on which demo member `index` buys: every 8 to 13 days from the day after
 * joining (yesterday at the latest), within the history. The demo customer (index 0) buys weekly and
 * on the history's first day too, so every calendar month with demo sales has purchases of his.
 */
export function purchaseDaysAgo(index: number, joinedDaysAgo: number): number[] {
  const gap = index === 0 ? 7 : 8 + (index % 6);
  const first = index === 0 ? 1 : 1 + (index % gap);
  const days: number[] = [];
  for (let d = first; d < Math.min(PURCHASE_HISTORY_DAYS, joinedDaysAgo); d += gap) days.push(d);
  if (index === 0 && joinedDaysAgo > PURCHASE_HISTORY_DAYS) days.push(PURCHASE_HISTORY_DAYS);
  return days;
}

/**
 * About five months of purchases at fixed offsets before the load (purchaseDaysAgo), each debiting
 * its sale interest from the shop's prepaid wallet through the ledger, after a top-up that funds
 * every wallet.
 */
export async function seedSales(
  tx: Transaction,
  options: { now: Date; shops: SeededShop[]; members: SeededMember[]; random: ReturnType<typeof seededRandom> },
): Promise<{ sales: number }> {
  const { now, shops, members, random } = options;
  const demoShop = shops.find((s) => demoShops.find((d) => d.key === s.key)?.mobile === demoFranchiseeLogin.mobile);
  if (!demoShop) throw new Error("demo data: the demo franchisee's shop is missing");

  const companyCash = await ensureLedgerAccount(tx, "company_cash");
  const companyRevenue = await ensureLedgerAccount(tx, "company_revenue");
  const wallets = await tx
    .insert(ledgerAccounts)
    .values(shops.map((shop) => ({ kind: "franchisee_wallet" as const, shopId: shop.id })))
    .returning({ id: ledgerAccounts.id, shopId: ledgerAccounts.shopId });
  const walletOf = new Map(wallets.map((w) => [w.shopId!, w.id]));

  // Top-ups: every wallet funded when its shop opened; the demo shop twice, by NEFT then UPI.
  const topUps = shops.flatMap((shop) => {
    const first = { shop, amount: shop.id === demoShop.id ? 20_000_00 : 10_000_00, method: shop.id === demoShop.id ? ("neft" as const) : ("upi" as const), at: new Date(shop.createdAt.getTime() + DAY), n: 1 };
    return shop.id === demoShop.id ? [first, { shop, amount: 5_000_00, method: "upi" as const, at: new Date(now.getTime() - 20 * DAY), n: 2 }] : [first];
  });
  const topUpRows = topUps.map((t, ord) => ({ ord, method: t.method, reference: `DEMO${t.shop.id}T${t.n}`, key: `demo:topup:${t.shop.id}:${t.n}`, at: t.at.toISOString(), wallet: walletOf.get(t.shop.id)!, amount: t.amount }));
  await postLedgerSet(tx, {
    columns: ["kind", "method", "reference", "memo", "idempotency_key", "created_at"],
    postings: sql`
      SELECT 'wallet_topup' AS kind, t.method, t.reference, 'Wallet top-up' AS memo, t.key AS idempotency_key, t.at AS created_at, t.wallet, t.amount
      FROM jsonb_to_recordset(${JSON.stringify(topUpRows)}::jsonb) AS t(ord int, method text, reference text, key text, at timestamptz, wallet bigint, amount bigint)
      ORDER BY t.ord`,
    entries: sql`
      SELECT s.posting_id, e.account_id, e.amount_paise, s.created_at FROM ledger_posting_set s,
        LATERAL (VALUES (1, s.wallet, s.amount), (2, ${companyCash}::bigint, -s.amount)) AS e(side, account_id, amount_paise)
      ORDER BY s.posting_id, e.side`,
    entriesGiveCreatedAt: true,
  });

  // Purchases at fixed day offsets before the load, a fixed number per member: every count is the
  // same whatever the date (only how they fall into calendar months changes). Times are shop hours.
  const today = new Date(`${kolkataDate(now)}T00:00:00+05:30`).getTime();
  const planned: (typeof sales.$inferInsert)[] = [];
  for (const [index, member] of members.entries()) {
    for (const daysAgo of purchaseDaysAgo(index, member.joinedDaysAgo)) {
      const createdAt = new Date(today - daysAgo * DAY + random.int(10 * 60, 20 * 60 + 30) * 60_000);
      // Only shops open (and their wallets funded) before that day; by whole days, so the choice does not
      // hang on the hour of the load.
      const open = shops.filter((s) => s.openedDaysAgo > daysAgo + 1);
      const shop = random.next() < 0.35 ? demoShop : random.pick(open);
      // The demo customer spends at least ₹1,000 every time, so he qualifies in every month he buys in.
      const amountPaise = (index === 0 ? random.int(100, 250) : random.int(15, 250)) * 10 * 100;
      planned.push({
        shopId: shop.id,
        customerId: member.id,
        amountPaise,
        items: random.pick(ITEMS[shop.categorySlug] ?? DEFAULT_ITEMS),
        interestRateBp: shop.interestRateBp,
        interestPaise: Math.round((amountPaise * shop.interestRateBp) / 10_000),
        countedMonth: kolkataMonthStart(createdAt),
        idempotencyKey: `demo:sale:${planned.length + 1}`,
        recordedBy: shop.ownerUserId,
        createdAt,
      });
    }
  }
  planned.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  const saleRows = await tx.insert(sales).values(planned).returning({ id: sales.id });
  // Each sale's interest posting, wallet → company revenue, in the sales' order (as recordSale writes them).
  await postLedgerSet(tx, {
    columns: ["kind", "sale_id", "memo", "created_at"],
    postings: sql`
      SELECT 'sale_interest' AS kind, s.id AS sale_id, 'Sale interest' AS memo, s.created_at, w.id AS wallet, s.interest_paise AS interest
      FROM sales s JOIN ledger_accounts w ON w.kind = 'franchisee_wallet' AND w.shop_id = s.shop_id
      WHERE s.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(saleRows.map((r) => r.id))}::jsonb)::bigint) AND s.interest_paise > 0
      ORDER BY s.id`,
    entries: sql`
      SELECT s.posting_id, e.account_id, e.amount_paise, s.created_at FROM ledger_posting_set s,
        LATERAL (VALUES (1, s.wallet, -s.interest), (2, ${companyRevenue}::bigint, s.interest)) AS e(side, account_id, amount_paise)
      ORDER BY s.posting_id, e.side`,
    entriesGiveCreatedAt: true,
  });
  return { sales: saleRows.length };
}
