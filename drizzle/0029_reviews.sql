CREATE TYPE "public"."review_report_reason" AS ENUM('spam', 'offensive', 'not_genuine', 'personal_info', 'other');--> statement-breakpoint
CREATE TYPE "public"."review_report_status" AS ENUM('open', 'upheld', 'dismissed');--> statement-breakpoint
CREATE TABLE "review_helpful_votes" (
	"review_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_review_id_customer_id_pk" PRIMARY KEY("review_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"review_id" bigint PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"author_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "review_replies_body_length" CHECK (char_length("review_replies"."body") BETWEEN 2 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"review_id" bigint NOT NULL,
	"reporter_user_id" text NOT NULL,
	"reason" "review_report_reason" NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" "review_report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "review_reports_details_length" CHECK (char_length("review_reports"."details") <= 500)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"unverified_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"hidden_reason" text,
	"is_public" boolean GENERATED ALWAYS AS (hidden_at IS NULL AND unverified_at IS NULL) STORED NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_body_length" CHECK ("reviews"."body" IS NULL OR char_length("reviews"."body") BETWEEN 10 AND 1000),
	CONSTRAINT "reviews_helpful_not_negative" CHECK ("reviews"."helpful_count" >= 0),
	CONSTRAINT "reviews_hidden_with_reason" CHECK (("reviews"."hidden_at" IS NULL) = ("reviews"."hidden_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "review_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "review_stars1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "review_stars2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "review_stars3" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "review_stars4" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "review_stars5" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_user_id_user_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_helpful_votes_customer_idx" ON "review_helpful_votes" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "review_reports_status_created_idx" ON "review_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_shop_customer_idx" ON "reviews" USING btree ("shop_id","customer_id");--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "reviews_shop_newest_idx" ON "reviews" USING btree ("shop_id","created_at","id") WHERE "reviews"."is_public";--> statement-breakpoint
CREATE INDEX "reviews_shop_helpful_idx" ON "reviews" USING btree ("shop_id","helpful_count","id") WHERE "reviews"."is_public";--> statement-breakpoint
CREATE INDEX "reviews_shop_lowest_idx" ON "reviews" USING btree ("shop_id","rating",(-"id")) WHERE "reviews"."is_public";--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_review_totals" CHECK ("shops"."review_stars1" >= 0 AND "shops"."review_stars2" >= 0 AND "shops"."review_stars3" >= 0 AND "shops"."review_stars4" >= 0 AND "shops"."review_stars5" >= 0
        AND "shops"."review_count" = "shops"."review_stars1" + "shops"."review_stars2" + "shops"."review_stars3" + "shops"."review_stars4" + "shops"."review_stars5"
        AND "shops"."review_rating_sum" = "shops"."review_stars1" + 2 * "shops"."review_stars2" + 3 * "shops"."review_stars3" + 4 * "shops"."review_stars4" + 5 * "shops"."review_stars5");--> statement-breakpoint
-- A shop's review counts (shops.review_*) as one review leaves them (`removed`, its stars, or null)
-- and enters them (`added`). Nothing to do when both are the same: a text-only edit never touches
-- the shop's row. Rows are locked review first, then shop, by every writer (the triggers below
-- run after the review's own row is written), so a review write cannot deadlock with another.
CREATE FUNCTION shop_review_totals_change(shop bigint, removed smallint, added smallint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF removed IS NOT DISTINCT FROM added THEN
    RETURN;
  END IF;
  UPDATE shops SET
    review_count = review_count + (added IS NOT NULL)::integer - (removed IS NOT NULL)::integer,
    review_rating_sum = review_rating_sum + coalesce(added, 0) - coalesce(removed, 0),
    review_stars1 = review_stars1 + coalesce((added = 1)::integer, 0) - coalesce((removed = 1)::integer, 0),
    review_stars2 = review_stars2 + coalesce((added = 2)::integer, 0) - coalesce((removed = 2)::integer, 0),
    review_stars3 = review_stars3 + coalesce((added = 3)::integer, 0) - coalesce((removed = 3)::integer, 0),
    review_stars4 = review_stars4 + coalesce((added = 4)::integer, 0) - coalesce((removed = 4)::integer, 0),
    review_stars5 = review_stars5 + coalesce((added = 5)::integer, 0) - coalesce((removed = 5)::integer, 0)
  WHERE id = shop;
END;
$$;--> statement-breakpoint
-- A public review counts in its shop's figures; one hidden (by an operator, or because the author's
-- purchases there were all reversed) does not.
CREATE FUNCTION reviews_count_shop_rating() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shop_review_totals_change(NEW.shop_id, NULL, NEW.rating);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM shop_review_totals_change(OLD.shop_id, OLD.rating, NULL);
  ELSIF OLD.shop_id = NEW.shop_id THEN
    PERFORM shop_review_totals_change(NEW.shop_id, CASE WHEN OLD.is_public THEN OLD.rating END, CASE WHEN NEW.is_public THEN NEW.rating END);
  ELSE
    -- Only a hand-written fix moves a review to another shop.
    IF OLD.is_public THEN
      PERFORM shop_review_totals_change(OLD.shop_id, OLD.rating, NULL);
    END IF;
    IF NEW.is_public THEN
      PERFORM shop_review_totals_change(NEW.shop_id, NULL, NEW.rating);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reviews_count_shop_rating
  AFTER INSERT ON reviews
  FOR EACH ROW WHEN (NEW.is_public) EXECUTE FUNCTION reviews_count_shop_rating();--> statement-breakpoint
CREATE TRIGGER reviews_recount_shop_rating
  AFTER UPDATE OF rating, shop_id, hidden_at, unverified_at ON reviews
  FOR EACH ROW WHEN ((OLD.is_public OR NEW.is_public)
    AND (OLD.rating, OLD.shop_id, OLD.is_public) IS DISTINCT FROM (NEW.rating, NEW.shop_id, NEW.is_public))
  EXECUTE FUNCTION reviews_count_shop_rating();--> statement-breakpoint
CREATE TRIGGER reviews_uncount_shop_rating
  AFTER DELETE ON reviews
  FOR EACH ROW WHEN (OLD.is_public) EXECUTE FUNCTION reviews_count_shop_rating();--> statement-breakpoint
-- A customer's reviews follow whether they still have a recorded purchase at the shop: the row of
-- shop_customers goes when their last recorded sale there is reversed (or deleted) and comes back
-- with the next one (sales_recount_shop_totals, sales_count_shop_totals). Fires inside the sale's or
-- the reversal's transaction, after the pair's row is locked: pair, then review, then shop.
CREATE FUNCTION shop_customers_verify_reviews() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE reviews SET unverified_at = NULL
    WHERE shop_id = NEW.shop_id AND customer_id = NEW.customer_id AND unverified_at IS NOT NULL;
  ELSE
    UPDATE reviews SET unverified_at = now()
    WHERE shop_id = OLD.shop_id AND customer_id = OLD.customer_id AND unverified_at IS NULL;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER shop_customers_verify_reviews
  AFTER INSERT OR DELETE ON shop_customers
  FOR EACH ROW EXECUTE FUNCTION shop_customers_verify_reviews();--> statement-breakpoint
-- Recounts every shop's review figures from its public reviews: for bulk loads that write reviews
-- with triggers off (server/scale; they write reviews only for their buyers, so verification needs
-- no rebuild), and tests. SHARE ROW EXCLUSIVE holds review writes until the commit.
CREATE FUNCTION shop_review_totals_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE reviews IN SHARE ROW EXCLUSIVE MODE;
  WITH counted AS (
    SELECT s.id,
      count(r.rating)::integer AS n, coalesce(sum(r.rating), 0)::integer AS total,
      count(*) FILTER (WHERE r.rating = 1)::integer AS s1, count(*) FILTER (WHERE r.rating = 2)::integer AS s2,
      count(*) FILTER (WHERE r.rating = 3)::integer AS s3, count(*) FILTER (WHERE r.rating = 4)::integer AS s4,
      count(*) FILTER (WHERE r.rating = 5)::integer AS s5
    FROM shops s LEFT JOIN reviews r ON r.shop_id = s.id AND r.is_public
    GROUP BY s.id
  )
  UPDATE shops s
  SET review_count = c.n, review_rating_sum = c.total, review_stars1 = c.s1, review_stars2 = c.s2,
      review_stars3 = c.s3, review_stars4 = c.s4, review_stars5 = c.s5
  FROM counted c
  WHERE s.id = c.id
    AND (s.review_count, s.review_rating_sum, s.review_stars1, s.review_stars2, s.review_stars3, s.review_stars4, s.review_stars5)
      IS DISTINCT FROM (c.n, c.total, c.s1, c.s2, c.s3, c.s4, c.s5);
END;
$$;
