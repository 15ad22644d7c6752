-- The admin's studies and quizzes lists, searched, sorted and paged by the server like the clubs list (migration
-- 0015): the folded description and name in generated columns, one index per sort key with the id last (a page is
-- read in order; a study group's studies with the group first), and text_pattern_ops indexes for the prefix searches.
ALTER TABLE "quizzes" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (translate(lower("name"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "folded_description" text GENERATED ALWAYS AS (translate(lower("description"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
CREATE INDEX "quizzes_name_sort_idx" ON "quizzes" USING btree ("folded_name","id");--> statement-breakpoint
CREATE INDEX "quizzes_name_search_idx" ON "quizzes" USING btree ("folded_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "studies_start_sort_idx" ON "studies" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "studies_due_sort_idx" ON "studies" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "studies_description_sort_idx" ON "studies" USING btree ("folded_description","id");--> statement-breakpoint
CREATE INDEX "studies_group_start_sort_idx" ON "studies" USING btree ("study_group_id","start_date","id");--> statement-breakpoint
CREATE INDEX "studies_description_search_idx" ON "studies" USING btree ("folded_description" text_pattern_ops);