import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { UserActor } from "../../server/auth/actor";
import { closeMonth } from "../../server/commissions/close-month";
import { runMonth } from "../../server/commissions/run-month";
import type { Executor } from "../../server/db/connect";
import { pgErrorOf } from "../../server/db/errors";
import { KEPT_BALANCE_KINDS, postingKindEnum } from "../../server/db/schema";
import { ensureLedgerAccount } from "../../server/ledger/ensure-account";
import { postLedger } from "../../server/ledger/post-ledger";
import { postLedgerSet } from "../../server/ledger/post-ledger-set";
import { applyBankResponse } from "../../server/payouts/apply-bank-response";
import { createPayoutBatch } from "../../server/payouts/create-payout-batch";
import { recordSale } from "../../server/sales/record-sale";
import { reverseSale } from "../../server/sales/reverse-sale";
import { correctWallet } from "../../server/wallet/correct-wallet";
import { topUpWallet } from "../../server/wallet/top-up-wallet";
import { createOperatorActor } from "../support/admin-ops-factories";
import { buildTree, completeKyc, dropTemplate, freshWorld, qualify, statementOf, type World } from "../support/commission-factories";
import { createShop } from "../support/factories";
import { SYSTEM_ACTOR } from "../../server/auth/actor";

let world: World | undefined;
afterAll(async () => {
  await world?.close();
  await dropTemplate();
});

const KEPT = sql.raw(KEPT_BALANCE_KINDS.map((kind) => `'${kind}'`).join(", "));

/**
 * The ledger's rules over everything written so far: each posting has two entries or more summing
 * to zero; a kept account's balance is the sum of its entries; a company account keeps none.
 * Returns the posting kinds seen and the balances as the app reads them (kept, or summed).
 */
async function ledgerState(db: Executor) {
  const { rows: unbalanced } = await db.execute<{ id: string; kind: string; entries: string; total: string }>(sql`
    SELECT p.id::text, p.kind::text, count(e.id)::text AS entries, coalesce(sum(e.amount_paise), 0)::text AS total
    FROM ledger_postings p LEFT JOIN ledger_entries e ON e.posting_id = p.id
    GROUP BY p.id HAVING count(e.id) < 2 OR coalesce(sum(e.amount_paise), 0) <> 0`);
  expect(unbalanced, "postings that do not balance").toEqual([]);
  const { rows: accounts } = await db.execute<{ id: string; kind: string; shop_id: string | null; customer_id: string | null; kept: string; summed: string }>(sql`
    SELECT a.id::text, a.kind::text, a.shop_id::text, a.customer_id::text, a.balance_paise::text AS kept,
           (SELECT coalesce(sum(amount_paise), 0) FROM ledger_entries e WHERE e.account_id = a.id)::text AS summed
    FROM ledger_accounts a ORDER BY a.id`);
  for (const account of accounts) {
    const kept = (KEPT_BALANCE_KINDS as readonly string[]).includes(account.kind);
    expect(account.kept, `${account.kind} ${account.id}: ${kept ? "kept balance = sum of its entries" : "company accounts keep no balance"}`).toBe(kept ? account.summed : "0");
  }
  const { rows: kinds } = await db.execute<{ kind: string }>(sql`SELECT DISTINCT kind::text FROM ledger_postings ORDER BY 1`);
  const balance = (kind: string, owner: { shopId?: number; customerId?: number } = {}) => {
    const account = accounts.find(
      (a) => a.kind === kind && (owner.shopId === undefined || Number(a.shop_id) === owner.shopId) && (owner.customerId === undefined || Number(a.customer_id) === owner.customerId),
    );
    return Number(account?.summed ?? 0);
  };
  return { kinds: kinds.map((k) => k.kind), balance };
}

describe("the ledger's one door", () => {
  it("keeps every posting balanced, kept balances equal to their entries and company accounts at 0, over every kind the app posts", async () => {
    world = await freshWorld();
    const db = world.db;
    const operator = await createOperatorActor(db);
    const { shop, owner } = await createShop(db, { interestRateBp: 500 });
    const shopOwner: UserActor = { userId: owner.id, roles: ["franchisee"] };
    const t = await buildTree(db, { K: "0", L: "1", K1: "00", L1: "10" }, { withPan: ["K", "L"] });
    await completeKyc(db, t.K!);
    await completeKyc(db, t.L!);
    const M = "2027-01-01";
    const inMonth = new Date("2027-01-15T11:00:00+05:30");
    await qualify(db, [t.K!, t.L!], M);

    // wallet_topup (postLedger).
    const topUp = await topUpWallet({ actor: operator, input: { shopId: shop.id, amountPaise: 5_000_00, method: "neft", reference: "UTR1", idempotencyKey: randomUUID() }, db });
    expect((await ledgerState(db)).balance("franchisee_wallet", { shopId: shop.id })).toBe(5_000_00);

    // sale_interest (recordSale: its own statement, the ledger's CTEs): 5 % of ₹20,000 each.
    const code = async (id: number) => (await db.execute<{ code: string }>(sql`SELECT code FROM customers WHERE id = ${id}`)).rows[0]!.code;
    const record = async (customerId: number, amountPaise: number) =>
      recordSale({ actor: shopOwner, input: { customerCode: await code(customerId), amountPaise, items: "Groceries", idempotencyKey: randomUUID() }, db, now: inMonth });
    const first = await record(t.K1!, 20_000_00);
    const second = await record(t.L1!, 20_000_00);
    const mistaken = await record(t.L1!, 2_000_00);
    expect([first.walletBalancePaise, second.walletBalancePaise, mistaken.walletBalancePaise]).toEqual([4_000_00, 3_000_00, 2_900_00]);
    let state = await ledgerState(db);
    expect(state.balance("franchisee_wallet", { shopId: shop.id })).toBe(2_900_00);
    expect(state.balance("company_revenue")).toBe(2_100_00);

    // sale_reversal (postLedger).
    await reverseSale({ actor: operator, input: { saleId: mistaken.saleId, reason: "Typed twice" }, db, now: inMonth });
    state = await ledgerState(db);
    expect(state.balance("franchisee_wallet", { shopId: shop.id })).toBe(3_000_00);
    expect(state.balance("company_revenue")).toBe(2_000_00);

    // wallet_correction (postLedger), naming the top-up it corrects.
    await correctWallet({ actor: operator, input: { shopId: shop.id, direction: "debit", amountPaise: 500_00, reason: "Top-up typed too large", correctsPostingId: topUp.postingId, idempotencyKey: randomUUID() }, db });
    state = await ledgerState(db);
    expect(state.balance("franchisee_wallet", { shopId: shop.id })).toBe(2_500_00);
    expect(state.balance("company_cash")).toBe(-4_500_00);

    // commission_credit (postLedgerSet: one posting, an entry per member). K and L earn 18 % of ₹1,000 each.
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: M, trigger: "cli" }, db });
    await closeMonth({ actor: operator, input: { month: M }, db });
    expect(await statementOf(db, t.K!, M)).toMatchObject({ status: "approved", payable: 18_000 });
    expect(await statementOf(db, t.L!, M)).toMatchObject({ status: "approved", payable: 18_000 });
    state = await ledgerState(db);
    expect(state.balance("member_commission", { customerId: t.K! })).toBe(18_000);
    expect(state.balance("member_commission", { customerId: t.L! })).toBe(18_000);
    expect(state.balance("commission_expense")).toBe(-36_000);

    // commission_payout (postLedgerSet: a posting per paid line), and a failed line in the same file.
    const batch = await createPayoutBatch({ actor: operator, db });
    expect(batch).toMatchObject({ lineCount: 2, totalPaise: 36_000 });
    const { rows: lines } = await db.execute<{ id: string; member_id: string }>(sql`SELECT id::text, member_id::text FROM payout_lines WHERE batch_id = ${batch.batchId}`);
    const lineOf = (member: number) => lines.find((l) => Number(l.member_id) === member)!.id;
    const file = `Reference,UTR,Status,Reason\nDLMP${batch.batchId}L${lineOf(t.K!)},SBIN327000000001,Credited,\nDLMP${batch.batchId}L${lineOf(t.L!)},,Rejected,Account closed\n`;
    expect(await applyBankResponse({ actor: operator, input: { batchId: batch.batchId, csv: file }, db })).toEqual({ paid: 1, failed: 1, unchanged: 0 });
    state = await ledgerState(db);
    expect(state.balance("member_commission", { customerId: t.K! })).toBe(0);
    expect(state.balance("member_commission", { customerId: t.L! })).toBe(18_000);
    expect(state.balance("company_cash")).toBe(-4_500_00 + 18_000);

    // Every kind the app posts was posted here; a new kind must join this test.
    const unused = ["commission_adjustment"]; // in the enum, posted by nothing yet
    expect(state.kinds).toEqual(postingKindEnum.enumValues.filter((kind) => !unused.includes(kind)).sort());
  });

  it("writes many postings in one statement, each balanced, and refuses the whole set at commit when one is not", async () => {
    const db = world!.db;
    const { shop } = await createShop(db);
    const wallet = await ensureLedgerAccount(db, "franchisee_wallet", { shopId: shop.id });
    const cash = await ensureLedgerAccount(db, "company_cash");
    const before = await ledgerState(db);
    const amounts = [100, 250, 375];
    const { entries } = await db.transaction((tx) =>
      postLedgerSet(tx, {
        columns: ["kind", "method", "reference"],
        postings: sql`SELECT 'wallet_topup' AS kind, 'upi' AS method, 'SET' || n AS reference, amount FROM unnest(${`{${amounts.join(",")}}`}::bigint[]) WITH ORDINALITY AS a(amount, n) ORDER BY n`,
        entries: sql`
          SELECT posting_id, ${wallet}::bigint AS account_id, amount AS amount_paise FROM ledger_posting_set
          UNION ALL SELECT posting_id, ${cash}::bigint, -amount FROM ledger_posting_set`,
      }),
    );
    expect(entries).toBe(6);
    const after = await ledgerState(db);
    expect(after.balance("franchisee_wallet", { shopId: shop.id })).toBe(725);
    expect(after.balance("company_cash")).toBe(before.balance("company_cash") - 725);
    const { rows: postings } = await db.execute<{ reference: string }>(sql`SELECT reference FROM ledger_postings WHERE reference LIKE 'SET%' ORDER BY id`);
    expect(postings.map((p) => p.reference)).toEqual(["SET1", "SET2", "SET3"]);

    const failed = await db
      .transaction((tx) =>
        postLedgerSet(tx, {
          columns: ["kind", "reference"],
          postings: sql`SELECT 'wallet_topup' AS kind, 'ODD' || n AS reference, n FROM generate_series(1, 2) AS n`,
          entries: sql`
            SELECT posting_id, ${wallet}::bigint AS account_id, 100 * n AS amount_paise FROM ledger_posting_set
            UNION ALL SELECT posting_id, ${cash}::bigint, CASE WHEN n = 2 THEN -99 ELSE -100 END FROM ledger_posting_set`,
        }),
      )
      .catch((e: unknown) => e);
    expect(pgErrorOf(failed)?.message ?? String(failed)).toMatch(/does not balance/);
    const untouched = await ledgerState(db);
    expect(untouched.balance("franchisee_wallet", { shopId: shop.id })).toBe(725);
    expect((await db.execute(sql`SELECT 1 FROM ledger_postings WHERE reference LIKE 'ODD%'`)).rows).toEqual([]);

    await expect(
      db.transaction((tx) => postLedger(tx, { kind: "wallet_topup", entries: [{ accountId: wallet, amountPaise: 100 }, { accountId: cash, amountPaise: -99 }] })),
    ).rejects.toThrow(/unbalanced/);
  });

  it("refuses a balance kept on a company account", async () => {
    const db = world!.db;
    const cash = await ensureLedgerAccount(db, "company_cash");
    const error = await db.execute(sql`UPDATE ledger_accounts SET balance_paise = 100 WHERE id = ${cash}`).catch((e: unknown) => e);
    expect(pgErrorOf(error)?.constraint).toBe("ledger_company_balance_not_kept");
    const { rows } = await db.execute<{ n: string }>(sql`SELECT count(*)::text AS n FROM ledger_accounts WHERE kind NOT IN (${KEPT}) AND balance_paise <> 0`);
    expect(rows[0]!.n).toBe("0");
  });
});
