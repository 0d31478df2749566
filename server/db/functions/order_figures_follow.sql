-- Keeps each merchant's day totals (order_day_figures, order_day_cities, order_day_shippers) in step with its orders, in
-- the same statement: the analytics and the orders statistics read the totals, never the orders.

CREATE OR REPLACE FUNCTION public.order_figures_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE order_day_figures, order_day_cities, order_day_shippers;
  ELSIF TG_OP = 'INSERT' THEN
    WITH changed AS (SELECT *, 1 AS sign FROM new_rows WHERE status_code IS DISTINCT FROM 6),
    statuses AS (
      INSERT INTO order_day_figures AS f (customer_id, order_date, status, orders, collected, fees)
        SELECT * FROM (
          SELECT customer_id, order_date, status, sum(sign) AS orders, sum(sign * coalesce(collected_amount, total_amount)) AS collected,
            sum(sign * total_fees) AS fees
          FROM changed GROUP BY 1, 2, 3) g ORDER BY 1, 2, 3
        ON CONFLICT (customer_id, order_date, status) DO UPDATE
          SET orders = f.orders + excluded.orders, collected = f.collected + excluded.collected, fees = f.fees + excluded.fees),
    cities AS (
      INSERT INTO order_day_cities AS c (customer_id, order_date, city_id, orders, delivered, returned)
      SELECT * FROM (
        SELECT customer_id, order_date, city_id, sum(sign) AS orders, coalesce(sum(sign) FILTER (WHERE status IN ('Delivered', 'Collected')), 0) AS delivered,
          coalesce(sum(sign) FILTER (WHERE status IN ('Rejected', 'Returned')), 0) AS returned
        FROM changed WHERE city_id IS NOT NULL GROUP BY 1, 2, 3) g ORDER BY 1, 2, 3
      ON CONFLICT (customer_id, order_date, city_id) DO UPDATE
        SET orders = c.orders + excluded.orders, delivered = c.delivered + excluded.delivered, returned = c.returned + excluded.returned)
    INSERT INTO order_day_shippers AS s (shipper_id, order_date, customer_id, orders, delivered, returned)
      SELECT * FROM (
        SELECT shipper_id, order_date, customer_id, sum(sign) AS orders, coalesce(sum(sign) FILTER (WHERE status IN ('Delivered', 'Collected')), 0) AS delivered,
          coalesce(sum(sign) FILTER (WHERE status IN ('Rejected', 'Returned')), 0) AS returned
        FROM changed WHERE shipper_id IS NOT NULL GROUP BY 1, 2, 3) g ORDER BY 1, 2, 3
      ON CONFLICT (shipper_id, order_date, customer_id) DO UPDATE
        SET orders = s.orders + excluded.orders, delivered = s.delivered + excluded.delivered, returned = s.returned + excluded.returned;
  ELSIF TG_OP = 'DELETE' THEN
    WITH changed AS (SELECT *, -1 AS sign FROM old_rows WHERE status_code IS DISTINCT FROM 6),
    statuses AS (
      INSERT INTO order_day_figures AS f (customer_id, order_date, status, orders, collected, fees)
        SELECT * FROM (
          SELECT customer_id, order_date, status, sum(sign) AS orders, sum(sign * coalesce(collected_amount, total_amount)) AS collected,
            sum(sign * total_fees) AS fees
          FROM changed GROUP BY 1, 2, 3) g ORDER BY 1, 2, 3
        ON CONFLICT (customer_id, order_date, status) DO UPDATE
          SET orders = f.orders + excluded.orders, collected = f.collected + excluded.collected, fees = f.fees + excluded.fees),
    cities AS (
      INSERT INTO order_day_cities AS c (customer_id, order_date, city_id, orders, delivered, returned)
      SELECT * FROM (
        SELECT customer_id, order_date, city_id, sum(sign) AS orders, coalesce(sum(sign) FILTER (WHERE status IN ('Delivered', 'Collected')), 0) AS delivered,
          coalesce(sum(sign) FILTER (WHERE status IN ('Rejected', 'Returned')), 0) AS returned
        FROM changed WHERE city_id IS NOT NULL GROUP BY 1, 2, 3) g ORDER BY 1, 2, 3
      ON CONFLICT (customer_id, order_date, city_id) DO UPDATE
        SET orders = c.orders + excluded.orders, delivered = c.delivered + excluded.delivered, returned = c.returned + excluded.returned)
    INSERT INTO order_day_shippers AS s (shipper_id, order_date, customer_id, orders, delivered, returned)
      SELECT * FROM (
        SELECT shipper_id, order_date, customer_id, sum(sign) AS orders, coalesce(sum(sign) FILTER (WHERE status IN ('Delivered', 'Collected')), 0) AS delivered,
          coalesce(sum(sign) FILTER (WHERE status IN ('Rejected', 'Returned')), 0) AS returned
        FROM changed WHERE shipper_id IS NOT NULL GROUP BY 1, 2, 3) g ORDER BY 1, 2, 3
      ON CONFLICT (shipper_id, order_date, customer_id) DO UPDATE
        SET orders = s.orders + excluded.orders, delivered = s.delivered + excluded.delivered, returned = s.returned + excluded.returned;
  ELSE
    WITH changed AS (
      SELECT *, 1 AS sign FROM new_rows WHERE status_code IS DISTINCT FROM 6
      UNION ALL SELECT *, -1 FROM old_rows WHERE status_code IS DISTINCT FROM 6),
    statuses AS (
      INSERT INTO order_day_figures AS f (customer_id, order_date, status, orders, collected, fees)
        SELECT * FROM (
          SELECT customer_id, order_date, status, sum(sign) AS orders, sum(sign * coalesce(collected_amount, total_amount)) AS collected,
            sum(sign * total_fees) AS fees
          FROM changed GROUP BY 1, 2, 3) g
        WHERE orders <> 0 OR collected <> 0 OR fees <> 0 ORDER BY 1, 2, 3
        ON CONFLICT (customer_id, order_date, status) DO UPDATE
          SET orders = f.orders + excluded.orders, collected = f.collected + excluded.collected, fees = f.fees + excluded.fees),
    cities AS (
      INSERT INTO order_day_cities AS c (customer_id, order_date, city_id, orders, delivered, returned)
      SELECT * FROM (
        SELECT customer_id, order_date, city_id, sum(sign) AS orders, coalesce(sum(sign) FILTER (WHERE status IN ('Delivered', 'Collected')), 0) AS delivered,
          coalesce(sum(sign) FILTER (WHERE status IN ('Rejected', 'Returned')), 0) AS returned
        FROM changed WHERE city_id IS NOT NULL GROUP BY 1, 2, 3) g
      WHERE orders <> 0 OR delivered <> 0 OR returned <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (customer_id, order_date, city_id) DO UPDATE
        SET orders = c.orders + excluded.orders, delivered = c.delivered + excluded.delivered, returned = c.returned + excluded.returned)
    INSERT INTO order_day_shippers AS s (shipper_id, order_date, customer_id, orders, delivered, returned)
      SELECT * FROM (
        SELECT shipper_id, order_date, customer_id, sum(sign) AS orders, coalesce(sum(sign) FILTER (WHERE status IN ('Delivered', 'Collected')), 0) AS delivered,
          coalesce(sum(sign) FILTER (WHERE status IN ('Rejected', 'Returned')), 0) AS returned
        FROM changed WHERE shipper_id IS NOT NULL GROUP BY 1, 2, 3) g
      WHERE orders <> 0 OR delivered <> 0 OR returned <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (shipper_id, order_date, customer_id) DO UPDATE
        SET orders = s.orders + excluded.orders, delivered = s.delivered + excluded.delivered, returned = s.returned + excluded.returned;
  END IF;
  RETURN NULL;
END
$function$;

CREATE TRIGGER orders_figures_delete AFTER DELETE ON public.orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_figures_follow();
CREATE TRIGGER orders_figures_insert AFTER INSERT ON public.orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_figures_follow();
CREATE TRIGGER orders_figures_truncate AFTER TRUNCATE ON public.orders FOR EACH STATEMENT EXECUTE FUNCTION order_figures_follow();
CREATE TRIGGER orders_figures_update AFTER UPDATE ON public.orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_figures_follow();
