CREATE TABLE "club_support_settings" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"country" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_support_settings_country_check" CHECK ("club_support_settings"."country" is null or "club_support_settings"."country" in ('ES', 'DE', 'IT'))
);
--> statement-breakpoint
CREATE TABLE "follow_up_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_up_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evaluation_id" integer NOT NULL,
	"state" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_events_state_check" CHECK ("follow_up_events"."state" in ('todo', 'talked', 'referred', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"evaluation_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_ups_state_check" CHECK ("follow_ups"."state" in ('todo', 'talked', 'referred', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "helplines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "helplines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"default_key" text,
	"country" text NOT NULL,
	"languages" jsonb NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	CONSTRAINT "helplines_default_key_unique" UNIQUE("default_key"),
	CONSTRAINT "helplines_country_check" CHECK ("helplines"."country" in ('ES', 'DE', 'IT'))
);
--> statement-breakpoint
CREATE TABLE "study_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"study_id" integer NOT NULL,
	"email" text NOT NULL,
	"invited_by" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"study_id" integer NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"day" date,
	"critical_count" integer,
	"actor_id" integer,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"phone" text,
	"languages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_contacts_role_check" CHECK ("support_contacts"."role" in ('welfareOfficer', 'psychologist', 'clubDoctor', 'coach', 'other')),
	CONSTRAINT "support_contacts_reachable_check" CHECK ("support_contacts"."email" is not null or "support_contacts"."phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "club_support_settings" ADD CONSTRAINT "club_support_settings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_events" ADD CONSTRAINT "follow_up_events_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_events" ADD CONSTRAINT "follow_up_events_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helplines" ADD CONSTRAINT "helplines_confirmed_by_members_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_invitations" ADD CONSTRAINT "study_invitations_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_invitations" ADD CONSTRAINT "study_invitations_invited_by_members_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_notices" ADD CONSTRAINT "study_notices_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_notices" ADD CONSTRAINT "study_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_notices" ADD CONSTRAINT "study_notices_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_contacts" ADD CONSTRAINT "support_contacts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_up_events_evaluation_idx" ON "follow_up_events" USING btree ("evaluation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_invitations_study_email_idx" ON "study_invitations" USING btree ("study_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "study_notices_once_idx" ON "study_notices" USING btree ("study_id","kind",coalesce("member_id", 0),coalesce("day", '1970-01-01'::date));--> statement-breakpoint
CREATE INDEX "study_notices_member_idx" ON "study_notices" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "support_contacts_club_idx" ON "support_contacts" USING btree ("club_id");