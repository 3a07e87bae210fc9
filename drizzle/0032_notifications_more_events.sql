ALTER TABLE "shops" ADD COLUMN "low_wallet_sales" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "low_wallet_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fraud_reports" ADD COLUMN "sale_id" bigint;--> statement-breakpoint
ALTER TABLE "fraud_reports" ADD CONSTRAINT "fraud_reports_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fraud_reports_sale_idx" ON "fraud_reports" USING btree ("sale_id") WHERE "fraud_reports"."sale_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_low_wallet_sales_range" CHECK ("shops"."low_wallet_sales" BETWEEN 0 AND 1000);