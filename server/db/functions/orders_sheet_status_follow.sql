-- Moves the sheet lines' status with their orders' in the statement that changes the orders, so each sheet's counts
-- (run_sheet_figures) follow what became of its parcels.

CREATE OR REPLACE FUNCTION public.orders_sheet_status_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE run_sheet_orders l SET status = n.status
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.status IS DISTINCT FROM o.status AND l.order_id = n.id AND l.status IS DISTINCT FROM n.status;
  RETURN NULL;
END
$function$;

CREATE TRIGGER orders_sheet_status AFTER UPDATE ON public.orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_sheet_status_follow();
