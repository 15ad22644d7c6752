-- The admin's users list, searched, sorted and cut into pages by the server (members.repository.ts,
-- listMembersPage), for a federation of 100,000 members. The search and the sorts work on the folded text
-- (db/search.ts, `folded`: lower case, accents taken off), stored in generated columns that the database
-- keeps up to date. Tried first and dropped: indexes on the folded expressions themselves. PostgreSQL used
-- them, but still computed translate() for every row it read (the sort keys of a page scanned in index order,
-- the search tested on each row of a sort-ordered scan): 0.6 s for the 1,000th page and 1.6 s for a search
-- matching 5,000 members (bench/members-list.ts), translate() over multibyte text costing some 25 µs a call.
-- Stored, the values are read, not computed; the 1,000th page becomes an index-only scan.
-- One index per sort key with the id last (the tie-breaker), so a page is read in order instead of sorting
-- the table; the searches (`like 'jos%'`) use text_pattern_ops, whose order makes a prefix a range of the
-- index under any collation. The first name alone needs no search index: a full name begins with it.
ALTER TABLE "members" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (translate(lower("name"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaaccccdeeeeeeeiiiiilnnnoooooooorrsssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "folded_surname" text GENERATED ALWAYS AS (translate(lower("surname"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaaccccdeeeeeeeiiiiilnnnoooooooorrsssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "folded_full_name" text GENERATED ALWAYS AS (translate(lower("name" || ' ' || "surname"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaaccccdeeeeeeeiiiiilnnnoooooooorrsssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "folded_email" text GENERATED ALWAYS AS (translate(lower("email"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaaccccdeeeeeeeiiiiilnnnoooooooorrsssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
CREATE INDEX "members_name_sort_idx" ON "members" USING btree ("folded_name","folded_surname","id");--> statement-breakpoint
CREATE INDEX "members_email_sort_idx" ON "members" USING btree ("folded_email","id");--> statement-breakpoint
CREATE INDEX "members_created_sort_idx" ON "members" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "members_full_name_search_idx" ON "members" USING btree ("folded_full_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_surname_search_idx" ON "members" USING btree ("folded_surname" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_email_search_idx" ON "members" USING btree ("folded_email" text_pattern_ops);