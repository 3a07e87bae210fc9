-- Company accounts keep no balance (summed from their entries; docs/decisions/ledger-one-door.md).
-- The month's commission credit and payouts used to add to theirs: set back to 0 before the CHECK.
UPDATE "ledger_accounts" SET "balance_paise" = 0 WHERE "kind" NOT IN ('franchisee_wallet', 'member_commission') AND "balance_paise" <> 0;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_company_balance_not_kept" CHECK ("ledger_accounts"."kind" IN ('franchisee_wallet', 'member_commission') OR "ledger_accounts"."balance_paise" = 0);
