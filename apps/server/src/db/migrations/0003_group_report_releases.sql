-- The group report's aggregates as released to coaches, and which finished evaluations each has taken in
-- (docs/decisions/0004). A report used to compute its key-term summary and breakdown averages live at every
-- read, so two reads around one more finish, deletion or removal differed by exactly one person, whose score
-- was then the difference (n*avg(n) - (n-1)*avg(n-1)); five sybil accounts answering "not relevant" let one
-- real player unlock a summary of one. Now each cell takes in new evaluations only in a batch of at least
-- SUMMARY_RELEASE_STEP (6) with a value, combined into the stored figures and never recomputed.
--
-- GDPR: a deleted member's evaluation rows here go with the evaluation (ON DELETE CASCADE); their share of a
-- released aggregate stays, as part of a sum, minimum or maximum over at least 6 people: not personal data.
-- Tried and dropped: recomputing from the remaining rows (the deletion itself becomes the difference).
CREATE TABLE "report_release_evaluations" (
	"study_id" integer NOT NULL,
	"cell" text NOT NULL,
	"evaluation_id" integer NOT NULL,
	CONSTRAINT "report_release_evaluations_study_id_cell_evaluation_id_pk" PRIMARY KEY("study_id","cell","evaluation_id")
);
--> statement-breakpoint
CREATE TABLE "report_releases" (
	"study_id" integer NOT NULL,
	"cell" text NOT NULL,
	"contributors" integer NOT NULL,
	"total" numeric NOT NULL,
	"min_value" numeric NOT NULL,
	"max_value" numeric NOT NULL,
	"seen" integer NOT NULL,
	"releases" integer DEFAULT 1 NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_releases_study_id_cell_pk" PRIMARY KEY("study_id","cell")
);
--> statement-breakpoint
ALTER TABLE "report_release_evaluations" ADD CONSTRAINT "report_release_evaluations_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_release_evaluations" ADD CONSTRAINT "report_release_evaluations_study_id_cell_report_releases_study_id_cell_fk" FOREIGN KEY ("study_id","cell") REFERENCES "public"."report_releases"("study_id","cell") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_releases" ADD CONSTRAINT "report_releases_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_release_evaluations_evaluation_idx" ON "report_release_evaluations" USING btree ("evaluation_id");