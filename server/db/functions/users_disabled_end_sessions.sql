-- A disabled account has its sessions ended at once.

CREATE OR REPLACE FUNCTION public.users_disabled_end_sessions()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END
$function$;

CREATE TRIGGER users_disabled_end_sessions AFTER UPDATE OF is_active ON public.users FOR EACH ROW WHEN ((old.is_active AND (NOT new.is_active))) EXECUTE FUNCTION users_disabled_end_sessions();
