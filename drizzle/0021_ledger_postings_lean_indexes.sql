-- Recording a sale writes one posting; each index on ledger_postings is one more insert (and WAL
-- record) per sale (docs/benchmarks.md, "Recording a sale: where the CPU goes"). The unique key is
-- now partial: only top-ups, corrections and payouts carry one, and every sale's posting put a
-- NULL into it (6 million of 6.1 million at the scale data). The (kind, created_at) index had no
-- reader: postings are found by id, sale, idempotency key, or through their entries.
CREATE UNIQUE INDEX "ledger_postings_idempotency_key_idx" ON "ledger_postings" USING btree ("idempotency_key") WHERE "ledger_postings"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_idempotencyKey_unique";--> statement-breakpoint
DROP INDEX "ledger_postings_kind_created_idx";
