-- Double entry: the entries of a posting sum to zero. Checked at commit (deferred) so a posting's
-- lines can be inserted one by one inside its transaction.
CREATE OR REPLACE FUNCTION ledger_posting_must_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  imbalance bigint;
BEGIN
  SELECT coalesce(sum(amount_paise), 0) INTO imbalance FROM ledger_entries WHERE posting_id = NEW.posting_id;
  IF imbalance <> 0 THEN
    RAISE EXCEPTION 'ledger posting % does not balance (off by % paise)', NEW.posting_id, imbalance
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT OR UPDATE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_posting_must_balance();
--> statement-breakpoint
-- Ledger history is append-only: corrections are new postings, never edits.
CREATE OR REPLACE FUNCTION ledger_entries_are_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only; post a correction instead' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_are_append_only();
