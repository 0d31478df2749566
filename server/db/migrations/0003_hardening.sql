ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipper_fees_manual" boolean DEFAULT false NOT NULL;