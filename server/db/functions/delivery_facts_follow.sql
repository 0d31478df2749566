-- The orders whose delivery facts a statement may have changed, made afresh: an order's delivery posted; its
-- status, merchant or cash changed while delivered or out of it; a scan, a hand-over, a closing line or a statement
-- line of it written, changed or removed (in the columns the facts read); a closing's state or time changed.

CREATE OR REPLACE FUNCTION public.delivery_facts_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids integer[];
  columns text := CASE TG_TABLE_NAME
    WHEN 'hub_scans' THEN 'order_id, direction, result, at'
    WHEN 'run_sheet_orders' THEN 'order_id, added_at'
    WHEN 'closing_orders' THEN 'order_id, closing_id, role'
    WHEN 'customer_closing_orders' THEN 'order_id, customer_closing_id' END;
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status IN ('Delivered', 'Collected') OR o.status IN ('Delivered', 'Collected'))
        AND (n.status, n.customer_id, n.collected_amount) IS DISTINCT FROM (o.status, o.customer_id, o.collected_amount);
  ELSIF TG_TABLE_NAME = 'ledger_transactions' THEN
    SELECT array_agg(order_id) INTO ids FROM new_rows WHERE kind IN ('delivered', 'partial') AND order_id IS NOT NULL;
  ELSIF TG_TABLE_NAME = 'shipper_closings' THEN
    SELECT array_agg(co.order_id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN closing_orders co ON co.closing_id = n.id
      WHERE (n.status, n.created_at) IS DISTINCT FROM (o.status, o.created_at);
  ELSE
    EXECUTE format(CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT array_agg(order_id) FROM new_rows WHERE order_id IS NOT NULL'
      WHEN 'DELETE' THEN 'SELECT array_agg(order_id) FROM old_rows WHERE order_id IS NOT NULL'
      ELSE 'SELECT array_agg(order_id) FROM ((SELECT %1$s FROM new_rows EXCEPT ALL SELECT %1$s FROM old_rows)
        UNION ALL (SELECT %1$s FROM old_rows EXCEPT ALL SELECT %1$s FROM new_rows)) c WHERE order_id IS NOT NULL' END, columns) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM delivery_facts_refresh(ids);
  END IF;
  RETURN NULL;
END
$function$;

CREATE TRIGGER closing_orders_delivery_facts_delete AFTER DELETE ON public.closing_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER closing_orders_delivery_facts_insert AFTER INSERT ON public.closing_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER closing_orders_delivery_facts_update AFTER UPDATE ON public.closing_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER customer_closing_orders_delivery_facts_delete AFTER DELETE ON public.customer_closing_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER customer_closing_orders_delivery_facts_insert AFTER INSERT ON public.customer_closing_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER customer_closing_orders_delivery_facts_update AFTER UPDATE ON public.customer_closing_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER hub_scans_delivery_facts_delete AFTER DELETE ON public.hub_scans REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER hub_scans_delivery_facts_insert AFTER INSERT ON public.hub_scans REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER hub_scans_delivery_facts_update AFTER UPDATE ON public.hub_scans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER ledger_transactions_delivery_facts AFTER INSERT ON public.ledger_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER orders_delivery_facts AFTER UPDATE ON public.orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER run_sheet_orders_delivery_facts_delete AFTER DELETE ON public.run_sheet_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER run_sheet_orders_delivery_facts_insert AFTER INSERT ON public.run_sheet_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER run_sheet_orders_delivery_facts_update AFTER UPDATE ON public.run_sheet_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
CREATE TRIGGER shipper_closings_delivery_facts AFTER UPDATE ON public.shipper_closings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();
