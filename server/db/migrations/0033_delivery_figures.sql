CREATE TABLE "cod_figures" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"statement_id" integer,
	"closed" boolean NOT NULL,
	"parcels" integer NOT NULL,
	"cod" numeric(14, 2) NOT NULL,
	"delivered_seconds" numeric NOT NULL,
	"closed_seconds" numeric NOT NULL,
	CONSTRAINT "cod_figures_key" UNIQUE NULLS NOT DISTINCT("customer_id","day","statement_id","closed")
);
--> statement-breakpoint
CREATE TABLE "delivery_facts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"cod" numeric(12, 2) NOT NULL,
	"scanned_at" timestamp with time zone,
	"handed_at" timestamp with time zone,
	"tenths" integer,
	"closed_at" timestamp with time zone,
	"statement_id" integer
);
--> statement-breakpoint
CREATE TABLE "delivery_time_figures" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"tenths" integer,
	"deliveries" integer NOT NULL,
	CONSTRAINT "delivery_time_figures_key" UNIQUE NULLS NOT DISTINCT("customer_id","day","tenths")
);
--> statement-breakpoint
CREATE TABLE "staff_work_figures" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"entered" integer NOT NULL,
	"corrections" integer NOT NULL,
	CONSTRAINT "staff_work_figures_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "delivery_facts" ADD CONSTRAINT "delivery_facts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_figures_day_idx" ON "cod_figures" USING btree ("day");--> statement-breakpoint
CREATE INDEX "delivery_facts_customer_day_idx" ON "delivery_facts" USING btree ("customer_id","day");--> statement-breakpoint
CREATE INDEX "delivery_time_figures_day_idx" ON "delivery_time_figures" USING btree ("day");--> statement-breakpoint
-- An order's delivery fact (schema/delivery-figures.ts) made afresh: gone unless the order is delivered now
-- (domain/orders/by-city.ts DELIVERED) and the ledger posted its delivery; else on the Cairo day (domain/time.ts) of
-- its last delivery posting, with its pickup, its hours from pickup in tenths, its closing and its statement.
CREATE OR REPLACE FUNCTION delivery_facts_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM delivery_facts WHERE order_id = ANY(ids);
  INSERT INTO delivery_facts (order_id, customer_id, day, delivered_at, cod, scanned_at, handed_at, tenths, closed_at, statement_id)
  SELECT o.id, o.customer_id, (d.delivered_at AT TIME ZONE 'Africa/Cairo')::date, d.delivered_at, coalesce(o.collected_amount, 0),
    p.scanned_at, p.handed_at,
    CASE WHEN coalesce(p.scanned_at, p.handed_at) <= d.delivered_at
      THEN round(extract(epoch FROM d.delivered_at - coalesce(p.scanned_at, p.handed_at)) / 360)::int END,
    (SELECT min(sc.created_at) FROM closing_orders co JOIN shipper_closings sc ON sc.id = co.closing_id
      WHERE co.order_id = o.id AND co.role = 'cash' AND sc.status IN ('pending', 'approved')),
    (SELECT min(cco.customer_closing_id) FROM customer_closing_orders cco WHERE cco.order_id = o.id)
  FROM orders o
  CROSS JOIN LATERAL (
    SELECT max(t.posted_at) AS delivered_at FROM ledger_transactions t WHERE t.order_id = o.id AND t.kind IN ('delivered', 'partial')
  ) d
  CROSS JOIN LATERAL (
    SELECT (SELECT min(s.at) FROM hub_scans s WHERE s.order_id = o.id AND s.direction = 'in' AND s.result = 'accepted') AS scanned_at,
      (SELECT min(l.added_at) FROM run_sheet_orders l WHERE l.order_id = o.id) AS handed_at
  ) p
  WHERE o.id = ANY(ids) AND o.status IN ('Delivered', 'Collected') AND d.delivered_at IS NOT NULL;
END
$$;--> statement-breakpoint
-- The orders whose delivery facts a statement may have changed, made afresh: an order's delivery posted; its
-- status, merchant or cash changed while delivered or out of it; a scan, a hand-over, a closing line or a statement
-- line of it written, changed or removed (the columns the facts read); a closing's state or time changed.
CREATE OR REPLACE FUNCTION delivery_facts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER orders_delivery_facts AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_delivery_facts AFTER INSERT ON ledger_transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER shipper_closings_delivery_facts AFTER UPDATE ON shipper_closings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER hub_scans_delivery_facts_insert AFTER INSERT ON hub_scans REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER hub_scans_delivery_facts_update AFTER UPDATE ON hub_scans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER hub_scans_delivery_facts_delete AFTER DELETE ON hub_scans REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER run_sheet_orders_delivery_facts_insert AFTER INSERT ON run_sheet_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER run_sheet_orders_delivery_facts_update AFTER UPDATE ON run_sheet_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER run_sheet_orders_delivery_facts_delete AFTER DELETE ON run_sheet_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER closing_orders_delivery_facts_insert AFTER INSERT ON closing_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER closing_orders_delivery_facts_update AFTER UPDATE ON closing_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER closing_orders_delivery_facts_delete AFTER DELETE ON closing_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER customer_closing_orders_delivery_facts_insert AFTER INSERT ON customer_closing_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER customer_closing_orders_delivery_facts_update AFTER UPDATE ON customer_closing_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
CREATE TRIGGER customer_closing_orders_delivery_facts_delete AFTER DELETE ON customer_closing_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_facts_follow();--> statement-breakpoint
-- The figures the reports read follow every statement on the facts: the rows it removed taken off, those it wrote
-- added, in one upsert per table whichever the statement was. A count brought to zero stays as a row of zero.
CREATE OR REPLACE FUNCTION delivery_figures_follow() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER delivery_facts_figures_insert AFTER INSERT ON delivery_facts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_figures_follow();--> statement-breakpoint
CREATE TRIGGER delivery_facts_figures_update AFTER UPDATE ON delivery_facts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_figures_follow();--> statement-breakpoint
CREATE TRIGGER delivery_facts_figures_delete AFTER DELETE ON delivery_facts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_figures_follow();--> statement-breakpoint
CREATE TRIGGER delivery_facts_figures_truncate AFTER TRUNCATE ON delivery_facts
  FOR EACH STATEMENT EXECUTE FUNCTION delivery_figures_follow();--> statement-breakpoint
-- Each staff member's entries and corrections by Cairo day follow every statement on the orders' timelines.
CREATE OR REPLACE FUNCTION staff_work_figures_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT user_id, action, at, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT user_id, action, at, -1 AS sign FROM old_rows'
    ELSE 'SELECT user_id, action, at, 1 AS sign FROM new_rows UNION ALL SELECT user_id, action, at, -1 FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE staff_work_figures;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO staff_work_figures AS f (user_id, day, entered, corrections)
      SELECT * FROM (
        SELECT user_id, (at AT TIME ZONE 'Africa/Cairo')::date AS day,
          coalesce(sum(sign) FILTER (WHERE action = 'create'), 0)::int AS entered,
          coalesce(sum(sign) FILTER (WHERE action = 'update'), 0)::int AS corrections
        FROM (%s) c WHERE user_id IS NOT NULL AND action IN ('create', 'update') GROUP BY 1, 2) g
      WHERE entered <> 0 OR corrections <> 0 ORDER BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET entered = f.entered + excluded.entered, corrections = f.corrections + excluded.corrections$sql$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_events_staff_work_insert AFTER INSERT ON order_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION staff_work_figures_follow();--> statement-breakpoint
CREATE TRIGGER order_events_staff_work_update AFTER UPDATE ON order_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION staff_work_figures_follow();--> statement-breakpoint
CREATE TRIGGER order_events_staff_work_delete AFTER DELETE ON order_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION staff_work_figures_follow();--> statement-breakpoint
CREATE TRIGGER order_events_staff_work_truncate AFTER TRUNCATE ON order_events
  FOR EACH STATEMENT EXECUTE FUNCTION staff_work_figures_follow();--> statement-breakpoint
INSERT INTO staff_work_figures (user_id, day, entered, corrections)
  SELECT user_id, (at AT TIME ZONE 'Africa/Cairo')::date, count(*) FILTER (WHERE action = 'create')::int, count(*) FILTER (WHERE action = 'update')::int
  FROM order_events WHERE user_id IS NOT NULL AND action IN ('create', 'update') GROUP BY 1, 2;--> statement-breakpoint
SELECT delivery_facts_refresh(array_agg(DISTINCT order_id)) FROM ledger_transactions
  WHERE kind IN ('delivered', 'partial') AND order_id IS NOT NULL;
