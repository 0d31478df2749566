ALTER TABLE "issues" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_events_shipper_change_idx" ON "order_events" USING btree ("at") WHERE ("order_events"."changes" -> 'shipper_id') is not null;--> statement-breakpoint
CREATE INDEX "orders_repeated_idx" ON "orders" USING btree ("order_date","customer_id") WHERE "orders"."is_repeated";--> statement-breakpoint
CREATE INDEX "issues_created_idx" ON "issues" USING btree ("created_at");--> statement-breakpoint
-- An issue closed before it had a closing time was closed at the latest when its last message was written.
UPDATE "issues" SET "closed_at" = "last_message_at" WHERE "status" = 'closed';--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_closed_at_check" CHECK (("issues"."status" = 'closed') = ("issues"."closed_at" is not null));