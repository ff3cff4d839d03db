-- Every change to what a session's request learns about its visitor (the session, its user, the
-- user's saved addresses: apps/api/src/modules/sessions/queries.ts) sends a notification on
-- 'sessions_changed' when its transaction commits, with the user's id as payload (an empty payload,
-- after a TRUNCATE, means everyone). Each api process keeps the sessions it read a moment ago
-- (sessions/session-cache.ts) and forgets that user's when told. A new session needs no notice (no
-- process can hold it), nor does sliding one forward (its expiry only grows, its last use is the
-- process's own business); an expiry moved earlier does notify, so that ends a session at once.
CREATE FUNCTION stride_notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('sessions_changed', '');
    RETURN NULL;
  END IF;
  -- TG_ARGV[0] names the column holding the user's id. PostgreSQL folds repeats within a transaction.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('sessions_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('sessions_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_changed_delete AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION stride_notify_sessions_changed('user_id');--> statement-breakpoint
CREATE TRIGGER sessions_changed_update AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (NEW.expires_at < OLD.expires_at
    OR (to_jsonb(NEW) - 'last_seen_at' - 'expires_at') IS DISTINCT FROM (to_jsonb(OLD) - 'last_seen_at' - 'expires_at'))
  EXECUTE FUNCTION stride_notify_sessions_changed('user_id');--> statement-breakpoint
CREATE TRIGGER users_sessions_changed AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION stride_notify_sessions_changed('id');--> statement-breakpoint
CREATE TRIGGER user_addresses_sessions_changed AFTER INSERT OR UPDATE OR DELETE ON "user_addresses" FOR EACH ROW EXECUTE FUNCTION stride_notify_sessions_changed('user_id');--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_sessions_changed();--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_sessions_changed();--> statement-breakpoint
CREATE TRIGGER user_addresses_truncated AFTER TRUNCATE ON "user_addresses" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_sessions_changed();
