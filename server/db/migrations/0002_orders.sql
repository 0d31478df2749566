CREATE SEQUENCE "public"."order_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_column_visibility" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text DEFAULT '' NOT NULL,
	"changes" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"shipper_id" integer,
	"media_id" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"reply" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text DEFAULT nextval('order_serial_seq')::text NOT NULL,
	"order_date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"city_id" integer,
	"zone_id" integer,
	"shipment_contents" text DEFAULT '' NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"weight" numeric(8, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_fees" numeric(12, 2) DEFAULT '0' NOT NULL,
	"shipper_fees" numeric(12, 2) DEFAULT '0' NOT NULL,
	"shipper_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"pick_up" boolean DEFAULT false NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"status_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" smallint,
	"hold_reason_id" integer,
	"collected_amount" numeric(12, 2),
	"swapped_serial" text DEFAULT '' NOT NULL,
	"customer_serial" text DEFAULT '' NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"print_o" boolean DEFAULT false NOT NULL,
	"is_repeated" boolean DEFAULT false NOT NULL,
	"shipper_cash_state" text DEFAULT 'No Submit' NOT NULL,
	"shipper_cashed" numeric(12, 2) DEFAULT '0' NOT NULL,
	"customer_cash_state" text DEFAULT 'No Submit' NOT NULL,
	"customer_cashed" numeric(12, 2) DEFAULT '0' NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_by" integer,
	"taxable" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_column_visibility" ADD CONSTRAINT "order_column_visibility_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_replies" ADD CONSTRAINT "order_replies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_replies" ADD CONSTRAINT "order_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_reason_id_hold_reasons_id_fk" FOREIGN KEY ("hold_reason_id") REFERENCES "public"."hold_reasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_filters" ADD CONSTRAINT "user_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_photos_order_idx" ON "order_photos" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_replies_order_idx" ON "order_replies" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_serial_key" ON "orders" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "orders_serial_prefix_idx" ON "orders" USING btree ("serial" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_serial_key" ON "orders" USING btree ("customer_id","customer_serial") WHERE "orders"."customer_serial" <> '';--> statement-breakpoint
CREATE INDEX "orders_customer_serial_prefix_idx" ON "orders" USING btree ("customer_serial" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_prefix_idx" ON "orders" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_name_prefix_idx" ON "orders" USING btree (lower("full_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","id","rejected","status_code");--> statement-breakpoint
CREATE INDEX "orders_shipper_idx" ON "orders" USING btree ("shipper_id","id","rejected","status_code");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("order_date","id","rejected","status_code");--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","order_date","id","rejected","status_code");--> statement-breakpoint
CREATE INDEX "orders_city_idx" ON "orders" USING btree ("city_id","id");--> statement-breakpoint
CREATE INDEX "orders_urgent_idx" ON "orders" USING btree ("id") WHERE "orders"."is_urgent";--> statement-breakpoint
CREATE INDEX "user_filters_user_idx" ON "user_filters" USING btree ("user_id");