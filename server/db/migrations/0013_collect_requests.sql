ALTER TABLE "customer_requests" DROP CONSTRAINT "customer_requests_kind_check";--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "collect_date" date;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "receipt_media_id" text;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "gallery_key" text;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_receipt_media_id_media_files_id_fk" FOREIGN KEY ("receipt_media_id") REFERENCES "public"."media_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_requests_gallery_key" ON "customer_requests" USING btree ("gallery_key");--> statement-breakpoint
CREATE INDEX "customer_requests_gallery_idx" ON "customer_requests" USING btree ("customer_id","collect_date") WHERE "customer_requests"."handed_over_at" is not null;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_payout_method_check" CHECK ("customer_requests"."payout_method" is null or "customer_requests"."payout_method" in ('cash', 'bank_transfer', 'mobile_wallet', 'instapay'));--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_handed_over_check" CHECK ("customer_requests"."kind" <> 'collect' or "customer_requests"."status" <> 'done' or ("customer_requests"."receipt_media_id" is not null and "customer_requests"."handed_over_at" is not null and "customer_requests"."gallery_key" is not null and "customer_requests"."collect_date" is not null));--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_kind_check" CHECK ("customer_requests"."kind" in ('pickup', 'material', 'return', 'collect'));