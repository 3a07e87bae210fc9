ALTER TABLE "cities" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "body_mr_html" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "body_hi_html" text;--> statement-breakpoint
ALTER TABLE "news_categories" ADD COLUMN "name_hi" text;