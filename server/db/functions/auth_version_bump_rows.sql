-- A user's permission rows changed (screens, customers, shippers, fields, overrides, special codes, sets): their
-- auth version goes up, so every kept session of theirs reads its grants again (server/auth/session-user.ts).

CREATE OR REPLACE FUNCTION public.auth_version_bump_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;

CREATE TRIGGER customer_user_permissions_auth_delete AFTER DELETE ON public.customer_user_permissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER customer_user_permissions_auth_insert AFTER INSERT ON public.customer_user_permissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER customer_user_permissions_auth_update AFTER UPDATE ON public.customer_user_permissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER model_permissions_auth_delete AFTER DELETE ON public.model_permissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER model_permissions_auth_insert AFTER INSERT ON public.model_permissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER model_permissions_auth_update AFTER UPDATE ON public.model_permissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER permitted_urls_auth_delete AFTER DELETE ON public.permitted_urls REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER permitted_urls_auth_insert AFTER INSERT ON public.permitted_urls REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER permitted_urls_auth_update AFTER UPDATE ON public.permitted_urls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER shipper_user_permissions_auth_delete AFTER DELETE ON public.shipper_user_permissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER shipper_user_permissions_auth_insert AFTER INSERT ON public.shipper_user_permissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER shipper_user_permissions_auth_update AFTER UPDATE ON public.shipper_user_permissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER special_permissions_auth_delete AFTER DELETE ON public.special_permissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER special_permissions_auth_insert AFTER INSERT ON public.special_permissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER special_permissions_auth_update AFTER UPDATE ON public.special_permissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_field_permissions_auth_delete AFTER DELETE ON public.user_field_permissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_field_permissions_auth_insert AFTER INSERT ON public.user_field_permissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_field_permissions_auth_update AFTER UPDATE ON public.user_field_permissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_followup_shippers_auth_delete AFTER DELETE ON public.user_followup_shippers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_followup_shippers_auth_insert AFTER INSERT ON public.user_followup_shippers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_followup_shippers_auth_update AFTER UPDATE ON public.user_followup_shippers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_permission_overrides_auth_delete AFTER DELETE ON public.user_permission_overrides REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_permission_overrides_auth_insert AFTER INSERT ON public.user_permission_overrides REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_permission_overrides_auth_update AFTER UPDATE ON public.user_permission_overrides REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_shipper_groups_auth_delete AFTER DELETE ON public.user_shipper_groups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_shipper_groups_auth_insert AFTER INSERT ON public.user_shipper_groups REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_shipper_groups_auth_update AFTER UPDATE ON public.user_shipper_groups REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_shipper_swaps_auth_delete AFTER DELETE ON public.user_shipper_swaps REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_shipper_swaps_auth_insert AFTER INSERT ON public.user_shipper_swaps REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
CREATE TRIGGER user_shipper_swaps_auth_update AFTER UPDATE ON public.user_shipper_swaps REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump_rows();
