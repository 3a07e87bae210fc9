-- The listing's "Name A–Z" on Hindi pages: the Hindi name where given, else the English one, never the
-- Marathi (listShops; lib/localized.ts).
CREATE INDEX "shops_hindi_name_order_idx" ON "shops" USING btree (lower(coalesce(nullif("name_hi", ''), "name")),"id");