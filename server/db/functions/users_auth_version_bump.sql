-- Any change to a user's row raises their auth version (unless the change set it), so every kept session of theirs
-- reads the account again (see auth_version_bump_rows).

CREATE OR REPLACE FUNCTION public.users_auth_version_bump()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.auth_version := OLD.auth_version + 1;
  RETURN NEW;
END
$function$;

CREATE TRIGGER users_auth_version BEFORE UPDATE ON public.users FOR EACH ROW WHEN (((old.auth_version = new.auth_version) AND (old.* IS DISTINCT FROM new.*))) EXECUTE FUNCTION users_auth_version_bump();
