CREATE TABLE "order_day_shippers" (
	"shipper_id" integer NOT NULL,
	"order_date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"delivered" integer NOT NULL,
	"returned" integer NOT NULL,
	CONSTRAINT "order_day_shippers_shipper_id_order_date_customer_id_pk" PRIMARY KEY("shipper_id","order_date","customer_id")
);--> statement-breakpoint
-- The figures by shipper (schema/figures.ts) follow every statement that changes orders as the figures by status
-- and by city do (migration 0009, whose rules this keeps): the function is the same with a third table, so a
-- move to another shipper takes the order's count from the one and gives it to the other in the same statement.
CREATE OR REPLACE FUNCTION order_figures_follow() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_figures_rebuild() RETURNS void LANGUAGE sql AS $$
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
$$;--> statement-breakpoint
INSERT INTO order_day_shippers (shipper_id, order_date, customer_id, orders, delivered, returned)
  SELECT shipper_id, order_date, customer_id, count(*), count(*) FILTER (WHERE status IN ('Delivered', 'Collected')),
    count(*) FILTER (WHERE status IN ('Rejected', 'Returned'))
  FROM orders WHERE status_code IS DISTINCT FROM 6 AND shipper_id IS NOT NULL GROUP BY 1, 2, 3;
