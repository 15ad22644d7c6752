-- The folding of the admin lists' search (db/search.ts) paired its letters one place off after 'ć' (two 'c' and an
-- extra 's' in the replacement): 'ú' became 't', 'ñ' 'l', 'è' 'd', 'ò' 'n'… so "jupiter" did not find "Júpiter"
-- nor "nunez" "Núñez". The generated columns are computed again with the right pairs; dropping a column drops its
-- indexes, which are made again below as migrations 0010 and 0015 made them.
ALTER TABLE "accounts" drop column "folded_name";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (translate(lower("name"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "accounts" drop column "folded_owner_name";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "folded_owner_name" text GENERATED ALWAYS AS (translate(lower("owner_name"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "accounts" drop column "folded_customer_code";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "folded_customer_code" text GENERATED ALWAYS AS (translate(lower("customer_code"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "clubs" drop column "folded_name";--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (translate(lower("name"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "clubs" drop column "folded_code";--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "folded_code" text GENERATED ALWAYS AS (translate(lower("code"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "members" drop column "folded_name";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (translate(lower("name"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "members" drop column "folded_surname";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "folded_surname" text GENERATED ALWAYS AS (translate(lower("surname"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "members" drop column "folded_full_name";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "folded_full_name" text GENERATED ALWAYS AS (translate(lower("name" || ' ' || "surname"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "members" drop column "folded_email";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "folded_email" text GENERATED ALWAYS AS (translate(lower("email"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "study_groups" drop column "folded_name";--> statement-breakpoint
ALTER TABLE "study_groups" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (translate(lower("name"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "study_groups" drop column "folded_code";--> statement-breakpoint
ALTER TABLE "study_groups" ADD COLUMN "folded_code" text GENERATED ALWAYS AS (translate(lower("code"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
CREATE INDEX "members_name_sort_idx" ON "members" USING btree ("folded_name","folded_surname","id");--> statement-breakpoint
CREATE INDEX "members_email_sort_idx" ON "members" USING btree ("folded_email","id");--> statement-breakpoint
CREATE INDEX "members_full_name_search_idx" ON "members" USING btree ("folded_full_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_surname_search_idx" ON "members" USING btree ("folded_surname" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_email_search_idx" ON "members" USING btree ("folded_email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_name_sort_idx" ON "accounts" USING btree ("folded_name","id");--> statement-breakpoint
CREATE INDEX "accounts_code_sort_idx" ON "accounts" USING btree ("folded_customer_code","id");--> statement-breakpoint
CREATE INDEX "accounts_name_search_idx" ON "accounts" USING btree ("folded_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_owner_search_idx" ON "accounts" USING btree ("folded_owner_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_code_search_idx" ON "accounts" USING btree ("folded_customer_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clubs_name_sort_idx" ON "clubs" USING btree ("folded_name","id");--> statement-breakpoint
CREATE INDEX "clubs_code_sort_idx" ON "clubs" USING btree ("folded_code","id");--> statement-breakpoint
CREATE INDEX "clubs_name_search_idx" ON "clubs" USING btree ("folded_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clubs_code_search_idx" ON "clubs" USING btree ("folded_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "study_groups_club_name_sort_idx" ON "study_groups" USING btree ("club_id","folded_name","id");--> statement-breakpoint
CREATE INDEX "study_groups_club_code_sort_idx" ON "study_groups" USING btree ("club_id","folded_code","id");--> statement-breakpoint
CREATE INDEX "study_groups_name_search_idx" ON "study_groups" USING btree ("folded_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "study_groups_code_search_idx" ON "study_groups" USING btree ("folded_code" text_pattern_ops);
