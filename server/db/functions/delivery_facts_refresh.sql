-- An order's delivery fact made afresh (schema/delivery-figures.ts): gone unless the order is delivered now
-- (domain/orders/by-city.ts DELIVERED) and the ledger posted its delivery; else on the Cairo day (domain/time.ts) of
-- its last delivery posting, with its pickup, its hours from pickup in tenths, its closing and its statement.

CREATE OR REPLACE FUNCTION public.delivery_facts_refresh(ids integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
