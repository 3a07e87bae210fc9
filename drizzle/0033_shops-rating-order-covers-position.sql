-- "Top rated near me" (server/shops/list-top-rated-shops.ts) walks the best ranked shops and keeps
-- those near the visitor: with their position in the index the walk reads no table row (an
-- index-only scan), 3,000 shops in well under a millisecond. Drizzle's index builder has no INCLUDE,
-- so the schema (server/db/schema/shops.ts) declares the index without it and this migration adds it.
DROP INDEX IF EXISTS "shops_rating_order_idx";--> statement-breakpoint
CREATE INDEX "shops_rating_order_idx" ON "shops" USING btree ("rating_rank" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("latitude","longitude") WHERE "shops"."status" = 'published';
