import { sql } from "drizzle-orm";
import { kolkataDate, kolkataMonthStart } from "../../lib/time";
import type { Transaction } from "../db/connect";
import { ledgerAccounts, ledgerEntries, ledgerPostings, sales } from "../db/schema";
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

  const [cash] = await tx.insert(ledgerAccounts).values({ kind: "company_cash" }).onConflictDoNothing().returning({ id: ledgerAccounts.id });
  const [revenue] = await tx.insert(ledgerAccounts).values({ kind: "company_revenue" }).onConflictDoNothing().returning({ id: ledgerAccounts.id });
  const companyCash = cash?.id ?? (await accountId(tx, "company_cash"));
  const companyRevenue = revenue?.id ?? (await accountId(tx, "company_revenue"));
  const wallets = await tx
    .insert(ledgerAccounts)
    .values(shops.map((shop) => ({ kind: "franchisee_wallet" as const, shopId: shop.id })))
    .returning({ id: ledgerAccounts.id, shopId: ledgerAccounts.shopId });
  const walletOf = new Map(wallets.map((w) => [w.shopId!, w.id]));
  const balances = new Map<number, number>();
  const move = (account: number, amount: number) => balances.set(account, (balances.get(account) ?? 0) + amount);

  // Top-ups: every wallet funded when its shop opened; the demo shop twice, by NEFT then UPI.
  const topUps = shops.flatMap((shop) => {
    const first = { shop, amount: shop.id === demoShop.id ? 20_000_00 : 10_000_00, method: shop.id === demoShop.id ? ("neft" as const) : ("upi" as const), at: new Date(shop.createdAt.getTime() + DAY), n: 1 };
    return shop.id === demoShop.id ? [first, { shop, amount: 5_000_00, method: "upi" as const, at: new Date(now.getTime() - 20 * DAY), n: 2 }] : [first];
  });
  const topUpPostings = await tx
    .insert(ledgerPostings)
    .values(topUps.map((t) => ({ kind: "wallet_topup" as const, method: t.method, reference: `DEMO${t.shop.id}T${t.n}`, memo: "Wallet top-up", idempotencyKey: `demo:topup:${t.shop.id}:${t.n}`, createdAt: t.at })))
    .returning({ id: ledgerPostings.id, key: ledgerPostings.idempotencyKey });
  const topUpByKey = new Map(topUps.map((t) => [`demo:topup:${t.shop.id}:${t.n}`, t]));
  await tx.insert(ledgerEntries).values(
    topUpPostings.flatMap((p) => {
      const t = topUpByKey.get(p.key!)!;
      move(walletOf.get(t.shop.id)!, t.amount);
      move(companyCash, -t.amount);
      return [
        { postingId: p.id, accountId: walletOf.get(t.shop.id)!, amountPaise: t.amount, createdAt: t.at },
        { postingId: p.id, accountId: companyCash, amountPaise: -t.amount, createdAt: t.at },
      ];
    }),
  );

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
  const saleRows = await tx.insert(sales).values(planned).returning({ id: sales.id, shopId: sales.shopId, interest: sales.interestPaise, createdAt: sales.createdAt });
  const postings = await tx
    .insert(ledgerPostings)
    .values(saleRows.map((s) => ({ kind: "sale_interest" as const, saleId: s.id, memo: "Sale interest", createdAt: s.createdAt })))
    .returning({ id: ledgerPostings.id, saleId: ledgerPostings.saleId });
  const saleById = new Map(saleRows.map((s) => [s.id, s]));
  await tx.insert(ledgerEntries).values(
    postings.flatMap((p) => {
      const sale = saleById.get(p.saleId!)!;
      if (sale.interest === 0) return [];
      move(walletOf.get(sale.shopId)!, -sale.interest);
      move(companyRevenue, sale.interest);
      return [
        { postingId: p.id, accountId: walletOf.get(sale.shopId)!, amountPaise: -sale.interest, createdAt: sale.createdAt },
        { postingId: p.id, accountId: companyRevenue, amountPaise: sale.interest, createdAt: sale.createdAt },
      ];
    }),
  );

  // Only wallets cache their balance (company accounts are summed from entries; see docs/decisions/004-money-in-paise-and-double-entry-ledger.md).
  for (const [account, balance] of balances) {
    if (account === companyCash || account === companyRevenue) continue;
    await tx.execute(sql`UPDATE ledger_accounts SET balance_paise = balance_paise + ${balance} WHERE id = ${account}`);
  }
  return { sales: saleRows.length };
}

async function accountId(tx: Transaction, kind: "company_cash" | "company_revenue"): Promise<number> {
  const rows = await tx.execute<{ id: string }>(sql`SELECT id::text FROM ledger_accounts WHERE kind = ${kind} AND shop_id IS NULL AND customer_id IS NULL`);
  return Number(rows.rows[0]!.id);
}
