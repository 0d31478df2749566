ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipper_fees_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_phone_suffix_idx" ON "orders" USING btree (reverse("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_serial_suffix_idx" ON "orders" USING btree (reverse("serial") text_pattern_ops);