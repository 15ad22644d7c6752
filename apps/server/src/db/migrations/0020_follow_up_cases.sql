CREATE TABLE "case_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"act" text NOT NULL,
	"actor_id" integer,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_events_act_check" CHECK ("case_events"."act" in ('took', 'assigned', 'released', 'noted', 'nextStep', 'referred', 'closed', 'reopened', 'legacy'))
);
--> statement-breakpoint
CREATE TABLE "follow_up_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_up_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evaluation_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"owner_member_id" integer,
	"owner_contact_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"next_step" text DEFAULT '' NOT NULL,
	"next_step_on" date,
	"referral_contact_id" integer,
	"referral_helpline_id" integer,
	"referred_at" timestamp with time zone,
	"first_action_at" timestamp with time zone,
	"last_action_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"next_step_reminded_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_cases_evaluation_id_unique" UNIQUE("evaluation_id"),
	CONSTRAINT "follow_up_cases_status_check" CHECK ("follow_up_cases"."status" in ('open', 'closed')),
	CONSTRAINT "follow_up_cases_one_owner_check" CHECK ("follow_up_cases"."owner_member_id" is null or "follow_up_cases"."owner_contact_id" is null),
	CONSTRAINT "follow_up_cases_one_referral_check" CHECK ("follow_up_cases"."referral_contact_id" is null or "follow_up_cases"."referral_helpline_id" is null)
);
--> statement-breakpoint
ALTER TABLE "support_contacts" ADD COLUMN "receives_escalations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_follow_up_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."follow_up_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_cases" ADD CONSTRAINT "follow_up_cases_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_cases" ADD CONSTRAINT "follow_up_cases_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_cases" ADD CONSTRAINT "follow_up_cases_owner_contact_id_support_contacts_id_fk" FOREIGN KEY ("owner_contact_id") REFERENCES "public"."support_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_cases" ADD CONSTRAINT "follow_up_cases_referral_contact_id_support_contacts_id_fk" FOREIGN KEY ("referral_contact_id") REFERENCES "public"."support_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_cases" ADD CONSTRAINT "follow_up_cases_referral_helpline_id_helplines_id_fk" FOREIGN KEY ("referral_helpline_id") REFERENCES "public"."helplines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "follow_up_cases_status_idx" ON "follow_up_cases" USING btree ("status");--> statement-breakpoint
-- The follow-up switch's states become cases (the next migration drops its tables): closed stays closed, every
-- other state is open; "talked" and "referred" were acts of whoever set them last, who now owns the case. Each
-- change of the switch is kept in the case's history as a `legacy` act naming the state.
INSERT INTO "follow_up_cases" ("evaluation_id", "status", "owner_member_id", "referred_at", "first_action_at", "last_action_at", "created_at")
SELECT f."evaluation_id",
  CASE WHEN f."state" = 'closed' THEN 'closed' ELSE 'open' END,
  CASE WHEN f."state" IN ('talked', 'referred') THEN f."updated_by" END,
  CASE WHEN f."state" = 'referred' THEN f."updated_at" END,
  (SELECT min(e."at") FROM "follow_up_events" e WHERE e."evaluation_id" = f."evaluation_id"),
  f."updated_at",
  coalesce((SELECT min(e."at") FROM "follow_up_events" e WHERE e."evaluation_id" = f."evaluation_id"), f."updated_at")
FROM "follow_ups" f
ON CONFLICT ("evaluation_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "case_events" ("case_id", "act", "actor_id", "detail", "at")
SELECT c."id", 'legacy', e."actor_id", e."state", e."at"
FROM "follow_up_events" e JOIN "follow_up_cases" c ON c."evaluation_id" = e."evaluation_id"
ORDER BY e."at", e."id";
