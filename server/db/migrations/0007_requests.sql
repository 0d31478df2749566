CREATE TABLE "customer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"shipper_id" integer,
	"pickup_date" date,
	"address" text DEFAULT '' NOT NULL,
	"parcel_count" integer,
	"notes" text DEFAULT '' NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "customer_requests_kind_check" CHECK ("customer_requests"."kind" in ('pickup', 'material', 'return')),
	CONSTRAINT "customer_requests_status_check" CHECK ("customer_requests"."status" in ('open', 'assigned', 'done', 'cancelled')),
	CONSTRAINT "customer_requests_parcels_check" CHECK ("customer_requests"."parcel_count" is null or "customer_requests"."parcel_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "packaging_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packaging_materials_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"shipper_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"changes" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_items" (
	"request_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "request_items_request_id_material_id_pk" PRIMARY KEY("request_id","material_id"),
	CONSTRAINT "request_items_quantity_check" CHECK ("request_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "request_orders" (
	"request_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "request_orders_request_id_order_id_pk" PRIMARY KEY("request_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_material_id_packaging_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."packaging_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_orders" ADD CONSTRAINT "request_orders_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_orders" ADD CONSTRAINT "request_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_requests_desk_idx" ON "customer_requests" USING btree ("kind","status","id");--> statement-breakpoint
CREATE INDEX "customer_requests_customer_idx" ON "customer_requests" USING btree ("customer_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_requests_auto_pickup_key" ON "customer_requests" USING btree ("customer_id","pickup_date") WHERE "customer_requests"."auto";--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "request_orders_order_idx" ON "request_orders" USING btree ("order_id");