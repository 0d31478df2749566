CREATE TABLE "order_day_cities" (
	"customer_id" integer NOT NULL,
	"order_date" date NOT NULL,
	"city_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"delivered" integer NOT NULL,
	"returned" integer NOT NULL,
	CONSTRAINT "order_day_cities_customer_id_order_date_city_id_pk" PRIMARY KEY("customer_id","order_date","city_id")
);
--> statement-breakpoint
CREATE TABLE "order_day_figures" (
	"customer_id" integer NOT NULL,
	"order_date" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"collected" numeric(14, 2) NOT NULL,
	"fees" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_day_figures_customer_id_order_date_status_pk" PRIMARY KEY("customer_id","order_date","status")
);
--> statement-breakpoint
CREATE INDEX "orders_customer_status_idx" ON "orders" USING btree ("customer_id","status","id","rejected","status_code");--> statement-breakpoint
CREATE INDEX "orders_customer_city_idx" ON "orders" USING btree ("customer_id","city_id","order_date","id","rejected","status_code");--> statement-breakpoint
CREATE INDEX "orders_awaiting_pickup_idx" ON "orders" USING btree ("customer_id") WHERE "orders"."status_code" = 1;--> statement-breakpoint
-- The merchants' figures by day (schema/figures.ts) follow every statement that changes orders, in that statement:
-- the rows it inserted are added to their day's figures, the rows it deleted taken away, and an update does both
-- (its old rows out, its new rows in). Cancelled orders (status_code 6) count nowhere, and orders without a city
-- not by city; delivered means Delivered or Collected, returned Rejected or Returned (domain/orders/by-city.ts).
-- Groups whose sums do not move (an update of other columns) are not written, and each table's groups are
-- upserted in one pass sorted by key, so two statements never wait for each other's rows in opposite orders. A
-- TRUNCATE of orders empties the figures. The three branches are one statement each, differing only in the rows
-- `changed` reads: a trigger's transition tables exist only for its own event.
CREATE FUNCTION order_figures_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE order_day_figures, order_day_cities;
  ELSIF TG_OP = 'INSERT' THEN
    WITH changed AS (SELECT *, 1 AS sign FROM new_rows WHERE status_code IS DISTINCT FROM 6),
    statuses AS (
      INSERT INTO order_day_figures AS f (customer_id, order_date, status, orders, collected, fees)
        SELECT customer_id, order_date, status, sum(sign), sum(sign * coalesce(collected_amount, total_amount)), sum(sign * total_fees)
        FROM changed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (customer_id, order_date, status) DO UPDATE
          SET orders = f.orders + excluded.orders, collected = f.collected + excluded.collected, fees = f.fees + excluded.fees)
    INSERT INTO order_day_cities AS c (customer_id, order_date, city_id, orders, delivered, returned)
      SELECT customer_id, order_date, city_id, sum(sign), coalesce(sum(sign) FILTER (WHERE status IN ('Delivered', 'Collected')), 0),
        coalesce(sum(sign) FILTER (WHERE status IN ('Rejected', 'Returned')), 0)
      FROM changed WHERE city_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (customer_id, order_date, city_id) DO UPDATE
        SET orders = c.orders + excluded.orders, delivered = c.delivered + excluded.delivered, returned = c.returned + excluded.returned;
  ELSIF TG_OP = 'DELETE' THEN
    WITH changed AS (SELECT *, -1 AS sign FROM old_rows WHERE status_code IS DISTINCT FROM 6),
    statuses AS (
      INSERT INTO order_day_figures AS f (customer_id, order_date, status, orders, collected, fees)
        SELECT customer_id, order_date, status, sum(sign), sum(sign * coalesce(collected_amount, total_amount)), sum(sign * total_fees)
        FROM changed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (customer_id, order_date, status) DO UPDATE
          SET orders = f.orders + excluded.orders, collected = f.collected + excluded.collected, fees = f.fees + excluded.fees)
    INSERT INTO order_day_cities AS c (customer_id, order_date, city_id, orders, delivered, returned)
      SELECT customer_id, order_date, city_id, sum(sign), coalesce(sum(sign) FILTER (WHERE status IN ('Delivered', 'Collected')), 0),
        coalesce(sum(sign) FILTER (WHERE status IN ('Rejected', 'Returned')), 0)
      FROM changed WHERE city_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (customer_id, order_date, city_id) DO UPDATE
        SET orders = c.orders + excluded.orders, delivered = c.delivered + excluded.delivered, returned = c.returned + excluded.returned;
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
          SET orders = f.orders + excluded.orders, collected = f.collected + excluded.collected, fees = f.fees + excluded.fees)
    INSERT INTO order_day_cities AS c (customer_id, order_date, city_id, orders, delivered, returned)
      SELECT * FROM (
        SELECT customer_id, order_date, city_id, sum(sign) AS orders, coalesce(sum(sign) FILTER (WHERE status IN ('Delivered', 'Collected')), 0) AS delivered,
          coalesce(sum(sign) FILTER (WHERE status IN ('Rejected', 'Returned')), 0) AS returned
        FROM changed WHERE city_id IS NOT NULL GROUP BY 1, 2, 3) g
      WHERE orders <> 0 OR delivered <> 0 OR returned <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (customer_id, order_date, city_id) DO UPDATE
        SET orders = c.orders + excluded.orders, delivered = c.delivered + excluded.delivered, returned = c.returned + excluded.returned;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_figures_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_figures_follow();--> statement-breakpoint
CREATE TRIGGER orders_figures_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_figures_follow();--> statement-breakpoint
CREATE TRIGGER orders_figures_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_figures_follow();--> statement-breakpoint
CREATE TRIGGER orders_figures_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_figures_follow();--> statement-breakpoint
-- The figures made afresh from the orders, with the same sums: here for the orders already kept, and after a
-- bulk load that leaves the insert trigger off for speed (bench/generate.ts).
CREATE FUNCTION order_figures_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE order_day_figures, order_day_cities;
  INSERT INTO order_day_figures (customer_id, order_date, status, orders, collected, fees)
    SELECT customer_id, order_date, status, count(*), sum(coalesce(collected_amount, total_amount)), sum(total_fees)
    FROM orders WHERE status_code IS DISTINCT FROM 6 GROUP BY 1, 2, 3;
  INSERT INTO order_day_cities (customer_id, order_date, city_id, orders, delivered, returned)
    SELECT customer_id, order_date, city_id, count(*), count(*) FILTER (WHERE status IN ('Delivered', 'Collected')),
      count(*) FILTER (WHERE status IN ('Rejected', 'Returned'))
    FROM orders WHERE status_code IS DISTINCT FROM 6 AND city_id IS NOT NULL GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
SELECT order_figures_rebuild();
