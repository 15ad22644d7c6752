-- The database refuses a state, a role or an answer value the product does not know (docs/design.md#domain,
-- docs/design.md#states): until now only the application checked them, so a hand-written UPDATE or a bug
-- could store 'opened' or a 7. The value lists are generated from the contracts' enums and ANSWER_LEVELS
-- (schema/index.ts, oneOf); constraints.test.ts compares what the database holds with those enums.
ALTER TABLE "answers" ADD CONSTRAINT "answers_value_check" CHECK ("answers"."value" is null or "answers"."value" in (1, 2, 3, 4, 5));--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_squad_role_check" CHECK ("evaluations"."squad_role" in ('Coach', 'Player'));--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_state_check" CHECK ("evaluations"."state" in ('open', 'inprogress', 'finished', 'closed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_role_check" CHECK ("members"."role" in ('AppAdmin', 'User'));--> statement-breakpoint
ALTER TABLE "squad_members" ADD CONSTRAINT "squad_members_squad_role_check" CHECK ("squad_members"."squad_role" in ('Coach', 'Player'));--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_state_check" CHECK ("studies"."state" in ('open', 'inprogress', 'finished', 'closed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_state_check" CHECK ("study_groups"."state" in ('active', 'deactivated'));