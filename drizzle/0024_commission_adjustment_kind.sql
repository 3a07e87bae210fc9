-- What an adjustment line is: a reversed sale's line, the rest of the closed month's commission of
-- a buyer who no longer qualifies without the reversed sale, or a cap relief (no sale). The
-- statement says which (docs/decisions/110-closed-month-reversal-qualification.md).
CREATE TYPE "public"."commission_adjustment_kind" AS ENUM('sale_reversed', 'qualification_lost', 'cap_relief');--> statement-breakpoint
ALTER TABLE "commission_adjustments" ADD COLUMN "kind" "commission_adjustment_kind" DEFAULT 'sale_reversed' NOT NULL;--> statement-breakpoint
UPDATE "commission_adjustments" SET "kind" = 'cap_relief' WHERE "sale_id" IS NULL;
