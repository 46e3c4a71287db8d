-- Profiles made before the currency followed the country (decision 0057) all started in USD.
-- A UK or EU profile still at that old default, with no paid app priced in USD (which would
-- show USD was meant), moves to its country's currency: GBP in the United Kingdom, EUR in the
-- EU. The country lists are those of packages/domain/src/countries.ts when this was written.
UPDATE "developer_profile" AS p
SET "currency" = CASE WHEN p."country" = 'GB' THEN 'GBP' ELSE 'EUR' END
WHERE p."currency" = 'USD'
  AND p."country" IN ('AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB')
  AND NOT EXISTS (
    SELECT 1 FROM "application" AS a
    WHERE a."developer_id" = p."user_id" AND a."currency" = 'USD' AND a."price_cents" > 0
  );
