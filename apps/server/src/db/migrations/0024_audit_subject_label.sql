-- A readable subject for each audit row: the name of the club, study group, study, quiz, account or helpline at
-- the time of the act, so that the trail says "Club CF Montjuïc" and keeps saying it once the club is renamed or
-- gone. Never a person's name: members are named when the trail is read, from the members table, so that an
-- erased member's name leaves the trail with them (docs/security.md#audit-log). Older rows have none and read as
-- their target. The folded copy and its index serve the list's search by subject name, as migration 0010's do.
-- Adding the columns rewrites no row through UPDATE: the append-only trigger of migration 0013 is not involved.
ALTER TABLE "audit_events" ADD COLUMN "subject_label" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "folded_subject_label" text GENERATED ALWAYS AS (translate(lower("subject_label"), 'àáâãäåāăąçćčďèéêëēęěìíîïīłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccdeeeeeeeiiiiilnnnoooooooorrssstuuuuuuuyyzzz')) STORED;--> statement-breakpoint
CREATE INDEX "audit_events_subject_label_idx" ON "audit_events" USING btree ("folded_subject_label" text_pattern_ops);