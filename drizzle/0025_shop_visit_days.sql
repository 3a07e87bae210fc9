CREATE TABLE "shop_visit_counters" (
	"day" date NOT NULL,
	"address_hash" text NOT NULL,
	"shop_id" bigint NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "shop_visit_counters_day_address_hash_shop_id_pk" PRIMARY KEY("day","address_hash","shop_id")
);
--> statement-breakpoint
CREATE TABLE "shop_visit_days" (
	"day" date NOT NULL,
	"shop_id" bigint NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "shop_visit_days_day_shop_id_visitor_hash_pk" PRIMARY KEY("day","shop_id","visitor_hash")
);
