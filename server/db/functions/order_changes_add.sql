-- Counts the order rows changed, by status before and after, per backend: a remembered order-list count holds
-- while no order of its status changed (server/routes/orders/count-cache.ts).

CREATE OR REPLACE FUNCTION public.order_changes_add()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;

CREATE TRIGGER orders_changes_delete AFTER DELETE ON public.orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_changes_add();
CREATE TRIGGER orders_changes_insert AFTER INSERT ON public.orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_changes_add();
CREATE TRIGGER orders_changes_truncate AFTER TRUNCATE ON public.orders FOR EACH STATEMENT EXECUTE FUNCTION order_changes_add();
CREATE TRIGGER orders_changes_update AFTER UPDATE ON public.orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_changes_add();
