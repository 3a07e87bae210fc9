CREATE TABLE "notification_fanouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_fanouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"first_id" bigint NOT NULL,
	"last_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_locale";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_user_id_fk";
--> statement-breakpoint
DROP INDEX "notifications_user_unread_idx";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "locale";--> statement-breakpoint
-- In place of the dropped foreign key's ON DELETE CASCADE: a deleted person's notifications go with
-- them (their SMS rows follow through notification_deliveries' own foreign key). Per statement, so
-- inserting notifications locks no `user` row (docs/database-behaviour.md).
CREATE FUNCTION user_delete_notifications() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notifications n USING deleted_users d WHERE n.user_id = d.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER user_delete_notifications
  AFTER DELETE ON "user" REFERENCING OLD TABLE AS deleted_users
  FOR EACH STATEMENT EXECUTE FUNCTION user_delete_notifications();
