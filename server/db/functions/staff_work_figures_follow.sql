-- Each staff member's orders entered and corrections by Cairo day (userevalation) follow every statement on the
-- orders' timelines.

CREATE OR REPLACE FUNCTION public.staff_work_figures_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT user_id, action, at, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT user_id, action, at, -1 AS sign FROM old_rows'
    ELSE 'SELECT user_id, action, at, 1 AS sign FROM new_rows UNION ALL SELECT user_id, action, at, -1 FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE staff_work_figures;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO staff_work_figures AS f (user_id, day, entered, corrections)
      SELECT * FROM (
        SELECT user_id, (at AT TIME ZONE 'Africa/Cairo')::date AS day,
          coalesce(sum(sign) FILTER (WHERE action = 'create'), 0)::int AS entered,
          coalesce(sum(sign) FILTER (WHERE action = 'update'), 0)::int AS corrections
        FROM (%s) c WHERE user_id IS NOT NULL AND action IN ('create', 'update') GROUP BY 1, 2) g
      WHERE entered <> 0 OR corrections <> 0 ORDER BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET entered = f.entered + excluded.entered, corrections = f.corrections + excluded.corrections$sql$, changed);
  RETURN NULL;
END
$function$;

CREATE TRIGGER order_events_staff_work_delete AFTER DELETE ON public.order_events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION staff_work_figures_follow();
CREATE TRIGGER order_events_staff_work_insert AFTER INSERT ON public.order_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staff_work_figures_follow();
CREATE TRIGGER order_events_staff_work_truncate AFTER TRUNCATE ON public.order_events FOR EACH STATEMENT EXECUTE FUNCTION staff_work_figures_follow();
CREATE TRIGGER order_events_staff_work_update AFTER UPDATE ON public.order_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staff_work_figures_follow();
