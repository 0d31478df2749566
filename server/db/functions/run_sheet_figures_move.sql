-- A run sheet moved to another day or courier takes its counts along (the app never moves one; a correction by hand
-- might).

CREATE OR REPLACE FUNCTION public.run_sheet_figures_move()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE run_sheet_figures SET shipper_id = NEW.shipper_id, day = NEW.day WHERE run_sheet_id = NEW.id;
  RETURN NULL;
END
$function$;

CREATE TRIGGER run_sheets_figures_move AFTER UPDATE OF shipper_id, day ON public.run_sheets FOR EACH ROW WHEN (((new.shipper_id IS DISTINCT FROM old.shipper_id) OR (new.day IS DISTINCT FROM old.day))) EXECUTE FUNCTION run_sheet_figures_move();
