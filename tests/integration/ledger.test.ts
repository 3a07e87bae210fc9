import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { PG_UNIQUE_VIOLATION, pgErrorOf } from "../../server/db/errors";
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

  it("refuses a second posting with the same idempotency key; postings without a key never collide", async () => {
    const key = `test-key-${Date.now()}-${Math.random()}`;
    await db.insert(ledgerPostings).values({ kind: "wallet_topup", idempotencyKey: key });
    const again = await db.insert(ledgerPostings).values({ kind: "wallet_topup", idempotencyKey: key }).catch((e: unknown) => e);
    expect(pgErrorOf(again)?.code).toBe(PG_UNIQUE_VIOLATION);
    expect(pgErrorOf(again)?.constraint).toBe("ledger_postings_idempotency_key_idx");
    // ON CONFLICT DO NOTHING (the commission credit's) still finds the partial unique index.
    const skipped = await db.insert(ledgerPostings).values({ kind: "wallet_topup", idempotencyKey: key }).onConflictDoNothing().returning();
    expect(skipped).toEqual([]);
    const keyless = await db.insert(ledgerPostings).values([{ kind: "sale_interest" }, { kind: "sale_interest" }]).returning();
    expect(keyless).toHaveLength(2);
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
  it("checks a posting's balance once, not once per entry (closing a month posts one entry per member)", async () => {
    const { wallet, cash } = await walletAndCash();
    const entries = 2_000;
    const fetched = await db.transaction(async (tx) => {
      const [posting] = await tx.insert(ledgerPostings).values({ kind: "wallet_topup", method: "upi", reference: "UPIBULK" }).returning();
      await tx.execute(sql`
        INSERT INTO ledger_entries (posting_id, account_id, amount_paise)
        SELECT ${posting!.id}::bigint, ${wallet.id}::bigint, 100 FROM generate_series(1, ${entries - 1})
        UNION ALL SELECT ${posting!.id}::bigint, ${cash.id}::bigint, ${-100 * (entries - 1)}::bigint`);
      // Fire the deferred balance checks now, inside the transaction, to count what they read.
      await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
      const { rows } = await tx.execute<{ fetched: string }>(sql`SELECT pg_stat_get_xact_tuples_fetched('ledger_entries'::regclass)::text AS fetched`);
      return Number(rows[0]!.fetched);
    });
    // Summing the whole posting for each of its entries read entries² rows (4,000,000 here; at a
    // million members the close never finished). Now each entry looks up whether it is the
    // posting's last, and only the last one sums the posting.
    expect(fetched).toBeLessThan(20 * entries);
  });

  it("still refuses an entry added to a posting after its balance was checked", async () => {
    const { wallet, cash } = await walletAndCash();
    await expect(
      db.transaction(async (tx) => {
        const [posting] = await tx.insert(ledgerPostings).values({ kind: "wallet_topup", method: "upi", reference: "UPILATE" }).returning();
        await tx.insert(ledgerEntries).values([
          { postingId: posting!.id, accountId: wallet.id, amountPaise: 1_000 },
          { postingId: posting!.id, accountId: cash.id, amountPaise: -1_000 },
        ]);
        await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
        await tx.execute(sql`SET CONSTRAINTS ALL DEFERRED`);
        await tx.insert(ledgerEntries).values({ postingId: posting!.id, accountId: wallet.id, amountPaise: 5 });
      }),
    ).rejects.toSatisfy((error: unknown) => /does not balance/.test(pgErrorOf(error)?.message ?? String(error)));
  });
});
