CREATE TABLE "grievance_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grievance_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contact_message_id" bigint,
	"fraud_report_id" bigint,
	"author_user_id" text,
	"note" text NOT NULL,
	"from_status" "grievance_status" NOT NULL,
	"to_status" "grievance_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievance_notes_one_grievance" CHECK (("grievance_notes"."contact_message_id" IS NULL) <> ("grievance_notes"."fraud_report_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "grievance_notes" ADD CONSTRAINT "grievance_notes_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_notes" ADD CONSTRAINT "grievance_notes_fraud_report_id_fraud_reports_id_fk" FOREIGN KEY ("fraud_report_id") REFERENCES "public"."fraud_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_notes" ADD CONSTRAINT "grievance_notes_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievance_notes_contact_idx" ON "grievance_notes" USING btree ("contact_message_id","created_at");--> statement-breakpoint
CREATE INDEX "grievance_notes_fraud_idx" ON "grievance_notes" USING btree ("fraud_report_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_full_name_trgm_idx" ON "customers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);