-- Paying a bank file's lines at a million members (docs/benchmarks.md): a member's commission account,
-- a line's statements and a UTR are found by index, not by reading every member account, every
-- month's statements or every payout line once per line.
CREATE INDEX "ledger_accounts_member_idx" ON "ledger_accounts" USING btree ("customer_id") WHERE "ledger_accounts"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "commission_statements_payout_line_idx" ON "commission_statements" USING btree ("payout_line_id") WHERE "commission_statements"."payout_line_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payout_lines_utr_idx" ON "payout_lines" USING btree ("utr") WHERE "payout_lines"."utr" IS NOT NULL;
