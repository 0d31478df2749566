CREATE TABLE "return_price_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "return_price_items_template_city_key" UNIQUE("template_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "return_price_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_price_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "shipper_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipper_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "shipper_zones" (
	"shipper_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	CONSTRAINT "shipper_zones_shipper_id_zone_id_pk" PRIMARY KEY("shipper_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "shippers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"national_id" text DEFAULT '' NOT NULL,
	"vehicle_type" text DEFAULT 'motorcycle' NOT NULL,
	"vehicle_plate" text DEFAULT '' NOT NULL,
	"city_id" integer,
	"group_id" integer,
	"delivery_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"return_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_hub" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"zone_id" integer,
	"delivery_price" numeric(12, 2) NOT NULL,
	"return_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "category_prices_key" UNIQUE NULLS NOT DISTINCT("category_id","city_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "customer_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"zone_id" integer,
	"delivery_price" numeric(12, 2) NOT NULL,
	"return_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "customer_prices_key" UNIQUE NULLS NOT DISTINCT("customer_id","city_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "pricing_plan_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"detail_description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_name" text NOT NULL,
	"plan_price" numeric(12, 2) NOT NULL,
	"plan_delivery" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_user_permissions" (
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"phone" boolean DEFAULT false NOT NULL,
	"address" boolean DEFAULT false NOT NULL,
	"pickup_request" boolean DEFAULT false NOT NULL,
	"collect_request" boolean DEFAULT false NOT NULL,
	"material_request" boolean DEFAULT false NOT NULL,
	"add_order" boolean DEFAULT false NOT NULL,
	"update_order" boolean DEFAULT false NOT NULL,
	"delete_order" boolean DEFAULT false NOT NULL,
	"returnclient" boolean DEFAULT false NOT NULL,
	"collectclient" boolean DEFAULT false NOT NULL,
	"revnue" boolean DEFAULT false NOT NULL,
	"view" boolean DEFAULT false NOT NULL,
	"customer_view_report" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customer_user_permissions_user_id_customer_id_pk" PRIMARY KEY("user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "shipper_user_permissions" (
	"user_id" integer NOT NULL,
	"shipper_id" integer NOT NULL,
	"phone" boolean DEFAULT false NOT NULL,
	"address" boolean DEFAULT false NOT NULL,
	CONSTRAINT "shipper_user_permissions_user_id_shipper_id_pk" PRIMARY KEY("user_id","shipper_id")
);
--> statement-breakpoint
CREATE TABLE "special_permission_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"user_id" integer,
	"code" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_field_permissions" (
	"user_id" integer NOT NULL,
	"field" text NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "user_field_permissions_user_id_field_pk" PRIMARY KEY("user_id","field")
);
--> statement-breakpoint
CREATE TABLE "user_followup_shippers" (
	"user_id" integer NOT NULL,
	"shipper_id" integer NOT NULL,
	CONSTRAINT "user_followup_shippers_user_id_shipper_id_pk" PRIMARY KEY("user_id","shipper_id")
);
--> statement-breakpoint
CREATE TABLE "user_permission_overrides" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"all_customer_phone" boolean DEFAULT false NOT NULL,
	"all_customer_address" boolean DEFAULT false NOT NULL,
	"all_customer_pickup_request" boolean DEFAULT false NOT NULL,
	"all_customer_collect_request" boolean DEFAULT false NOT NULL,
	"all_customer_material_request" boolean DEFAULT false NOT NULL,
	"all_add_order" boolean DEFAULT false NOT NULL,
	"all_update_order" boolean DEFAULT false NOT NULL,
	"all_delete_order" boolean DEFAULT false NOT NULL,
	"all_returnclient" boolean DEFAULT false NOT NULL,
	"all_collectclient" boolean DEFAULT false NOT NULL,
	"all_revnue" boolean DEFAULT false NOT NULL,
	"all_customer_view" boolean DEFAULT false NOT NULL,
	"all_customer_view_report" boolean DEFAULT false NOT NULL,
	"all_shipper_phone" boolean DEFAULT false NOT NULL,
	"all_shipper_address" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_shipper_groups" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "user_shipper_groups_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "user_shipper_swaps" (
	"user_id" integer NOT NULL,
	"shipper_id" integer NOT NULL,
	CONSTRAINT "user_shipper_swaps_user_id_shipper_id_pk" PRIMARY KEY("user_id","shipper_id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pickup_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pickup_shipper_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "auto_collect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "auto_pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "has_return_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "return_price_template_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "payout_method" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "payout_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "return_price_items" ADD CONSTRAINT "return_price_items_template_id_return_price_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."return_price_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_price_items" ADD CONSTRAINT "return_price_items_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_zones" ADD CONSTRAINT "shipper_zones_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_zones" ADD CONSTRAINT "shipper_zones_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippers" ADD CONSTRAINT "shippers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippers" ADD CONSTRAINT "shippers_group_id_shipper_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."shipper_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_prices" ADD CONSTRAINT "category_prices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_prices" ADD CONSTRAINT "category_prices_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_prices" ADD CONSTRAINT "category_prices_category_id_customer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."customer_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_prices" ADD CONSTRAINT "customer_prices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_prices" ADD CONSTRAINT "customer_prices_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_prices" ADD CONSTRAINT "customer_prices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_plan_details" ADD CONSTRAINT "pricing_plan_details_plan_id_pricing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_user_permissions" ADD CONSTRAINT "customer_user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_user_permissions" ADD CONSTRAINT "customer_user_permissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_user_permissions" ADD CONSTRAINT "shipper_user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_user_permissions" ADD CONSTRAINT "shipper_user_permissions_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_permission_logs" ADD CONSTRAINT "special_permission_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_permission_logs" ADD CONSTRAINT "special_permission_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_field_permissions" ADD CONSTRAINT "user_field_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_followup_shippers" ADD CONSTRAINT "user_followup_shippers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_followup_shippers" ADD CONSTRAINT "user_followup_shippers_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permission_overrides" ADD CONSTRAINT "user_permission_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shipper_groups" ADD CONSTRAINT "user_shipper_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shipper_groups" ADD CONSTRAINT "user_shipper_groups_group_id_shipper_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."shipper_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shipper_swaps" ADD CONSTRAINT "user_shipper_swaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shipper_swaps" ADD CONSTRAINT "user_shipper_swaps_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shippers_group_idx" ON "shippers" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "shippers_phone_idx" ON "shippers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "customer_user_permissions_customer_idx" ON "customer_user_permissions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "shipper_user_permissions_shipper_idx" ON "shipper_user_permissions" USING btree ("shipper_id");--> statement-breakpoint
CREATE INDEX "special_permission_logs_user_idx" ON "special_permission_logs" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_category_id_customer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."customer_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_pickup_shipper_id_shippers_id_fk" FOREIGN KEY ("pickup_shipper_id") REFERENCES "public"."shippers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_return_price_template_id_return_price_templates_id_fk" FOREIGN KEY ("return_price_template_id") REFERENCES "public"."return_price_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "customers_category_idx" ON "customers" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "customers_city_idx" ON "customers" USING btree ("city_id");