-- An app that is not a game was never asked for an age rating (the form shows the field to games
-- only), yet its save stored the default PEGI 3 (docs/product.md, "App form rules"), which the
-- store then showed (decision 0051). Only games keep a rating; an update's proposed listing follows
-- its app.
UPDATE "application" SET "age_rating" = jsonb_set("age_rating", '{pegi}', 'null'::jsonb)
WHERE coalesce("categories"[1], 'app') <> 'game' AND "age_rating"->>'pegi' IS NOT NULL;
--> statement-breakpoint
UPDATE "application_version" v SET "listing" = jsonb_set(v."listing", '{pegiRating}', 'null'::jsonb)
FROM "application" a
WHERE a."id" = v."application_id" AND coalesce(a."categories"[1], 'app') <> 'game'
  AND v."listing" ->> 'pegiRating' IS NOT NULL;
