-- Hindi names for the demo data's news categories, where a database has them without one: Hindi
-- pages showed the English name (server/demo/content/news.ts holds the same names for new databases).
UPDATE news_categories SET name_hi = 'स्थानीय समाचार' WHERE slug = 'local-news' AND name_hi IS NULL;--> statement-breakpoint
UPDATE news_categories SET name_hi = 'ऑफ़र और छूट' WHERE slug = 'offers-deals' AND name_hi IS NULL;--> statement-breakpoint
UPDATE news_categories SET name_hi = 'व्यापार' WHERE slug = 'business' AND name_hi IS NULL;--> statement-breakpoint
UPDATE news_categories SET name_hi = 'कार्यक्रम' WHERE slug = 'events' AND name_hi IS NULL;--> statement-breakpoint
UPDATE news_categories SET name_hi = 'स्वास्थ्य' WHERE slug = 'health' AND name_hi IS NULL;--> statement-breakpoint
UPDATE news_categories SET name_hi = 'तकनीक' WHERE slug = 'technology' AND name_hi IS NULL;
