import "server-only";
import { eq, sql } from "drizzle-orm";
import { ADMIN_WALLET_MESSAGES, MAX_WALLET_ENTRY_PAISE } from "@/lib/validation/admin-wallet";
import { recordAudit } from "@/server/audit/record-audit";
import type { Actor } from "@/server/auth/actor";
import { assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { isUniqueViolation } from "@/server/db/errors";
import { ledgerPostings, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { ensureLedgerAccount, lockAccountBalance, readWalletBalance } from "@/server/ledger/ensure-account";
import { postLedger } from "@/server/ledger/post-ledger";
import { createNotifications } from "@/server/notifications/create-notifications";

export type TopUpInput = { shopId: number; amountPaise: number; method: "upi" | "neft" | "cash" | "cheque"; reference: string; idempotencyKey: string };

/**
 * An operator records money a shop paid in (docs/product.md#money-and-the-ledger: prepaid wallet). Credits the wallet against
 * company cash in one balanced posting, recorded in the audit log. A repeated submission (same
 * idempotency key) records nothing more.
 */
export async function topUpWallet({ actor, input, db = appDb }: { actor: Actor; input: TopUpInput; db?: Database }): Promise<{ postingId: number; balancePaise: number; duplicate: boolean }> {
  assertRole(actor, "operator", "Only operators can record wallet top-ups.");
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw new AppError("validation_failed", { fieldErrors: { amount: ADMIN_WALLET_MESSAGES.amountPositive } });
  }
  if (input.amountPaise > MAX_WALLET_ENTRY_PAISE) throw new AppError("validation_failed", { fieldErrors: { amount: ADMIN_WALLET_MESSAGES.amountTooLarge } });
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, input.shopId));
  if (!shop) throw new AppError("not_found", { userMessage: "Shop not found." });

  try {
    return await db.transaction(async (tx) => {
      const walletId = await ensureLedgerAccount(tx, "franchisee_wallet", { shopId: shop.id });
      const cashId = await ensureLedgerAccount(tx, "company_cash");
      const before = await lockAccountBalance(tx, walletId);
      const { postingId } = await postLedger(tx, {
        kind: "wallet_topup",
        method: input.method,
        reference: input.reference || null,
        memo: "Wallet top-up",
        idempotencyKey: `topup:${input.idempotencyKey}`,
        createdBy: actor.userId,
        entries: [
          { accountId: walletId, amountPaise: input.amountPaise },
          { accountId: cashId, amountPaise: -input.amountPaise },
        ],
      });
      await createNotifications(tx, {
        select: sql`
          SELECT f.user_id, 'wallet_topped_up' AS kind, 'posting:' || ${postingId}::bigint AS event_key,
                 jsonb_build_object('amountPaise', ${input.amountPaise}::bigint, 'balancePaise', ${before + input.amountPaise}::bigint, 'method', ${input.method}::text) AS params,
                 '/franchisee-transactions' AS link
          FROM shops sh JOIN franchisees f ON f.id = sh.franchisee_id WHERE sh.id = ${shop.id}`,
      });
      await recordAudit(tx, {
        actor,
        action: "wallet.top_up",
        entityType: "shop",
        entityId: shop.id,
        before: { balancePaise: before },
        after: { balancePaise: before + input.amountPaise, amountPaise: input.amountPaise, postingId, method: input.method, reference: input.reference },
      });
      return { postingId, balancePaise: before + input.amountPaise, duplicate: false };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [posting] = await db.select({ id: ledgerPostings.id }).from(ledgerPostings).where(eq(ledgerPostings.idempotencyKey, `topup:${input.idempotencyKey}`));
    return { postingId: posting!.id, balancePaise: await readWalletBalance(db, shop.id), duplicate: true };
  }
}
