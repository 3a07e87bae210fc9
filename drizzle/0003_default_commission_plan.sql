-- The default commission plan (docs/product.md#commission-plan) as version 1, in force from the company's founding.
-- Later versions are published by operators; a published version is never edited.
INSERT INTO "commission_plans" (
  "version", "effective_month", "status",
  "qualifying_threshold_paise", "level_shares_bp", "monthly_cap_paise", "min_payout_paise",
  "tds_rate_bp", "tds_rate_no_pan_bp", "tds_threshold_paise", "notes", "published_at"
) VALUES (
  1, '2017-04-01', 'published',
  100000, '{1800,1500,1200,900,600}', 2500000, 10000,
  200, 2000, 2000000,
  'Default plan: levels 1-5 get 18/15/12/9/6% of sale interest; qualify with Rs 1,000 own purchases a month; cap Rs 25,000 a month; minimum payout Rs 100; TDS 2% (20% without PAN) past Rs 20,000 a financial year.',
  now()
) ON CONFLICT ("version") DO NOTHING;
