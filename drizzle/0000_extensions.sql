-- Extensions the schema's indexes need: trigram search on names (works for Devanagari under a
-- UTF-8 locale) and earth distances for near-me search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
