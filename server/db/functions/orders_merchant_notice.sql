-- An order of a merchant put on hold, undelivered or rejected leaves the merchant a notice (their bell).

CREATE OR REPLACE FUNCTION public.orders_merchant_notice()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO notifications (for_user, kind, subject, url, realated_entity_id, subject_key, content_key, message_params)
  SELECT u.id, 'notification', '', '/customerdashboard/orders/' || NEW.id, NEW.id::text,
         'notifications.order_' || lower(NEW.status), 'notifications.order_status_content', jsonb_build_object('serial', NEW.serial)
  FROM users u
  WHERE u.customer_id = NEW.customer_id AND u.is_active;
  RETURN NEW;
END $function$;

CREATE TRIGGER orders_merchant_notice AFTER UPDATE OF status ON public.orders FOR EACH ROW WHEN (((new.status IS DISTINCT FROM old.status) AND (new.status = ANY (ARRAY['Hold'::text, 'Undelivered'::text, 'Rejected'::text])))) EXECUTE FUNCTION orders_merchant_notice();
