CREATE TABLE "quiz_families" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_families_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"library_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_families_library_key_unique" UNIQUE("library_key")
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "answer_labels" jsonb;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The quizzes that exist become version 1 of a quiz of their own, published, with the answer labels their
-- players saw (DEFAULT_ANSWER_LABELS of the contracts then; a test ties the two). Their studies keep pointing
-- at them. The two demo quizzes are recognised as installed from the library, by their names.
INSERT INTO "quiz_families" ("id") OVERRIDING SYSTEM VALUE SELECT "id" FROM "quizzes";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('quiz_families', 'id'), coalesce((SELECT max("id") FROM "quiz_families"), 0) + 1, false);--> statement-breakpoint
UPDATE "quizzes" SET "family_id" = "id", "published_at" = coalesce((SELECT min("created_at") FROM "studies" WHERE "studies"."quiz_id" = "quizzes"."id"), now()), "answer_labels" = '{"1":{"en":"Strongly disagree","es":"Muy en desacuerdo","ca":"Molt en desacord","de":"Stimme überhaupt nicht zu","it":"Per niente d''accordo"},"2":{"en":"Disagree","es":"En desacuerdo","ca":"En desacord","de":"Stimme nicht zu","it":"In disaccordo"},"3":{"en":"Neither agree nor disagree","es":"Ni de acuerdo ni en desacuerdo","ca":"Ni d''acord ni en desacord","de":"Weder noch","it":"Né d''accordo né in disaccordo"},"4":{"en":"Agree","es":"De acuerdo","ca":"D''acord","de":"Stimme zu","it":"D''accordo"},"5":{"en":"Strongly agree","es":"Muy de acuerdo","ca":"Molt d''acord","de":"Stimme voll zu","it":"Completamente d''accordo"},"notRelevant":{"en":"Not relevant to me / I prefer not to answer","es":"No me afecta / Prefiero no responder","ca":"No m''afecta / Prefereixo no respondre","de":"Trifft auf mich nicht zu / Möchte ich nicht beantworten","it":"Non mi riguarda / Preferisco non rispondere"}}'::jsonb;--> statement-breakpoint
UPDATE "quiz_families" SET "library_key" = 'wellbeing-youth' WHERE "id" = (SELECT min("id") FROM "quizzes" WHERE "name" = 'Club Pulse Wellbeing Check (Youth)');--> statement-breakpoint
UPDATE "quiz_families" SET "library_key" = 'wellbeing-senior' WHERE "id" = (SELECT min("id") FROM "quizzes" WHERE "name" = 'Club Pulse Wellbeing Check (Senior)');--> statement-breakpoint
ALTER TABLE "quizzes" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_family_id_quiz_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."quiz_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_family_version_idx" ON "quizzes" USING btree ("family_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_family_draft_idx" ON "quizzes" USING btree ("family_id") WHERE "quizzes"."status" = 'draft';--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_status_check" CHECK ("quizzes"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_content_check" CHECK (("quizzes"."status" = 'draft') = ("quizzes"."draft" is not null) and ("quizzes"."status" = 'published') = ("quizzes"."answer_labels" is not null and "quizzes"."published_at" is not null));