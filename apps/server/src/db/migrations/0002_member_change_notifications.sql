-- Announces every committed change that can alter what the authentication of a call reads (plugins/auth.ts):
-- a member's row (role, enabled, token version, accepted terms, names, language), or the current usage terms.
-- The payload is the member's id, or '*' for everyone. On the embedded database the app keeps the
-- authentication lookup in memory and drops an entry when it hears this (plugins/member-cache.ts); PGlite
-- delivers the notification before the writing statement or transaction returns. Nothing listens on
-- PostgreSQL, where notifications nobody listens to cost next to nothing.
CREATE FUNCTION notify_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM pg_notify('member_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('member_changed', '*');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER members_changed AFTER UPDATE OR DELETE ON members FOR EACH ROW EXECUTE FUNCTION notify_member_changed();
--> statement-breakpoint
CREATE TRIGGER members_truncated AFTER TRUNCATE ON members FOR EACH STATEMENT EXECUTE FUNCTION notify_member_changed();
--> statement-breakpoint
CREATE TRIGGER compliance_texts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON compliance_texts FOR EACH STATEMENT EXECUTE FUNCTION notify_member_changed();
