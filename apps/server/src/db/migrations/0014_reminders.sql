CREATE TABLE "reminder_mails" (
	"study_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_mails_study_id_member_id_kind_day_pk" PRIMARY KEY("study_id","member_id","kind","day"),
	CONSTRAINT "reminder_mails_kind_check" CHECK ("reminder_mails"."kind" in ('opening', 'beforeDue', 'dueDay', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "study_mail_days" (
	"study_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"covered_until" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_mail_days_study_id_kind_day_pk" PRIMARY KEY("study_id","kind","day"),
	CONSTRAINT "study_mail_days_kind_check" CHECK ("study_mail_days"."kind" in ('reminder', 'criticalAlert'))
);
--> statement-breakpoint
ALTER TABLE "reminder_mails" ADD CONSTRAINT "reminder_mails_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_mails" ADD CONSTRAINT "reminder_mails_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_mail_days" ADD CONSTRAINT "study_mail_days_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_mail_days" ADD CONSTRAINT "study_mail_days_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_mails_member_idx" ON "reminder_mails" USING btree ("member_id");