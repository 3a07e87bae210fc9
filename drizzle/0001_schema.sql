CREATE TYPE "public"."comment_status" AS ENUM('pending', 'approved', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."commission_line_kind" AS ENUM('commission', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."customer_status" AS ENUM('pending', 'active', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."franchisee_status" AS ENUM('active', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."grievance_status" AS ENUM('new', 'acknowledged', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('franchisee_wallet', 'company_cash', 'company_revenue', 'member_commission', 'commission_expense', 'tds_payable');--> statement-breakpoint
CREATE TYPE "public"."commission_month_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."news_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('upi', 'neft', 'cash', 'cheque');--> statement-breakpoint
CREATE TYPE "public"."payout_batch_status" AS ENUM('draft', 'exported', 'completed');--> statement-breakpoint
CREATE TYPE "public"."payout_line_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."commission_plan_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."posting_kind" AS ENUM('wallet_topup', 'wallet_correction', 'sale_interest', 'sale_reversal', 'commission_credit', 'commission_adjustment', 'commission_payout');--> statement-breakpoint
CREATE TYPE "public"."commission_run_status" AS ENUM('running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."commission_run_trigger" AS ENUM('cli', 'operator', 'schedule');--> statement-breakpoint
CREATE TYPE "public"."sale_status" AS ENUM('recorded', 'reversed');--> statement-breakpoint
CREATE TYPE "public"."shop_status" AS ENUM('draft', 'published', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."sms_purpose" AS ENUM('signup', 'password_reset', 'franchisee_setup', 'notice');--> statement-breakpoint
CREATE TYPE "public"."sms_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."commission_statement_status" AS ENUM('pending', 'approved', 'held', 'paid');--> statement-breakpoint
CREATE TYPE "public"."tree_side" AS ENUM('L', 'R');--> statement-breakpoint
CREATE SEQUENCE "public"."customer_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone_number" text,
	"phone_number_verified" boolean,
	"role" text,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_phoneNumber_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_mr" text,
	"district" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" char(6) PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"city_id" integer,
	"office" text
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_mr" text,
	"icon" text,
	"popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"code" text,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"gender" "gender",
	"age" smallint,
	"aadhaar_last4" char(4),
	"aadhaar_hash" text,
	"pan" char(10),
	"state" text,
	"city_id" integer,
	"pincode" char(6),
	"address" text,
	"sponsor_id" bigint,
	"status" "customer_status" DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "customers_code_unique" UNIQUE("code"),
	CONSTRAINT "customers_age_range" CHECK ("customers"."age" IS NULL OR "customers"."age" BETWEEN 10 AND 99),
	CONSTRAINT "customers_pan_format" CHECK ("customers"."pan" IS NULL OR "customers"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
	CONSTRAINT "customers_pincode_format" CHECK ("customers"."pincode" IS NULL OR "customers"."pincode" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "kyc_details" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"account_holder_name" text,
	"bank_name" text NOT NULL,
	"branch" text NOT NULL,
	"ifsc" char(11) NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_number_last4" char(4) NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_ifsc_format" CHECK ("kyc_details"."ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "tree_nodes" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint,
	"side" "tree_side",
	"depth" integer NOT NULL,
	"path" text COLLATE "C" NOT NULL,
	"child_count" smallint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tree_nodes_path_format" CHECK ("tree_nodes"."path" ~ '^[01]*$' AND "tree_nodes"."depth" = length("tree_nodes"."path")),
	CONSTRAINT "tree_nodes_root_has_no_side" CHECK (("tree_nodes"."parent_id" IS NULL) = ("tree_nodes"."side" IS NULL)),
	CONSTRAINT "tree_nodes_child_count" CHECK ("tree_nodes"."child_count" BETWEEN 0 AND 2)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"customer_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_customer_id_shop_id_pk" PRIMARY KEY("customer_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "franchisees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "franchisees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"owner_name" text NOT NULL,
	"aadhaar_last4" char(4),
	"aadhaar_hash" text,
	"pan" char(10),
	"status" "franchisee_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "franchisees_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "franchisees_pan_format" CHECK ("franchisees"."pan" IS NULL OR "franchisees"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$')
);
--> statement-breakpoint
CREATE TABLE "shop_visits" (
	"customer_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"visit_count" integer DEFAULT 1 NOT NULL,
	"first_visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_visits_customer_id_shop_id_pk" PRIMARY KEY("customer_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"franchisee_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_mr" text,
	"category_id" integer NOT NULL,
	"brands" text DEFAULT '' NOT NULL,
	"mobile" text,
	"office_no" text,
	"email" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details_html" text DEFAULT '' NOT NULL,
	"features_html" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'MAHARASHTRA' NOT NULL,
	"city_id" integer,
	"pincode" char(6),
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"image1" text,
	"image2" text,
	"image3" text,
	"interest_rate_bp" integer DEFAULT 500 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"best_deal" boolean DEFAULT false NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"status" "shop_status" DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_franchiseeId_unique" UNIQUE("franchisee_id"),
	CONSTRAINT "shops_interest_rate_range" CHECK ("shops"."interest_rate_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "shops_pincode_format" CHECK ("shops"."pincode" IS NULL OR "shops"."pincode" ~ '^[0-9]{6}$'),
	CONSTRAINT "shops_latitude_range" CHECK ("shops"."latitude" IS NULL OR "shops"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "shops_longitude_range" CHECK ("shops"."longitude" IS NULL OR "shops"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"news_id" bigint NOT NULL,
	"customer_id" bigint,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"body" text NOT NULL,
	"status" "comment_status" DEFAULT 'pending' NOT NULL,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_mr" text,
	"image" text,
	"body_html" text NOT NULL,
	"quote" text,
	"status" "news_status" DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_mr" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"items" text NOT NULL,
	"interest_rate_bp" integer NOT NULL,
	"interest_paise" bigint NOT NULL,
	"status" "sale_status" DEFAULT 'recorded' NOT NULL,
	"counted_month" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by" text,
	"reversal_reason" text,
	CONSTRAINT "sales_amount_positive" CHECK ("sales"."amount_paise" > 0),
	CONSTRAINT "sales_interest_not_negative" CHECK ("sales"."interest_paise" >= 0),
	CONSTRAINT "sales_countedmonth_first_day" CHECK (extract(day from "sales"."counted_month") = 1)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" "ledger_account_kind" NOT NULL,
	"shop_id" bigint,
	"customer_id" bigint,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_unique" UNIQUE NULLS NOT DISTINCT("kind","shop_id","customer_id"),
	CONSTRAINT "ledger_wallet_not_overdrawn" CHECK ("ledger_accounts"."kind" <> 'franchisee_wallet' OR "ledger_accounts"."balance_paise" >= 0),
	CONSTRAINT "ledger_account_owner" CHECK (("ledger_accounts"."kind" = 'franchisee_wallet') = ("ledger_accounts"."shop_id" IS NOT NULL) AND ("ledger_accounts"."kind" = 'member_commission') = ("ledger_accounts"."customer_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"posting_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" "posting_kind" NOT NULL,
	"sale_id" bigint,
	"method" "payment_method",
	"reference" text,
	"memo" text,
	"reverses_posting_id" bigint,
	"idempotency_key" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "commission_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"month" date NOT NULL,
	"run_id" bigint NOT NULL,
	"kind" "commission_line_kind" DEFAULT 'commission' NOT NULL,
	"member_id" bigint NOT NULL,
	"sale_id" bigint,
	"buyer_id" bigint,
	"level" smallint,
	"base_paise" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_months" (
	"month" date PRIMARY KEY NOT NULL,
	"status" "commission_month_status" DEFAULT 'open' NOT NULL,
	"plan_id" integer,
	"last_run_id" bigint,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"effective_month" date NOT NULL,
	"status" "commission_plan_status" DEFAULT 'draft' NOT NULL,
	"qualifying_threshold_paise" bigint NOT NULL,
	"level_shares_bp" integer[] NOT NULL,
	"monthly_cap_paise" bigint NOT NULL,
	"min_payout_paise" bigint NOT NULL,
	"tds_rate_bp" integer NOT NULL,
	"tds_rate_no_pan_bp" integer NOT NULL,
	"tds_threshold_paise" bigint NOT NULL,
	"notes" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "commission_plans_version_unique" UNIQUE("version"),
	CONSTRAINT "commission_plans_month_first_day" CHECK (extract(day from "commission_plans"."effective_month") = 1),
	CONSTRAINT "commission_plans_shares_at_most_whole" CHECK (cardinality("commission_plans"."level_shares_bp") BETWEEN 1 AND 20 AND 0 <= ALL("commission_plans"."level_shares_bp"))
);
--> statement-breakpoint
CREATE TABLE "commission_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"month" date NOT NULL,
	"plan_id" integer NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"trigger" "commission_run_trigger" NOT NULL,
	"status" "commission_run_status" DEFAULT 'running' NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"totals" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "commission_statements" (
	"member_id" bigint NOT NULL,
	"month" date NOT NULL,
	"line_total_paise" bigint NOT NULL,
	"gross_paise" bigint NOT NULL,
	"tds_paise" bigint DEFAULT 0 NOT NULL,
	"net_paise" bigint NOT NULL,
	"carried_in_paise" bigint DEFAULT 0 NOT NULL,
	"payable_paise" bigint NOT NULL,
	"status" "commission_statement_status" DEFAULT 'pending' NOT NULL,
	"hold_reason" text,
	"payout_line_id" bigint,
	"run_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_statements_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" "payout_batch_status" DEFAULT 'draft' NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch" text NOT NULL,
	"ifsc" char(11) NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_number_last4" char(4) NOT NULL,
	"status" "payout_line_status" DEFAULT 'pending' NOT NULL,
	"utr" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_lines_batch_member_unique" UNIQUE("batch_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"subject" text NOT NULL,
	"query" text NOT NULL,
	"status" "grievance_status" DEFAULT 'new' NOT NULL,
	"notes" text,
	"handled_by" text,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fraud_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" "grievance_status" DEFAULT 'new' NOT NULL,
	"notes" text,
	"handled_by" text,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to_mobile" text NOT NULL,
	"body" text NOT NULL,
	"purpose" "sms_purpose" NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"status" "sms_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_loads" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pincodes" ADD CONSTRAINT "pincodes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_sponsor_id_customers_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_details" ADD CONSTRAINT "kyc_details_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_details" ADD CONSTRAINT "kyc_details_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_nodes" ADD CONSTRAINT "tree_nodes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_nodes" ADD CONSTRAINT "tree_nodes_parent_id_tree_nodes_customer_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tree_nodes"("customer_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchisees" ADD CONSTRAINT "franchisees_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_visits" ADD CONSTRAINT "shop_visits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_visits" ADD CONSTRAINT "shop_visits_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_moderated_by_user_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_reversed_by_user_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_reverses_posting_id_ledger_postings_id_fk" FOREIGN KEY ("reverses_posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_run_id_commission_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."commission_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_buyer_id_customers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_months" ADD CONSTRAINT "commission_months_plan_id_commission_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."commission_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_months" ADD CONSTRAINT "commission_months_closed_by_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_runs" ADD CONSTRAINT "commission_runs_plan_id_commission_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."commission_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_runs" ADD CONSTRAINT "commission_runs_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_run_id_commission_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."commission_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_reports" ADD CONSTRAINT "fraud_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_reports" ADD CONSTRAINT "fraud_reports_handled_by_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "pincodes_city_id_idx" ON "pincodes" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "categories_sort_idx" ON "categories" USING btree ("sort_order","name");--> statement-breakpoint
CREATE INDEX "customers_sponsor_id_idx" ON "customers" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "customers_city_id_idx" ON "customers" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "customers_status_created_idx" ON "customers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("first_name","last_name");--> statement-breakpoint
CREATE UNIQUE INDEX "tree_nodes_path_idx" ON "tree_nodes" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "tree_nodes_parent_side_idx" ON "tree_nodes" USING btree ("parent_id","side");--> statement-breakpoint
CREATE INDEX "tree_nodes_open_slots_idx" ON "tree_nodes" USING btree ("depth","path") WHERE "tree_nodes"."child_count" < 2;--> statement-breakpoint
CREATE INDEX "favourites_customer_created_idx" ON "favourites" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourites_shop_idx" ON "favourites" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_visits_customer_first_idx" ON "shop_visits" USING btree ("customer_id","first_visited_at");--> statement-breakpoint
CREATE INDEX "shops_status_created_idx" ON "shops" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shops_category_created_idx" ON "shops" USING btree ("category_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shops_city_created_idx" ON "shops" USING btree ("city_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shops_pincode_idx" ON "shops" USING btree ("pincode");--> statement-breakpoint
CREATE INDEX "shops_featured_idx" ON "shops" USING btree ("created_at" DESC NULLS LAST) WHERE "shops"."featured" AND "shops"."status" = 'published';--> statement-breakpoint
CREATE INDEX "shops_best_deal_idx" ON "shops" USING btree ("created_at" DESC NULLS LAST) WHERE "shops"."best_deal" AND "shops"."status" = 'published';--> statement-breakpoint
CREATE INDEX "shops_name_trgm_idx" ON "shops" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_name_mr_trgm_idx" ON "shops" USING gin ("name_mr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_brands_trgm_idx" ON "shops" USING gin ("brands" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_earth_idx" ON "shops" USING gist (ll_to_earth("latitude", "longitude")) WHERE "shops"."latitude" IS NOT NULL AND "shops"."longitude" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_news_status_created_idx" ON "comments" USING btree ("news_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_status_created_idx" ON "comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "news_status_published_idx" ON "news" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_category_published_idx" ON "news" USING btree ("category_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sales_shop_idempotency_idx" ON "sales" USING btree ("shop_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sales_shop_created_idx" ON "sales" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_customer_created_idx" ON "sales" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_counted_month_idx" ON "sales" USING btree ("counted_month","status");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_sale_idx" ON "ledger_postings" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_kind_created_idx" ON "ledger_postings" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "commission_lines_member_month_idx" ON "commission_lines" USING btree ("member_id","month");--> statement-breakpoint
CREATE INDEX "commission_lines_month_idx" ON "commission_lines" USING btree ("month");--> statement-breakpoint
CREATE INDEX "commission_lines_sale_idx" ON "commission_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_plans_published_month_idx" ON "commission_plans" USING btree ("effective_month") WHERE "commission_plans"."status" = 'published';--> statement-breakpoint
CREATE INDEX "commission_runs_month_idx" ON "commission_runs" USING btree ("month","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "commission_statements_month_status_idx" ON "commission_statements" USING btree ("month","status");--> statement-breakpoint
CREATE INDEX "payout_lines_member_idx" ON "payout_lines" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "payout_lines_status_idx" ON "payout_lines" USING btree ("status");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fraud_reports_status_created_idx" ON "fraud_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fraud_reports_customer_idx" ON "fraud_reports" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_created_idx" ON "sms_outbox" USING btree ("to_mobile","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);