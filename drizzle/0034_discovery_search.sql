-- The search box's spelling-neutral key (docs/decisions/134-discovery-search.md): one Latin spelling for
-- names written in Latin or Devanagari, so "kirana" and "किराणा", "wardha" and "वर्धा" give the same
-- key, and a typo changes only a few of its trigrams. Used by generated columns (shops, categories,
-- cities) and on the visitor's query, so both sides are folded by this one definition.
CREATE OR REPLACE FUNCTION search_key(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  s text := lower(input);
BEGIN
  -- Latin spellings of one sound become one letter ('C' and 'A' are placeholders: s is lower case).
  s := replace(s, 'ph', 'f');
  s := regexp_replace(s, 'ch+', 'C', 'g');
  s := regexp_replace(s, 'c(?=[eiy])', 's', 'g');
  s := replace(s, 'c', 'k');
  s := replace(s, 'C', 'c');
  s := regexp_replace(s, '([kgjtdbs])h', '\1', 'g');
  s := translate(s, 'qzw', 'kjv');
  s := replace(s, 'x', 'ks');
  s := replace(s, 'ee', 'i');
  s := replace(s, 'oo', 'u');
  s := regexp_replace(s, 'y\M', 'i', 'g');
  -- Devanagari: nukta letters as their plain letters; the inherent vowel ('A') after a consonant
  -- that has no vowel sign or virama; then the letters, one Latin letter each, aspirates unaspirated.
  s := translate(s, 'क़ख़ग़ज़ड़ढ़फ़य़़', 'कखगजडढफय');
  s := regexp_replace(s, '([क-ह])(?![ा-्])', '\1A', 'g');
  s := replace(replace(s, 'ऐ', 'ai'), 'ै', 'ai');
  s := replace(replace(s, 'औ', 'au'), 'ौ', 'au');
  s := replace(replace(s, 'ऋ', 'ri'), 'ृ', 'ri');
  s := translate(s, 'कखगघङचछजझञटठडढणतथदधनऩपफबभमयरऱलळऴवशषसहअआइईउऊएओऑऍािीुूेोॉॅंँः०१२३४५६७८९्', 'kkggnccjjnttddnttddnnpfbbmyrrlllvssshaaiiuueooeaiiuueooennh0123456789');
  -- Schwa deletion as speakers do it: the inherent vowel goes at the end of a word, then between
  -- a vowel-consonant and a consonant-vowel (नागपूर is "nagpur", कमला "kamla", गजानन stays "gajanan").
  s := regexp_replace(s, 'A\M', '', 'g');
  s := regexp_replace(s, '([aeiouA][bcdfghjklmnprstvy])A(?=[bcdfghjklmnprstvy][aeiouA])', '\1', 'g');
  s := replace(s, 'A', 'a');
  -- Vowel length and doubled letters carry no difference in Latin spellings; nor does a final 'a'
  -- ("wardha" / वर्धा, "vidarbha" / विदर्भ).
  s := regexp_replace(s, '([a-z])\1+', '\1', 'g');
  s := regexp_replace(s, '[^a-z0-9]+', ' ', 'g');
  s := regexp_replace(s, '([a-z0-9])a\M', '\1', 'g');
  RETURN trim(s);
END
$fn$;--> statement-breakpoint
-- The minutes of the week (Monday 00:00 Asia/Kolkata = 0) a shop's opening hours cover, for the
-- listing's "Open now" filter: one GiST probe of open_minutes @> the current minute
-- (docs/decisions/134-discovery-search.md). The same rules as lib/public/opening-hours.ts: a period
-- closing at or before its opening time runs past midnight; Sunday night runs into Monday morning.
CREATE OR REPLACE FUNCTION shop_open_minutes(hours jsonb) RETURNS int4multirange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(range_agg(int4range(greatest(x.s, 0), least(x.e, 10080))), '{}'::int4multirange)
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(hours) = 'array' THEN hours ELSE '[]'::jsonb END) AS p(v)
  CROSS JOIN LATERAL (
    SELECT array_position(ARRAY['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], p.v ->> 'day') - 1 AS d,
           split_part(p.v ->> 'open', ':', 1)::int * 60 + split_part(p.v ->> 'open', ':', 2)::int AS o,
           split_part(p.v ->> 'close', ':', 1)::int * 60 + split_part(p.v ->> 'close', ':', 2)::int AS c
    WHERE p.v ->> 'open' ~ '^[0-9]{1,2}:[0-9]{2}$' AND p.v ->> 'close' ~ '^[0-9]{1,2}:[0-9]{2}$'
  ) m
  CROSS JOIN LATERAL (SELECT m.d * 1440 + m.o AS s0, m.d * 1440 + m.c + CASE WHEN m.c <= m.o THEN 1440 ELSE 0 END AS e0) w
  CROSS JOIN LATERAL (VALUES (w.s0, w.e0), (w.s0 - 10080, w.e0 - 10080)) AS x(s, e)
  WHERE m.d IS NOT NULL AND least(x.e, 10080) > greatest(x.s, 0);
$fn$;
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" drop column "search_text";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(31) || coalesce(name_mr, '') || chr(31) || coalesce(name_hi, '') || chr(31) || brands)) STORED;--> statement-breakpoint
CREATE INDEX "shops_search_text_trgm_idx" ON "shops" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "search_key" text GENERATED ALWAYS AS (search_key(name || ' ' || coalesce(name_mr, '') || ' ' || coalesce(name_hi, ''))) STORED;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_key" text GENERATED ALWAYS AS (search_key(name || ' ' || coalesce(name_mr, '') || ' ' || coalesce(name_hi, ''))) STORED;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "open_minutes" "int4multirange" GENERATED ALWAYS AS (shop_open_minutes(opening_hours)) STORED;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "search_key" text GENERATED ALWAYS AS (search_key(name) || chr(31) || search_key(coalesce(name_mr, '')) || chr(31) || search_key(coalesce(name_hi, '')) || chr(31) || search_key(brands)) STORED;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "closed_notice" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "closed_until" date;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_open_minutes_idx" ON "shops" USING gist ("open_minutes");--> statement-breakpoint
CREATE INDEX "shops_search_key_trgm_idx" ON "shops" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
-- The search box's word list (docs/database-behaviour.md): every word of a shop's spelling keys but
-- numbers (a shop number is found by its digits, never corrected into another).
CREATE OR REPLACE FUNCTION shops_note_search_words() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_key, '[ \x1f]+') AS w WHERE length(w) >= 2 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_rebuild() RETURNS void
LANGUAGE sql AS $fn$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM shops, regexp_split_to_table(shops.search_key, '[ \x1f]+') AS w WHERE length(w) >= 2 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
$fn$;
--> statement-breakpoint
CREATE TRIGGER shops_note_search_words AFTER INSERT OR UPDATE OF name, name_mr, name_hi, brands ON shops
  FOR EACH ROW EXECUTE FUNCTION shops_note_search_words();--> statement-breakpoint
SELECT search_words_rebuild();--> statement-breakpoint
-- Hindi names for the demo data's categories, where a database has them without one (Hindi pages showed English).
UPDATE categories SET name_hi = 'किराना और अनाज' WHERE slug = 'grocery' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'फल और सब्ज़ियाँ' WHERE slug = 'fruits-vegetables' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'डेयरी और मिठाई' WHERE slug = 'dairy-sweets' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'रेस्टोरेंट और खाना' WHERE slug = 'restaurants' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'मेडिकल और दवाइयाँ' WHERE slug = 'medical' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'कपड़े और फ़ैशन' WHERE slug = 'clothing' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'जूते-चप्पल' WHERE slug = 'footwear' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'इलेक्ट्रॉनिक्स और मोबाइल' WHERE slug = 'electronics' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'घरेलू उपकरण' WHERE slug = 'home-appliances' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'हार्डवेयर और पेंट' WHERE slug = 'hardware' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'स्टेशनरी और किताबें' WHERE slug = 'stationery' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'ब्यूटी पार्लर और सैलून' WHERE slug = 'beauty-salon' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'सोने-चाँदी के गहने' WHERE slug = 'jewellery' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'फ़र्नीचर' WHERE slug = 'furniture' AND name_hi IS NULL;--> statement-breakpoint
UPDATE categories SET name_hi = 'ऑटो पार्ट्स और सर्विसिंग' WHERE slug = 'automobile' AND name_hi IS NULL;
