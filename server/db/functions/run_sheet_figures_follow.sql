-- Keeps each run sheet's counts (run_sheet_figures) in step with its lines, in the same statement: the follow-up and
-- the courier evaluation read the counts of a caller who sees every merchant, never the lines.

CREATE OR REPLACE FUNCTION public.run_sheet_figures_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT run_sheet_id, status, attempt, went_again, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT run_sheet_id, status, attempt, went_again, -1 AS sign FROM old_rows'
    ELSE 'SELECT run_sheet_id, status, attempt, went_again, 1 AS sign FROM new_rows
      UNION ALL SELECT run_sheet_id, status, attempt, went_again, -1 FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE run_sheet_figures;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO run_sheet_figures AS f (run_sheet_id, shipper_id, day, status, first, went_again, parcels)
      SELECT * FROM (
        SELECT c.run_sheet_id, s.shipper_id, s.day, c.status, c.attempt = 1, c.went_again, sum(c.sign)::int AS parcels
        FROM (%s) c JOIN run_sheets s ON s.id = c.run_sheet_id
        GROUP BY 1, 2, 3, 4, 5, 6) g
      WHERE parcels <> 0 ORDER BY 1, 4, 5, 6
      ON CONFLICT (run_sheet_id, status, first, went_again) DO UPDATE SET parcels = f.parcels + excluded.parcels$sql$, changed);
  RETURN NULL;
END
$function$;

CREATE TRIGGER run_sheet_orders_figures_delete AFTER DELETE ON public.run_sheet_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION run_sheet_figures_follow();
CREATE TRIGGER run_sheet_orders_figures_insert AFTER INSERT ON public.run_sheet_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION run_sheet_figures_follow();
CREATE TRIGGER run_sheet_orders_figures_truncate AFTER TRUNCATE ON public.run_sheet_orders FOR EACH STATEMENT EXECUTE FUNCTION run_sheet_figures_follow();
CREATE TRIGGER run_sheet_orders_figures_update AFTER UPDATE ON public.run_sheet_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION run_sheet_figures_follow();
