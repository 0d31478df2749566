CREATE TABLE "order_changes" (
	"backend" integer PRIMARY KEY NOT NULL,
	"changed" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every statement that changes orders adds the number of rows it inserted, updated or deleted to its backend's
-- row (a TRUNCATE adds so much that nothing counted before it is believed again), in its own transaction: a
-- statement's snapshot sums exactly the changes committed before it, in any process. A backend's first write
-- folds the rows of backends that have ended into its own (rows another transaction holds are left for later),
-- so the sum never changes by it and the table stays about as large as the number of connections.
CREATE FUNCTION order_changes_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
  fresh boolean;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    n := 1000000000000;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO n FROM old_rows;
  ELSE
    SELECT count(*) INTO n FROM new_rows;
  END IF;
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO order_changes AS c (backend, changed) VALUES (pg_backend_pid(), n)
    ON CONFLICT (backend) DO UPDATE SET changed = c.changed + excluded.changed
    RETURNING c.xmax = 0 INTO fresh;
  IF fresh THEN
    WITH ended AS (
      DELETE FROM order_changes WHERE backend IN (
        SELECT o.backend FROM order_changes o
        WHERE o.backend <> pg_backend_pid() AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = o.backend)
        FOR UPDATE SKIP LOCKED)
      RETURNING changed
    )
    UPDATE order_changes SET changed = changed + (SELECT coalesce(sum(changed), 0) FROM ended) WHERE backend = pg_backend_pid();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_changes_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_changes_add();--> statement-breakpoint
CREATE TRIGGER orders_changes_update AFTER UPDATE ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_changes_add();--> statement-breakpoint
CREATE TRIGGER orders_changes_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_changes_add();--> statement-breakpoint
CREATE TRIGGER orders_changes_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_changes_add();
