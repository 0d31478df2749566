-- Each order points at the run sheet it was last handed over on, and the index of the parcels each shipper holds
-- carries it: the follow-up of today finds the parcels still out from the month's earlier sheets with one lookup
-- per sheet, instead of looking up every parcel those sheets ever carried.
DROP INDEX "orders_shipper_held_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "run_sheet_id" integer;--> statement-breakpoint
UPDATE "orders" o SET "run_sheet_id" = latest."run_sheet_id"
FROM (
  SELECT DISTINCT ON (rso."order_id") rso."order_id", rso."run_sheet_id"
  FROM "run_sheet_orders" rso JOIN "run_sheets" rs ON rs."id" = rso."run_sheet_id"
  ORDER BY rso."order_id", rso."added_at" DESC, rs."day" DESC, rs."id" DESC
) latest
WHERE o."id" = latest."order_id";--> statement-breakpoint
CREATE INDEX "orders_shipper_held_idx" ON "orders" USING btree ("shipper_id","run_sheet_id") WHERE "orders"."status" in ('Out For Deliver', 'Hold', 'Undelivered', 'Rejected') and ("orders"."status_code" is null or "orders"."status_code" not in (6, 7));
