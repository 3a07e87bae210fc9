CREATE TABLE "marketplace_stats" (
	"granularity" text NOT NULL,
	"start" date NOT NULL,
	"new_customers" integer NOT NULL,
	"active_shops" integer NOT NULL,
	"sales" integer NOT NULL,
	"sales_paise" bigint NOT NULL,
	"interest_paise" bigint NOT NULL,
	"commission_paid_paise" bigint NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_stats_granularity_start_pk" PRIMARY KEY("granularity","start"),
	CONSTRAINT "marketplace_stats_granularity" CHECK ("marketplace_stats"."granularity" IN ('day', 'month'))
);
--> statement-breakpoint
CREATE TABLE "shop_daily_stats" (
	"shop_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"directions" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"favourites_added" integer DEFAULT 0 NOT NULL,
	"favourites_removed" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_daily_stats_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
ALTER TABLE "shop_daily_stats" ADD CONSTRAINT "shop_daily_stats_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;