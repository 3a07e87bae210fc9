CREATE TYPE "public"."commission_job_kind" AS ENUM('run', 'close');--> statement-breakpoint
CREATE TYPE "public"."commission_job_stage" AS ENUM('running', 'reconciling', 'approving', 'posting', 'checking');--> statement-breakpoint
CREATE TYPE "public"."commission_job_status" AS ENUM('running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "commission_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" "commission_job_kind" NOT NULL,
	"month" date NOT NULL,
	"status" "commission_job_status" DEFAULT 'running' NOT NULL,
	"stage" "commission_job_stage" DEFAULT 'running' NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "commission_jobs" ADD CONSTRAINT "commission_jobs_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_jobs_one_running_idx" ON "commission_jobs" USING btree ((true)) WHERE "commission_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "commission_jobs_month_idx" ON "commission_jobs" USING btree ("month","id" DESC NULLS LAST);