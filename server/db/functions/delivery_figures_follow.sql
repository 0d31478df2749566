-- The figures codaging and deliverytimes read follow every statement on the delivery facts: the rows it removed
-- taken off, those it wrote added, in one upsert per table whichever the statement was. A count brought to zero
-- stays as a row of zero.

CREATE OR REPLACE FUNCTION public.delivery_figures_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE delivery_time_figures, cod_figures;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO delivery_time_figures AS f (customer_id, day, tenths, deliveries)
      SELECT customer_id, day, tenths, sum(sign)::int FROM (%s) c GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (customer_id, day, tenths) DO UPDATE SET deliveries = f.deliveries + excluded.deliveries$sql$, changed);
  EXECUTE format($sql$
    INSERT INTO cod_figures AS f (customer_id, day, statement_id, closed, parcels, cod, delivered_seconds, closed_seconds)
      SELECT customer_id, day, statement_id, closed_at IS NOT NULL, sum(sign)::int, sum(sign * cod),
        sum(sign * extract(epoch FROM delivered_at)), coalesce(sum(sign * extract(epoch FROM closed_at)), 0)
      FROM (%s) c GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (customer_id, day, statement_id, closed) DO UPDATE SET parcels = f.parcels + excluded.parcels,
        cod = f.cod + excluded.cod, delivered_seconds = f.delivered_seconds + excluded.delivered_seconds,
        closed_seconds = f.closed_seconds + excluded.closed_seconds$sql$, changed);
  RETURN NULL;
END
$function$;

CREATE TRIGGER delivery_facts_figures_delete AFTER DELETE ON public.delivery_facts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_figures_follow();
CREATE TRIGGER delivery_facts_figures_insert AFTER INSERT ON public.delivery_facts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_figures_follow();
CREATE TRIGGER delivery_facts_figures_truncate AFTER TRUNCATE ON public.delivery_facts FOR EACH STATEMENT EXECUTE FUNCTION delivery_figures_follow();
CREATE TRIGGER delivery_facts_figures_update AFTER UPDATE ON public.delivery_facts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_figures_follow();
