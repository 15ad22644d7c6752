DROP TABLE "follow_up_events" CASCADE;--> statement-breakpoint
DROP TABLE "follow_ups" CASCADE;