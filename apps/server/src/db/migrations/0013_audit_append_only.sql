-- The audit trail is append-only (docs/security.md#audit-log): rows are added, never changed or removed, not by
-- the application and not by a direct UPDATE, DELETE or TRUNCATE in the database. A trigger refuses those
-- (SQLSTATE 55000, object_not_in_prerequisite_state) with a message that says why.
-- The actor was a foreign key with ON DELETE SET NULL: erasing a member rewrote their rows, which the trigger
-- would now refuse. The actor stays a bare member id (no name, no email): once the member is erased nothing
-- links it to a person, so erasure has nothing to remove from the trail. New indexes serve the admin's audit
-- list, newest first, filtered by actor, action, subject (a prefix of the target) and date.
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_actor_id_members_id_fk";
--> statement-breakpoint
DROP INDEX "audit_events_actor_idx";--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_at_idx" ON "audit_events" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_at_idx" ON "audit_events" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target" text_pattern_ops);--> statement-breakpoint
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = '55000';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
