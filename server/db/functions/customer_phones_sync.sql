-- Keeps customer_phones (each phone of a merchant, unique across merchants) in step with customers.phone and phone2.

CREATE OR REPLACE FUNCTION public.customer_phones_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.phone IS NOT DISTINCT FROM OLD.phone AND NEW.phone2 IS NOT DISTINCT FROM OLD.phone2 THEN
      RETURN NEW;
    END IF;
    DELETE FROM customer_phones WHERE customer_id = OLD.id;
  END IF;
  INSERT INTO customer_phones (phone, customer_id)
    SELECT DISTINCT p, NEW.id FROM unnest(ARRAY[NEW.phone, NEW.phone2]) AS p WHERE p <> '';
  RETURN NEW;
END
$function$;

CREATE TRIGGER customers_phones_sync AFTER INSERT OR UPDATE OF phone, phone2 ON public.customers FOR EACH ROW EXECUTE FUNCTION customer_phones_sync();
