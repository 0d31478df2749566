-- Rebuilds the day totals from the orders (after a bulk load: bench/generate.ts, the demo seed).

CREATE OR REPLACE FUNCTION public.order_figures_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
  TRUNCATE order_day_figures, order_day_cities, order_day_shippers;
  INSERT INTO order_day_figures (customer_id, order_date, status, orders, collected, fees)
    SELECT customer_id, order_date, status, count(*), sum(coalesce(collected_amount, total_amount)), sum(total_fees)
    FROM orders WHERE status_code IS DISTINCT FROM 6 GROUP BY 1, 2, 3;
  INSERT INTO order_day_cities (customer_id, order_date, city_id, orders, delivered, returned)
    SELECT customer_id, order_date, city_id, count(*), count(*) FILTER (WHERE status IN ('Delivered', 'Collected')),
      count(*) FILTER (WHERE status IN ('Rejected', 'Returned'))
    FROM orders WHERE status_code IS DISTINCT FROM 6 AND city_id IS NOT NULL GROUP BY 1, 2, 3;
  INSERT INTO order_day_shippers (shipper_id, order_date, customer_id, orders, delivered, returned)
    SELECT shipper_id, order_date, customer_id, count(*), count(*) FILTER (WHERE status IN ('Delivered', 'Collected')),
      count(*) FILTER (WHERE status IN ('Rejected', 'Returned'))
    FROM orders WHERE status_code IS DISTINCT FROM 6 AND shipper_id IS NOT NULL GROUP BY 1, 2, 3;
$function$;
