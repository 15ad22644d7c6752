-- Every club has a time zone (IANA): its exports write their dates and times in it. An existing club gets the zone
-- of its country (timeZoneOfCountry in the contracts: Germany Berlin, Italy Rome, any other mainland Spain), which
-- an admin sees on the club and changes.
ALTER TABLE "clubs" ADD COLUMN "time_zone" text DEFAULT 'Europe/Madrid' NOT NULL;--> statement-breakpoint
UPDATE "clubs" SET "time_zone" = CASE "country" WHEN 'DE' THEN 'Europe/Berlin' WHEN 'IT' THEN 'Europe/Rome' ELSE 'Europe/Madrid' END;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_time_zone_check" CHECK ("clubs"."time_zone" in ('Europe/Madrid', 'Atlantic/Canary', 'Europe/Berlin', 'Europe/Rome', 'UTC'));
