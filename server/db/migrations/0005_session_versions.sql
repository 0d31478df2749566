ALTER TABLE "users" ADD COLUMN "auth_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A user's auth_version goes up in the transaction that changes what the user may do, whoever commits it (this
-- server, another process, psql): servers keep each session's user and permissions under the version they were
-- read at and check it in the statement that reads the answer, so a change applies at the very next request in
-- every process (server/auth/session-cache.ts). The account row: any change but the version's own.
CREATE FUNCTION users_auth_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.auth_version := OLD.auth_version + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_auth_version BEFORE UPDATE ON users
  FOR EACH ROW WHEN (OLD.auth_version = NEW.auth_version AND OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION users_auth_version_bump();--> statement-breakpoint
-- The tables that grant a user something: one UPDATE per statement for every user whose rows it wrote, also
-- when a cascade (a customer or shipper deleted) removed them. Users are locked in id order, so two bulk
-- changes over the same users cannot deadlock on them.
CREATE FUNCTION auth_version_bump_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO touched FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO touched FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT user_id) INTO touched FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) AS changed;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM users WHERE id = ANY (touched) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users SET auth_version = auth_version + 1 WHERE id = ANY (touched);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['permitted_urls', 'user_permission_overrides', 'customer_user_permissions', 'shipper_user_permissions',
    'user_field_permissions', 'special_permissions', 'model_permissions', 'user_shipper_swaps', 'user_shipper_groups',
    'user_followup_shippers']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows()', t || '_auth_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows()', t || '_auth_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows()', t || '_auth_delete', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Whether a kept session is still what a server thinks it is (live, account active, same version): called in
-- the statement that reads a request's answer (server/auth/session-probe.ts). A function, so that statement
-- is planned as if the check were not there; STABLE, so it reads with that statement's snapshot.
CREATE FUNCTION session_is_current(p_session uuid, p_user integer, p_version integer) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = p_session AND s.revoked_at IS NULL AND u.id = p_user AND u.is_active AND u.auth_version = p_version
  );
END
$$;
--> statement-breakpoint
-- An account disabled ends its sessions, whoever disables it (the staff accounts screen, a merchant login's
-- switch, psql): enabling it again lets its user log in anew and never brings back a session from before.
CREATE FUNCTION users_disabled_end_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_disabled_end_sessions AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active)
  EXECUTE FUNCTION users_disabled_end_sessions();
