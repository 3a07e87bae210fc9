import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { pgErrorOf } from "../../server/db/errors";
import { ledgerAccounts, ledgerEntries, ledgerPostings } from "../../server/db/schema";
import { connectTestDb } from "../support/db";
import { createShop } from "../support/factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

async function walletAndCash() {
  const { shop } = await createShop(db);
  const [wallet] = await db.insert(ledgerAccounts).values({ kind: "franchisee_wallet", shopId: shop.id }).returning();
  const [cash] = await db
    .insert(ledgerAccounts)
    .values({ kind: "company_cash" })
    .onConflictDoUpdate({ target: [ledgerAccounts.kind, ledgerAccounts.shopId, ledgerAccounts.customerId], set: { kind: sql`excluded.kind` } })
    .returning();
  return { wallet: wallet!, cash: cash! };
}

/** The database-level rules that keep money right whatever the code above them does. */
describe("ledger integrity", () => {
  it("accepts a posting whose entries sum to zero", async () => {
    const { wallet, cash } = await walletAndCash();
    await db.transaction(async (tx) => {
      const [posting] = await tx.insert(ledgerPostings).values({ kind: "wallet_topup", method: "upi", reference: "UPI123" }).returning();
      await tx.insert(ledgerEntries).values([
        { postingId: posting!.id, accountId: wallet.id, amountPaise: 50_000_00 },
        { postingId: posting!.id, accountId: cash.id, amountPaise: -50_000_00 },
      ]);
    });
    const [{ total }] = (await db.execute<{ total: string }>(sql`SELECT sum(amount_paise)::text AS total FROM ledger_entries WHERE account_id = ${wallet.id}`)).rows as [{ total: string }];
    expect(Number(total)).toBe(50_000_00);
  });

  it("refuses at commit a posting that does not balance, leaving nothing behind", async () => {
    const { wallet, cash } = await walletAndCash();
    const before = await db.select().from(ledgerPostings);
    await expect(
      db.transaction(async (tx) => {
        const [posting] = await tx.insert(ledgerPostings).values({ kind: "wallet_topup", method: "cash" }).returning();
        await tx.insert(ledgerEntries).values([
          { postingId: posting!.id, accountId: wallet.id, amountPaise: 100_00 },
          { postingId: posting!.id, accountId: cash.id, amountPaise: -99_00 },
        ]);
      }),
    ).rejects.toThrow();
    expect(await db.select().from(ledgerPostings)).toHaveLength(before.length);
  });

  it("never lets a wallet balance go below zero", async () => {
    const { wallet } = await walletAndCash();
    const error = await db.update(ledgerAccounts).set({ balancePaise: -1 }).where(eq(ledgerAccounts.id, wallet.id)).catch((e: unknown) => e);
    expect(pgErrorOf(error)?.constraint).toBe("ledger_wallet_not_overdrawn");
  });

  it("keeps entries append-only", async () => {
    const { wallet, cash } = await walletAndCash();
    const [posting] = await db.insert(ledgerPostings).values({ kind: "wallet_topup", method: "neft" }).returning();
    await db.insert(ledgerEntries).values([
      { postingId: posting!.id, accountId: wallet.id, amountPaise: 10_00 },
      { postingId: posting!.id, accountId: cash.id, amountPaise: -10_00 },
    ]);
    const update = await db.update(ledgerEntries).set({ amountPaise: 20_00 }).where(eq(ledgerEntries.postingId, posting!.id)).catch((e: unknown) => e);
    expect(pgErrorOf(update)?.message).toMatch(/append-only/);
    const remove = await db.delete(ledgerEntries).where(eq(ledgerEntries.postingId, posting!.id)).catch((e: unknown) => e);
    expect(pgErrorOf(remove)?.message).toMatch(/append-only/);
  });
});
