-- The double-entry check (0002) ran once per entry at commit and summed the whole posting each
-- time: a posting of n entries read n² rows. Closing a month posts one entry per member (325,000
-- at a million members: the commit never finished). Now each entry's check first asks whether it
-- is its posting's last entry (an index lookup) and only that one sums the posting. Entries of a
-- posting are inserted in its own transaction with increasing ids and their deferred checks fire
-- in insertion order, so the last entry's check always runs after every other entry exists; one
-- added after an earlier check (SET CONSTRAINTS … IMMEDIATE) is the new last and checks again.
DROP INDEX "ledger_entries_posting_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id","id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_posting_must_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  imbalance bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_entries WHERE posting_id = NEW.posting_id AND id > NEW.id) THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(amount_paise), 0) INTO imbalance FROM ledger_entries WHERE posting_id = NEW.posting_id;
  IF imbalance <> 0 THEN
    RAISE EXCEPTION 'ledger posting % does not balance (off by % paise)', NEW.posting_id, imbalance
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
