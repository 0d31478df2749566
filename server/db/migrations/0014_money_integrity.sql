DROP INDEX "orders_shipper_held_idx";--> statement-breakpoint
-- Transactions posted before keys existed get one each; a volatile default fills the rows without an UPDATE, which the ledger refuses.
ALTER TABLE "ledger_transactions" ADD COLUMN "idempotency_key" text NOT NULL DEFAULT ('posted:' || gen_random_uuid());--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "idempotency_key" DROP DEFAULT;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_key" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_shipper_held_idx" ON "orders" USING btree ("shipper_id") WHERE "orders"."status" in ('Out For Deliver', 'Hold', 'Undelivered', 'Rejected') and ("orders"."status_code" is null or "orders"."status_code" not in (6, 7));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_bound_check" CHECK ("ledger_accounts"."kind" not in ('office_cash', 'bank', 'shipper_cash') or "ledger_accounts"."balance" >= 0);--> statement-breakpoint
-- Once a closing holds an order (its shipper's or its merchant's), its money fields and whose money it is
-- (domain/ledger/position.ts CLOSED_ORDER_FIELDS) change only through the closings' own postings and approved
-- requests, which say so for the statement with the transaction-local setting ledger.closing_write. Any other
-- write is refused here, whichever route makes it.
CREATE FUNCTION orders_refuse_closed_money() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ledger.closing_write', true) = 'on' THEN
    RETURN NEW;
  END IF;
  IF NEW.total_amount IS DISTINCT FROM OLD.total_amount
    OR NEW.total_fees IS DISTINCT FROM OLD.total_fees
    OR NEW.shipper_fees IS DISTINCT FROM OLD.shipper_fees
    OR NEW.return_fees IS DISTINCT FROM OLD.return_fees
    OR NEW.collected_amount IS DISTINCT FROM OLD.collected_amount
    OR NEW.shipper_cashed IS DISTINCT FROM OLD.shipper_cashed
    OR NEW.shipper_cash_state IS DISTINCT FROM OLD.shipper_cash_state
    OR NEW.customer_cashed IS DISTINCT FROM OLD.customer_cashed
    OR NEW.customer_cash_state IS DISTINCT FROM OLD.customer_cash_state
    OR NEW.customer_id IS DISTINCT FROM OLD.customer_id
    OR NEW.shipper_id IS DISTINCT FROM OLD.shipper_id THEN
    RAISE EXCEPTION 'order % is held by a closing: its money changes only through an approved request', OLD.serial USING ERRCODE = 'CL001';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_closed_money BEFORE UPDATE ON orders FOR EACH ROW
  WHEN (OLD.shipper_closing_id IS NOT NULL OR OLD.customer_closing_id IS NOT NULL)
  EXECUTE FUNCTION orders_refuse_closed_money();
