-- A run sheet line written without its parcel's status takes the order's (the hand-over gives it; the demo, the
-- bench and the tests' builder need not).

CREATE OR REPLACE FUNCTION public.run_sheet_line_status()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.status := (SELECT status FROM orders WHERE id = NEW.order_id);
  RETURN NEW;
END
$function$;

CREATE TRIGGER run_sheet_orders_status BEFORE INSERT ON public.run_sheet_orders FOR EACH ROW WHEN ((new.status IS NULL)) EXECUTE FUNCTION run_sheet_line_status();
