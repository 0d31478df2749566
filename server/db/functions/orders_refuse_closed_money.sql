-- The money of an order held by a closing changes only through an approved request (the closing's own writes
-- set ledger.closing_write): design.md section 11.

CREATE OR REPLACE FUNCTION public.orders_refuse_closed_money()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF current_setting('ledger.closing_write', true) = 'on' THEN
    RETURN NEW;
  END IF;
  IF NEW.total_amount IS DISTINCT FROM OLD.total_amount
    OR NEW.total_fees IS DISTINCT FROM OLD.total_fees
    OR NEW.shipper_fees IS DISTINCT FROM OLD.shipper_fees
    OR NEW.return_fees IS DISTINCT FROM OLD.return_fees
    OR NEW.collected_amount IS DISTINCT FROM OLD.collected_amount
    OR NEW.shipper_cashed IS DISTINCT FROM OLD.shipper_cashed
    OR NEW.shipper_cash_state IS DISTINCT FROM OLD.shipper_cash_state
    OR NEW.customer_cashed IS DISTINCT FROM OLD.customer_cashed
    OR NEW.customer_cash_state IS DISTINCT FROM OLD.customer_cash_state
    OR NEW.customer_id IS DISTINCT FROM OLD.customer_id
    OR NEW.shipper_id IS DISTINCT FROM OLD.shipper_id THEN
    RAISE EXCEPTION 'order % is held by a closing: its money changes only through an approved request', OLD.serial USING ERRCODE = 'CL001';
  END IF;
  RETURN NEW;
END $function$;

CREATE TRIGGER orders_closed_money BEFORE UPDATE ON public.orders FOR EACH ROW WHEN (((old.shipper_closing_id IS NOT NULL) OR (old.customer_closing_id IS NOT NULL))) EXECUTE FUNCTION orders_refuse_closed_money();
