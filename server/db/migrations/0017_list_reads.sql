-- The list's indexes of a status, of days and of a shipper carry the customer, so a staff member's count (the
-- customers they see) is an index-only scan as a superuser's is; the customer-serial search index keeps only the
-- orders that have one.
DROP INDEX "orders_customer_serial_prefix_idx";--> statement-breakpoint
DROP INDEX "orders_shipper_idx";--> statement-breakpoint
DROP INDEX "orders_date_idx";--> statement-breakpoint
DROP INDEX "orders_status_date_idx";--> statement-breakpoint
CREATE INDEX "orders_customer_serial_prefix_idx" ON "orders" USING btree ("customer_serial" text_pattern_ops) WHERE "orders"."customer_serial" <> '';--> statement-breakpoint
CREATE INDEX "orders_shipper_idx" ON "orders" USING btree ("shipper_id","id","rejected","status_code","customer_id");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("order_date","id","rejected","status_code","customer_id");--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","order_date","id","rejected","status_code","customer_id");--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_changes" DROP CONSTRAINT "order_changes_pkey";--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_backend_status_pk" PRIMARY KEY("backend","status");--> statement-breakpoint
-- Changes are counted by status: a changed row under its status before and after the change (once when it kept
-- it), a TRUNCATE under '' (every status). A count of one status's orders then holds while only orders of other
-- statuses change, as entering orders and sending them out do all day. Rows counted before this migration have
-- the status '', so they weigh on every count, as they did.
CREATE OR REPLACE FUNCTION order_changes_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statuses text[];
  counts bigint[];
  first_write boolean;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    statuses := ARRAY[''];
    counts := ARRAY[1000000000000];
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(status), array_agg(n) INTO statuses, counts FROM (SELECT status, count(*) AS n FROM old_rows GROUP BY status) g;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(status), array_agg(n) INTO statuses, counts FROM (SELECT status, count(*) AS n FROM new_rows GROUP BY status) g;
  ELSE
    SELECT array_agg(status), array_agg(n) INTO statuses, counts
      FROM (SELECT status, count(*) AS n FROM (SELECT id, status FROM old_rows UNION SELECT id, status FROM new_rows) moved GROUP BY status) g;
  END IF;
  IF statuses IS NULL THEN
    RETURN NULL;
  END IF;
  WITH added AS (
    INSERT INTO order_changes AS c (backend, status, changed) SELECT pg_backend_pid(), u.status, u.n FROM unnest(statuses, counts) AS u(status, n)
      ON CONFLICT (backend, status) DO UPDATE SET changed = c.changed + excluded.changed
      RETURNING c.xmax = 0 AS fresh
  )
  SELECT bool_or(added.fresh) INTO first_write FROM added;
  IF first_write THEN
    WITH ended AS (
      DELETE FROM order_changes WHERE (backend, status) IN (
        SELECT o.backend, o.status FROM order_changes o
        WHERE o.backend <> pg_backend_pid() AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = o.backend)
        FOR UPDATE SKIP LOCKED)
      RETURNING status, changed
    )
    INSERT INTO order_changes AS c (backend, status, changed) SELECT pg_backend_pid(), ended.status, sum(ended.changed) FROM ended GROUP BY ended.status
      ON CONFLICT (backend, status) DO UPDATE SET changed = c.changed + excluded.changed;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER orders_changes_update ON orders;--> statement-breakpoint
CREATE TRIGGER orders_changes_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_changes_add();
