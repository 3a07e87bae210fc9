import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { formatPaise } from "@/lib/money";
import { ADMIN_WALLET_MESSAGES, MAX_WALLET_ENTRY_PAISE } from "@/lib/validation/admin-wallet";
import { recordAudit } from "@/server/audit/record-audit";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { isUniqueViolation, pgErrorOf, PG_CHECK_VIOLATION } from "@/server/db/errors";
import { ledgerEntries, ledgerPostings, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { ensureLedgerAccount, lockAccountBalance, readWalletBalance } from "@/server/ledger/ensure-account";
import { postLedger } from "@/server/ledger/post-ledger";
import { createNotifications } from "@/server/notifications/create-notifications";

export type WalletCorrectionInput = {
  shopId: number;
  direction: "credit" | "debit";
  amountPaise: number;
  reason: string;
  /** The posting this one corrects (a mistyped top-up), when there is one: it must touch this wallet. */
  correctsPostingId: number | null;
  idempotencyKey: string;
};

function overdraft(balancePaise: number, amountPaise: number): AppError {
  const message = `The wallet holds ${formatPaise(balancePaise)}: a debit of ${formatPaise(amountPaise)} would take it below zero.`;
  return new AppError("insufficient_balance", { message: "wallet correction would overdraw the wallet", userMessage: message, fieldErrors: { amount: message } });
}

/**
 * An operator corrects a wallet: a new posting that credits or debits it against company cash,
 * with the reason in its memo, never an edit of an earlier one (entries are append-only). A debit
 * never takes the wallet below zero: it is refused here under the wallet's lock, and the
 * database's CHECK would refuse it anyway. Audited in the same transaction; a repeated submission
 * (same idempotency key) records nothing more.
 */
export async function correctWallet({ actor, input, db = appDb }: { actor: Actor; input: WalletCorrectionInput; db?: Database }): Promise<{ postingId: number; balancePaise: number; duplicate: boolean }> {
  assertRole(actor, "operator", "Only operators can correct wallets.");
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw new AppError("validation_failed", { fieldErrors: { amount: ADMIN_WALLET_MESSAGES.amountPositive } });
  }
  if (input.amountPaise > MAX_WALLET_ENTRY_PAISE) throw new AppError("validation_failed", { fieldErrors: { amount: ADMIN_WALLET_MESSAGES.amountTooLarge } });
  const reason = input.reason.trim();
  if (!reason) throw new AppError("validation_failed", { fieldErrors: { reason: ADMIN_WALLET_MESSAGES.reasonRequired } });
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, input.shopId));
  if (!shop) throw new AppError("not_found", { userMessage: "Shop not found." });
  const key = `correction:${input.idempotencyKey}`;

  try {
    return await db.transaction(async (tx) => {
      const walletId = await ensureLedgerAccount(tx, "franchisee_wallet", { shopId: shop.id });
      const cashId = await ensureLedgerAccount(tx, "company_cash");
      const before = await lockAccountBalance(tx, walletId);
      if (input.correctsPostingId !== null) {
        const [touches] = await tx
          .select({ id: ledgerEntries.id })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.postingId, input.correctsPostingId), eq(ledgerEntries.accountId, walletId)))
          .limit(1);
        if (!touches) throw new AppError("validation_failed", { fieldErrors: { corrects_posting_id: ADMIN_WALLET_MESSAGES.postingInvalid } });
      }
      const signed = input.direction === "credit" ? input.amountPaise : -input.amountPaise;
      if (before + signed < 0) throw overdraft(before, input.amountPaise);
      const { postingId } = await postLedger(tx, {
        kind: "wallet_correction",
        memo: reason,
        reversesPostingId: input.correctsPostingId,
        idempotencyKey: key,
        createdBy: actor.userId,
        entries: [
          { accountId: walletId, amountPaise: signed },
          { accountId: cashId, amountPaise: -signed },
        ],
      });
      await createNotifications(tx, {
        select: sql`
          SELECT f.user_id, 'wallet_corrected' AS kind, 'posting:' || ${postingId}::bigint AS event_key,
                 jsonb_build_object('amountPaise', ${input.amountPaise}::bigint, 'balancePaise', ${before + signed}::bigint, 'direction', ${input.direction}::text, 'reason', ${reason}::text) AS params,
                 '/franchisee-transactions' AS link
          FROM shops sh JOIN franchisees f ON f.id = sh.franchisee_id WHERE sh.id = ${shop.id}`,
      });
      await recordAudit(tx, {
        actor,
        action: "wallet.correct",
        entityType: "shop",
        entityId: shop.id,
        before: { balancePaise: before },
        after: { balancePaise: before + signed, direction: input.direction, amountPaise: input.amountPaise, reason, postingId, correctsPostingId: input.correctsPostingId },
      });
      return { postingId, balancePaise: before + signed, duplicate: false };
    });
  } catch (error) {
    // The CHECK constraint is the last line: should a debit ever slip past the check above.
    const pgError = pgErrorOf(error);
    if (pgError?.code === PG_CHECK_VIOLATION && pgError.constraint === "ledger_wallet_not_overdrawn") {
      throw overdraft(await readWalletBalance(db, shop.id), input.amountPaise);
    }
    if (!isUniqueViolation(error)) throw error;
    const [posting] = await db.select({ id: ledgerPostings.id }).from(ledgerPostings).where(eq(ledgerPostings.idempotencyKey, key));
    if (!posting) throw error;
    return { postingId: posting.id, balancePaise: await readWalletBalance(db, shop.id), duplicate: true };
  }
}
