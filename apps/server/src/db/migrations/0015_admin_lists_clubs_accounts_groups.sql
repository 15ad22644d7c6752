-- The admin's clubs, accounts and study-group lists, searched, sorted and paged by the server like the users list
-- (migration 0010 says why the folded text is stored in generated columns rather than indexed as expressions):
-- one index per sort key with the id last (a page is read in order), and text_pattern_ops indexes for the prefix
-- searches (`like 'jos%'`), whatever the collation. A club's study groups are read with their club id first.
ALTER TABLE "accounts" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (translate(lower("name"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaaccccdeeeeeeeiiiiilnnnoooooooorrsssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "folded_owner_name" text GENERATED ALWAYS AS (translate(lower("owner_name"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaaccccdeeeeeeeiiiiilnnnoooooooorrsssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "folded_customer_code" text GENERATED ALWAYS AS (translate(lower("customer_code"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaaccccdeeeeeeeiiiiilnnnoooooooorrsssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (translate(lower("name"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaaccccdeeeeeeeiiiiilnnnoooooooorrsssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "folded_code" text GENERATED ALWAYS AS (translate(lower("code"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaaccccdeeeeeeeiiiiilnnnoooooooorrsssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "study_groups" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (translate(lower("name"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaaccccdeeeeeeeiiiiilnnnoooooooorrsssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "study_groups" ADD COLUMN "folded_code" text GENERATED ALWAYS AS (translate(lower("code"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaaccccdeeeeeeeiiiiilnnnoooooooorrsssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
CREATE INDEX "accounts_name_sort_idx" ON "accounts" USING btree ("folded_name","id");--> statement-breakpoint
CREATE INDEX "accounts_code_sort_idx" ON "accounts" USING btree ("folded_customer_code","id");--> statement-breakpoint
CREATE INDEX "accounts_renewal_sort_idx" ON "accounts" USING btree ("renewal_date","id");--> statement-breakpoint
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