DROP TABLE "study_invitations" CASCADE;--> statement-breakpoint
DROP TABLE "study_notices" CASCADE;