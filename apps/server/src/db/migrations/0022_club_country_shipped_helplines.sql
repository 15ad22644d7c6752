-- Every club has a country (docs/helplines.md): its players see that country's helplines from the first minute.
-- A club keeps the country its support settings had; any other gets the country of the installation's language
-- (countryOfLanguage in the contracts: es and ca Spain, de Germany, it Italy; English and no choice Spain), which
-- an admin sees on the club and changes. The settings table held nothing else and goes.
ALTER TABLE "clubs" ADD COLUMN "country" text;--> statement-breakpoint
UPDATE "clubs" SET "country" = coalesce(
	(SELECT "s"."country" FROM "club_support_settings" AS "s" WHERE "s"."club_id" = "clubs"."id"),
	(SELECT CASE "value" WHEN 'de' THEN 'DE' WHEN 'it' THEN 'IT' ELSE 'ES' END FROM "installation_settings" WHERE "name" = 'defaultLanguage'),
	'ES'
);--> statement-breakpoint
ALTER TABLE "clubs" ALTER COLUMN "country" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "club_support_settings" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "club_support_settings" CASCADE;--> statement-breakpoint
ALTER TABLE "helplines" DROP CONSTRAINT "helplines_country_check";--> statement-breakpoint
ALTER TABLE "helplines" ADD COLUMN "descriptions" jsonb;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_country_check" CHECK ("clubs"."country" in ('AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'));--> statement-breakpoint
ALTER TABLE "helplines" ADD CONSTRAINT "helplines_country_check" CHECK ("helplines"."country" in ('AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'));
