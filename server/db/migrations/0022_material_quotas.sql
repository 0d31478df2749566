CREATE TABLE "material_quota_usage" (
	"customer_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"month" text NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "material_quota_usage_customer_id_material_id_month_pk" PRIMARY KEY("customer_id","material_id","month"),
	CONSTRAINT "material_quota_usage_check" CHECK ("material_quota_usage"."charged" between 0 and "material_quota_usage"."delivered")
);
--> statement-breakpoint
CREATE TABLE "material_quotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"category_id" integer,
	"material_id" integer NOT NULL,
	"monthly_quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_quotas_owner_check" CHECK (("material_quotas"."customer_id" is null) <> ("material_quotas"."category_id" is null)),
	CONSTRAINT "material_quotas_quantity_check" CHECK ("material_quotas"."monthly_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "material_quota_usage" ADD CONSTRAINT "material_quota_usage_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quota_usage" ADD CONSTRAINT "material_quota_usage_material_id_packaging_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."packaging_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quotas" ADD CONSTRAINT "material_quotas_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quotas" ADD CONSTRAINT "material_quotas_category_id_customer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."customer_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quotas" ADD CONSTRAINT "material_quotas_material_id_packaging_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."packaging_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_quotas_customer_key" ON "material_quotas" USING btree ("customer_id","material_id") WHERE "material_quotas"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "material_quotas_category_key" ON "material_quotas" USING btree ("category_id","material_id") WHERE "material_quotas"."category_id" is not null;