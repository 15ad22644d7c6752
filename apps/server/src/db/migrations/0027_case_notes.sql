-- A case's note becomes its notes: each save adds one, with its author and time, and the earlier ones stay readable
-- (the single note was overwritten by every save, and the history said only "changed the note"). The note stored
-- before this migration becomes the case's first note, by whoever saved it last (the case's last `noted` act), at
-- that time; without such an act, by nobody known at the case's last act. An empty note is no note.
CREATE TABLE "case_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_case_id_follow_up_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."follow_up_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_notes_case_idx" ON "case_notes" USING btree ("case_id","at");--> statement-breakpoint
INSERT INTO "case_notes" ("case_id", "author_id", "body", "at")
SELECT c."id", e."actor_id", c."note", coalesce(e."at", c."last_action_at", c."created_at")
FROM "follow_up_cases" c
LEFT JOIN LATERAL (
	SELECT ce."actor_id", ce."at" FROM "case_events" ce
	WHERE ce."case_id" = c."id" AND ce."act" = 'noted'
	ORDER BY ce."at" DESC, ce."id" DESC LIMIT 1
) e ON true
WHERE btrim(c."note") <> ''
ORDER BY c."id";--> statement-breakpoint
ALTER TABLE "follow_up_cases" DROP COLUMN "note";