-- Whether a kept session is still current (not ended, its account active, its auth version unchanged): the probe
-- every list statement carries (server/auth/session-probe.ts).

CREATE OR REPLACE FUNCTION public.session_is_current(p_session uuid, p_user integer, p_version integer)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = p_session AND s.revoked_at IS NULL AND u.id = p_user AND u.is_active AND u.auth_version = p_version
  );
END
$function$;
